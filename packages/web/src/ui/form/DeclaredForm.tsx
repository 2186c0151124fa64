import { useMemo, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formDefaults, type ObjectSchema } from '@halte/contract';
import { declaredFields, type FieldDecl } from './declaredFields';
import { FormFields, shownFields } from './FormFields';
import { showServerErrors } from './serverErrors';
import type { Values } from './types';
import { ui } from '../../i18n/ui';

interface DeclaredFormProps<S extends ObjectSchema> {
  schema: S;
  fields: FieldDecl<S>[];
  /** The form's values; the schema's defaults when not given. */
  values?: Values;
  submitLabel?: string;
  /** Sends the validated values; a thrown ApiError's field messages land on the fields. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Empties the form after a success (a password form). */
  resetAfter?: boolean;
  idPrefix: string;
  label: string;
}

/** A form outside a dialog (profile cards): declared fields, contract validation, saving state. */
export function DeclaredForm<S extends ObjectSchema>({ fields: decls, schema, values: given, submitLabel = ui.form.save, onSubmit, resetAfter, idPrefix, label }: DeclaredFormProps<S>) {
  const fields = useMemo(() => declaredFields(schema, decls), [schema, decls]);
  const values = useMemo(() => given ?? formDefaults(schema), [given, schema]);
  const form = useForm<Values, unknown, Values>({
    defaultValues: values,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Values>,
  });
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async (valid) => {
    setSaving(true);
    try {
      await onSubmit(valid);
      form.reset(resetAfter ? values : form.getValues());
    } catch (e) {
      showServerErrors(e, form.setError, shownFields(fields, form.getValues(), 'update').map((f) => f.name));
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} aria-label={label}>
        <fieldset disabled={saving}>
          <FormFields fields={fields} mode="update" idPrefix={idPrefix} />
        </fieldset>
        <div className="d-flex justify-content-end mt-4">
          <Button type="submit" disabled={saving} className="px-4">
            {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
            {saving ? ui.form.saving : submitLabel}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
