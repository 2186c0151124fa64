import { useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useController, useFormContext } from 'react-hook-form';
import type { CustomFieldDef, FieldProps } from './types';
import { dataUrlOf, readImageFile, type ImageCheck } from './imageFile';
import '../rich-content.scss';
import { ui } from '../../i18n/ui';

const text = ui.imageInput;
/** Previews take 20% of the form's width, 30% in a detail. */
const FORM_WIDTH = '20%';
const DETAIL_WIDTH = '30%';
const ACCEPT = 'image/jpeg,image/png,image/webp';

type Problem = Extract<ImageCheck, { ok: false }>['problem'];

/** A stored image in a detail view, 30% wide; 'Tanpa gambar' when there is none. */
export function DetailImage({ src, alt, id }: { src: string | null; alt: string; id?: string }) {
  if (!src) return <>{text.absent}</>;
  return <img id={id} src={src} alt={alt} className="img-thumbnail image-field__image" style={{ width: DETAIL_WIDTH }} />;
}

/**
 * An image picked from a file, kept in the form as base64 without the `data:` prefix (the
 * wire's form). The file is checked here first — JPEG, PNG or WebP by its bytes, at most 2 MB —
 * so a wrong file gets a clear message and is never sent; '' means no image.
 */
export function ImageField({ field, id, readOnly, error }: FieldProps<CustomFieldDef>) {
  const { control, clearErrors } = useFormContext();
  const { field: input } = useController({ name: field.name, control });
  const fileRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reading, setReading] = useState(false);
  const src = dataUrlOf(input.value);

  if (readOnly) {
    return src ? (
      <div><DetailImage id={id} src={src} alt={field.label} /></div>
    ) : (
      <p id={id} className="form-control-plaintext text-body-secondary">{text.none}</p>
    );
  }

  const choose = async (file: File | undefined) => {
    if (!file) return;
    clearErrors(field.name);
    setReading(true);
    const check = await readImageFile(file);
    setReading(false);
    if (fileRef.current) fileRef.current.value = '';
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(null);
    input.onChange(check.base64);
  };

  const message = problem ? text[problem] : undefined;
  const describedBy = [message || error ? `${id}-error` : '', `${id}-help`].filter(Boolean).join(' ');
  return (
    <div className={`image-field ${message || error ? 'is-invalid' : ''}`}>
      <input
        ref={fileRef}
        id={id}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        aria-invalid={!!(message || error)}
        aria-describedby={describedBy}
        onChange={(e) => void choose(e.target.files?.[0])}
        onBlur={input.onBlur}
      />
      <div className="d-flex align-items-start gap-3">
        {src && <img src={src} alt={text.preview} className="img-thumbnail image-field__image" style={{ width: FORM_WIDTH }} />}
        <div className="d-flex flex-column gap-2">
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" size="sm" onClick={() => fileRef.current?.click()} disabled={reading}>
              {reading ? <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" /> : <i className="bi bi-image me-1" aria-hidden="true" />}
              {reading ? text.reading : src ? text.change : text.choose}
            </Button>
            {src && (
              <Button variant="outline-danger" size="sm" onClick={() => { setProblem(null); input.onChange(''); }}>
                <i className="bi bi-x-lg me-1" aria-hidden="true" />{text.remove}
              </Button>
            )}
          </div>
          <small id={`${id}-help`} className="text-body-secondary">{src ? text.help : `${text.none} ${text.help}`}</small>
        </div>
      </div>
      {message && !error && <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">{message}</div>}
    </div>
  );
}
