import type { CloseButtonProps } from 'react-toastify';
import { ui } from '../i18n/ui';

/** The toast's close button as the library draws it, named in the interface's language. */
export function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={ui.feedback.closeToast}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <i className="bi bi-x-lg" aria-hidden="true" />
    </button>
  );
}
