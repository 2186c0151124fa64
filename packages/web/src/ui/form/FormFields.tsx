import type { ComponentType } from 'react';
import '../ui.scss';
import { Col, Form, Row } from 'react-bootstrap';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from './CheckboxField';
import { CheckboxesField } from './CheckboxesField';
import { RepeatField } from './RepeatField';
import { RupiahField } from './RupiahField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import { resolveMode, type FieldDef, type FieldProps, type FormMode, type Values } from './types';
import { translate } from '@halte/contract';

const builtIn: Record<Exclude<FieldDef['type'], 'custom'>, ComponentType<FieldProps<never>>> = {
  text: TextField,
  password: TextField,
  email: TextField,
  tel: TextField,
  number: TextField,
  textarea: TextField,
  rupiah: RupiahField,
  select: SelectField,
  checkbox: CheckboxField,
  checkboxes: CheckboxesField,
  repeat: RepeatField,
};

/** Fields the form shows in this mode with these values (a password is never shown in detail). */
export function shownFields(fields: FieldDef[], values: Values, mode: FormMode) {
  return fields.filter((f) => (mode !== 'detail' || f.type !== 'password') && (!f.visible || f.visible(values, mode)));
}

/** The declared fields of a form, laid out on Bootstrap's grid, each with label, help and error. */
export function FormFields({ fields, mode, idPrefix = 'f' }: { fields: FieldDef[]; mode: FormMode; idPrefix?: string }) {
  const { formState } = useFormContext();
  const values = useWatch() as Values;
  return (
    <Row className="g-3">
      {shownFields(fields, values, mode).map((field) => {
        const id = `${idPrefix}-${field.name}`;
        // A list field's own error (e.g. no item at all) sits under `root`.
        const found = get(formState.errors, field.name) as { message?: string; root?: { message?: string } } | undefined;
        // The contract's rules give their messages in Indonesian; the page shows them in its language.
        const message = found?.message ?? found?.root?.message;
        const error = message === undefined ? undefined : translate(message);
        const readOnly = mode === 'detail' || resolveMode(field.readOnly, mode, false);
        const required = !readOnly && resolveMode(field.required, mode, false);
        const help = readOnly ? undefined : resolveMode(field.help, mode, undefined);
        const Control = (field.type === 'custom' ? field.component : builtIn[field.type]) as ComponentType<FieldProps>;
        const ownLabel = field.type === 'checkbox';
        return (
          <Col xs={12} md={field.width ?? 12} key={field.name} className="form-field">
            {!ownLabel && (
              <Form.Label htmlFor={id} className={readOnly ? 'text-body-secondary small mb-0' : `fw-medium ${required ? 'required' : ''}`}>
                {field.label}
              </Form.Label>
            )}
            <Control field={field} mode={mode} readOnly={readOnly} id={id} error={error} />
            {error && <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">{error}</div>}
            {help && !error && <Form.Text className="d-block">{help}</Form.Text>}
          </Col>
        );
      })}
    </Row>
  );
}
