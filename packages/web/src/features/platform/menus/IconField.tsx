import { Form, InputGroup } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { iconClass } from '../../../shell/navigation';
import type { CustomFieldDef, FieldProps } from '../../../ui/form/types';
import { ui } from '../../../i18n/ui';

/** A bootstrap-icons name with a live preview of the icon beside it. */
export function IconField({ field, id, readOnly, error }: FieldProps<CustomFieldDef>) {
  const { register } = useFormContext();
  const name = useWatch({ name: field.name }) as string | undefined;
  const preview = (
    <InputGroup.Text className="justify-content-center" style={{ width: '3rem' }} title={ui.form.iconPreview} role="img" aria-label={ui.form.iconPreview}>
      <i className={`${iconClass(name, '')} fs-5`} aria-hidden="true" />
    </InputGroup.Text>
  );
  if (readOnly) {
    return (
      <div className="d-flex align-items-center gap-2 py-1">
        <i className={`${iconClass(name, '')} fs-4`} aria-hidden="true" />
        <span id={id}>{name || ui.form.none}</span>
      </div>
    );
  }
  return (
    <InputGroup hasValidation>
      {preview}
      <Form.Control id={id} placeholder="people" maxLength={100} autoComplete="off" isInvalid={!!error} aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined} {...register(field.name)} />
    </InputGroup>
  );
}
