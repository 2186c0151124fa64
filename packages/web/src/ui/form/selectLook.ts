import type { Choice } from './types';
import { ui } from '../../i18n/ui';

/**
 * What every react-select of a form shares: the input's id, the Bootstrap-like look and its
 * invalid state, the option's value as text, the loading text and the error's link.
 */
export const selectLook = (id: string, error?: string) => ({
  inputId: id,
  className: `rs ${error ? 'is-invalid' : ''}`,
  classNamePrefix: 'rs',
  getOptionValue: (c: Choice) => String(c.value),
  loadingMessage: () => ui.form.loading,
  'aria-invalid': !!error,
  'aria-errormessage': error ? `${id}-error` : undefined,
});
