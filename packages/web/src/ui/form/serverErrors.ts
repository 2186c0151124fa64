import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { showError } from '../../api/feedback';

/**
 * Puts a 400/409's field messages on the form's fields. A message for a field the form does
 * not show (or an answer without field messages) goes to the error dialog instead.
 */
export function showServerErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>, shown: string[]) {
  if (!(error instanceof ApiError) || !error.errors) return;
  const entries = Object.entries(error.errors);
  const onFields = entries.filter(([name]) => shown.some((s) => name === s || name.startsWith(`${s}.`)));
  onFields.forEach(([name, message], i) => setError(name as never, { type: 'server', message }, { shouldFocus: i === 0 }));
  const elsewhere = entries.filter((e) => !onFields.includes(e));
  if (elsewhere.length) showError(elsewhere[0][1]);
}
