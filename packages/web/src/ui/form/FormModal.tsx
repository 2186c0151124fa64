import { useMemo, useState, type ReactNode } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CrudGroup, ObjectSchema } from '@halte/contract';
import { useRecord, useRemove, useSave } from '../../api/queries';
import { ConfirmDialog } from '../ConfirmDialog';
import { declaredDefaults, declaredFields, type FieldDecl } from './declaredFields';
import { FormFields, shownFields } from './FormFields';
import { showServerErrors } from './serverErrors';
import type { FieldDef, FormMode, Values } from './types';
import { ui } from '../../i18n/ui';
import { StaticModal } from '../StaticModal';

export type ModalMode = FormMode | 'delete';

export interface FormSpec<R = Values, S extends ObjectSchema = ObjectSchema> {
  /** What a record is called in titles: 'User' → 'Tambah User'. */
  entity: string;
  /** The resource's declared calls: `get` loads a record, `create`, `update` and `delete` change it. */
  resource: CrudGroup;
  /** The form's fields by body name; labels, required marks, lengths and defaults come from the schema. */
  fields: FieldDecl<S>[];
  /** The contract's body schema, or one per mode when add and update differ (a user's password). */
  schema: S | { add: S; update: ObjectSchema };
  /** A loaded record → form values; by default the record itself. */
  toForm?: (record: R) => Values;
  /** Validated values → request body; by default the validated values as they are. */
  toBody?: (values: Values, mode: 'add' | 'update', record?: R) => unknown;
  size?: 'sm' | 'lg' | 'xl';
  /** A detail view of its own instead of the read-only form. */
  renderDetail?: (record: R) => ReactNode;
}

export interface FormModalProps<R = Values, S extends ObjectSchema = ObjectSchema> {
  spec: FormSpec<R, S>;
  show: boolean;
  mode: ModalMode;
  id?: number | string | null;
  /** Shown under the delete question. */
  subject?: ReactNode;
  onClose: () => void;
}

type AnySpec<R> = FormSpec<R, ObjectSchema>;

const schemaFor = (schema: AnySpec<unknown>['schema'], mode: FormMode): ObjectSchema =>
  'add' in schema && 'update' in schema ? (mode === 'add' ? schema.add : schema.update) : schema;

/** The fields and schema of the form in this mode (a password may be required on add only). */
function useModeForm(spec: AnySpec<unknown>, mode: FormMode) {
  return useMemo(() => {
    const schema = schemaFor(spec.schema, mode);
    return { schema, fields: declaredFields(schema, spec.fields) };
  }, [spec, mode]);
}

/**
 * The record as it is (the schema drops what the body does not take), so a field the form does
 * not show keeps its value on update; each field gets a value even when the record lacks it.
 */
function defaultToForm(fields: FieldDef[], record: Values, defaults: Values = {}): Values {
  const values: Values = { ...defaults, ...record };
  for (const f of fields) values[f.name] = record[f.name] ?? defaults[f.name] ?? (f.type === 'checkboxes' ? [] : '');
  return values;
}

/**
 * The dialog of a CRUD screen. Static (no backdrop or Escape close). add: empty form; update:
 * loads the record first; detail: read-only; delete: 'Data akan dihapus ?' and only 'Ya'
 * deletes. Success: the client toasts the server's message, the dialog closes, lists reload.
 */
export function FormModal<R = Values, S extends ObjectSchema = ObjectSchema>({ spec: declared, show, mode, id, subject, onClose }: FormModalProps<R, S>) {
  const spec = declared as unknown as AnySpec<R>;
  if (mode === 'delete') return <DeleteConfirm spec={spec as AnySpec<unknown>} show={show} id={id} subject={subject} onClose={onClose} />;
  const title = mode === 'add' ? ui.form.addTitle(spec.entity) : mode === 'update' ? ui.form.editTitle(spec.entity) : ui.form.detailTitle(spec.entity);
  return (
    <StaticModal show={show} onHide={onClose} size={spec.size} centered scrollable aria-labelledby="form-modal-title">
      <Modal.Header closeButton closeLabel={ui.form.close}>
        <Modal.Title as="h5" id="form-modal-title">{title}</Modal.Title>
      </Modal.Header>
      {mode === 'add' ? (
        <AddForm spec={spec} onClose={onClose} />
      ) : (
        <LoadedForm spec={spec} mode={mode} id={id} onClose={onClose} />
      )}
    </StaticModal>
  );
}

function AddForm<R>({ spec, onClose }: { spec: AnySpec<R>; onClose: () => void }) {
  const { schema, fields } = useModeForm(spec as AnySpec<unknown>, 'add');
  const values = useMemo(() => defaultToForm(fields, {}, declaredDefaults(schema, fields)), [schema, fields]);
  return <EntityForm spec={spec} mode="add" values={values} onClose={onClose} />;
}

function LoadedForm<R>({ spec, mode, id, onClose }: { spec: AnySpec<R>; mode: 'update' | 'detail'; id?: number | string | null; onClose: () => void }) {
  const record = useRecord<R>(spec.resource.get, id);
  const { schema, fields } = useModeForm(spec as AnySpec<unknown>, mode);
  if (record.isError) {
    return (
      <Modal.Footer><Button variant="secondary" onClick={onClose}>{ui.form.close}</Button></Modal.Footer>
    );
  }
  if (!record.data) {
    return (
      <Modal.Body className="text-center py-5 text-body-secondary" aria-busy="true">
        <Spinner animation="border" variant="primary" role="status" className="mb-2" />
        <div>{ui.form.loading}</div>
      </Modal.Body>
    );
  }
  if (mode === 'detail' && spec.renderDetail) {
    return (
      <>
        <Modal.Body>{spec.renderDetail(record.data)}</Modal.Body>
        <Modal.Footer><Button variant="secondary" onClick={onClose}>{ui.form.close}</Button></Modal.Footer>
      </>
    );
  }
  const values = spec.toForm ? spec.toForm(record.data) : defaultToForm(fields, record.data as Values, declaredDefaults(schema, fields));
  return <EntityForm spec={spec} mode={mode} values={values} record={record.data} id={id} onClose={onClose} />;
}

function EntityForm<R>({ spec, mode, values, record, id, onClose }: { spec: AnySpec<R>; mode: FormMode; values: Values; record?: R; id?: number | string | null; onClose: () => void }) {
  const { schema, fields } = useModeForm(spec as AnySpec<unknown>, mode);
  const form = useForm<Values, unknown, Values>({
    defaultValues: values,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const save = useSave(spec.resource);
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (valid) => {
    if (mode === 'detail') return;
    setSaving(true);
    try {
      const body = spec.toBody ? spec.toBody(valid, mode, record) : valid;
      // The id the record was loaded by (an article's uuid), else the record's own.
      await save.mutateAsync({ id: mode === 'update' ? (id ?? idOf(record)) : null, body });
      onClose();
    } catch (e) {
      showServerErrors(e, form.setError, shownFields(fields, form.getValues(), mode).map((f) => f.name));
    } finally {
      setSaving(false);
    }
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit} style={{ display: 'contents' }} aria-label={spec.entity}>
        <Modal.Body>
          <fieldset disabled={saving}>
            <FormFields fields={fields} mode={mode} idPrefix={`${(spec.resource.create ?? spec.resource.update ?? spec.resource.get)?.path.replace(/:\w+|\W/g, '') ?? ''}-${mode}`} />
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          {mode === 'detail' ? (
            <Button variant="secondary" onClick={onClose}>{ui.form.close}</Button>
          ) : (
            <>
              <Button variant="outline-secondary" onClick={onClose} disabled={saving}>{ui.form.cancel}</Button>
              <Button type="submit" variant="primary" disabled={saving} className="px-4">
                {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
                {saving ? ui.form.saving : ui.form.save}
              </Button>
            </>
          )}
        </Modal.Footer>
      </Form>
    </FormProvider>
  );
}

const idOf = (record: unknown) => {
  const r = record as { intid?: number | string; vcuuid?: string } | undefined;
  return r?.intid ?? r?.vcuuid ?? null;
};

function DeleteConfirm({ spec, show, id, subject, onClose }: { spec: AnySpec<unknown>; show: boolean; id?: number | string | null; subject?: ReactNode; onClose: () => void }) {
  const remove = useRemove(spec.resource.delete);
  const yes = async () => {
    try {
      await remove.mutateAsync(id!);
      onClose();
    } catch {
      // The client has shown the server's reason (e.g. 'Data masih digunakan.'); the dialog stays.
    }
  };
  return <ConfirmDialog show={show} question={ui.form.confirmDelete} subject={subject} busy={remove.isPending} onYes={yes} onNo={onClose} />;
}
