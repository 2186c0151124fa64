import { Button, Form, Table } from 'react-bootstrap';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { FieldProps, RepeatFieldDef, Values } from './types';
import { ui } from '../../i18n/ui';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? ui.form.none : String(v));

/**
 * An ordered list of items, one row of inputs each, numbered in order: add at the end, remove
 * any, move up or down. Each input is named '<label> <n>' for screen readers and tests.
 */
export function RepeatField({ field, id, readOnly, error }: FieldProps<RepeatFieldDef>) {
  const { control, register, formState } = useFormContext();
  const { fields: rows, append, remove, move } = useFieldArray({ control, name: field.name });
  const items = (useWatch({ name: field.name }) as Values[] | undefined) ?? [];

  if (readOnly) {
    if (!items.length) return <p className="text-body-secondary mb-0" id={id}>{field.empty ?? ui.form.none}</p>;
    return (
      <Table size="sm" bordered className="mb-0 repeat-table" id={id}>
        <thead className="table-light">
          <tr>
            <th scope="col" className="text-center" style={{ width: '3rem' }}>{ui.list.no}</th>
            {field.item.map((f) => <th scope="col" key={f.name}>{f.label}</th>)}
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={i}>
              <td className="text-center text-body-secondary">{i + 1}</td>
              {field.item.map((f) => <td key={f.name}>{shown(item[f.name])}</td>)}
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <div className={`repeat-field ${error ? 'is-invalid' : ''}`} id={id} role="group" aria-label={field.label}>
      {rows.length === 0 ? (
        <p className="text-body-secondary small border rounded-3 text-center py-3 mb-2">{field.empty ?? ui.form.none}</p>
      ) : (
        <>
          {/* Column names over the inputs, aligned with them (hidden from screen readers: each input is named). */}
          <div className="d-none d-md-flex align-items-end gap-2 small text-body-secondary mb-1" aria-hidden="true">
            <span style={{ minWidth: '1.75rem' }} />
            <div className="row g-2 flex-grow-1">
              {field.item.map((f) => <div key={f.name} className={`col-md-${f.width ?? 12}`}>{f.label}</div>)}
            </div>
            <div className="btn-group btn-group-sm invisible">
              {['bi-arrow-up', 'bi-arrow-down', 'bi-trash'].map((icon) => <span key={icon} className="btn"><i className={`bi ${icon}`} /></span>)}
            </div>
          </div>
          <ol className="list-unstyled mb-2 d-grid gap-2">
            {rows.map((row, i) => (
              <li key={row.id} className="repeat-item d-flex align-items-start gap-2">
                <span className="badge rounded-pill text-bg-primary mt-2" style={{ minWidth: '1.75rem' }} aria-hidden="true">{i + 1}</span>
                <div className="row g-2 flex-grow-1">
                  {field.item.map((f) => {
                    const name = `${field.name}.${i}.${f.name}`;
                    const itemError = (get(formState.errors, name) as { message?: string } | undefined)?.message;
                    const inputId = `${id}-${i}-${f.name}`;
                    return (
                      <div key={f.name} className={`col-12 col-md-${f.width ?? 12}`}>
                        <Form.Control
                          id={inputId}
                          size="sm"
                          placeholder={f.placeholder ?? f.label}
                          aria-label={`${f.label} ${i + 1}`}
                          inputMode={f.type === 'number' ? 'decimal' : undefined}
                          maxLength={f.maxLength}
                          autoComplete="off"
                          isInvalid={!!itemError}
                          aria-invalid={!!itemError}
                          aria-describedby={itemError ? `${inputId}-error` : undefined}
                          {...register(name)}
                        />
                        {itemError && <div className="invalid-feedback d-block" id={`${inputId}-error`} role="alert">{itemError}</div>}
                      </div>
                    );
                  })}
                </div>
                <div className="btn-group btn-group-sm flex-shrink-0" role="group">
                  <Button variant="outline-secondary" disabled={i === 0} onClick={() => move(i, i - 1)} title={ui.form.moveUp} aria-label={`${ui.form.moveUp} ${i + 1}`}>
                    <i className="bi bi-arrow-up" aria-hidden="true" />
                  </Button>
                  <Button variant="outline-secondary" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} title={ui.form.moveDown} aria-label={`${ui.form.moveDown} ${i + 1}`}>
                    <i className="bi bi-arrow-down" aria-hidden="true" />
                  </Button>
                  <Button variant="outline-danger" onClick={() => remove(i)} title={field.removeLabel(i + 1)} aria-label={field.removeLabel(i + 1)}>
                    <i className="bi bi-trash" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <Button variant="outline-primary" size="sm" onClick={() => append({ ...field.blank })}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />{field.addLabel}
      </Button>
    </div>
  );
}
