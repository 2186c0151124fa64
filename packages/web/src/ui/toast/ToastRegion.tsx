import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ui } from '../../i18n/ui';
import { toast, toastStore, type Toast } from './toast';
import './toasts.scss';

const SHOWN_FOR_MS = 3000;
const ICONS: Record<Toast['kind'], string> = { success: 'bi-check-circle-fill', error: 'bi-exclamation-circle-fill', info: 'bi-info-circle-fill' };

/**
 * The toasts, top-centre. The region waits on the page (polite, named) before any toast, so a
 * screen reader reads each one out as it comes; each toast is an alert. Alt+T moves the focus to
 * the newest. A toast closes after a few seconds (held while pointed at or focused), on a click, or
 * with its close button.
 */
export function ToastRegion() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.key.toLowerCase() === 't') region.current?.querySelector<HTMLElement>('.halte-toast')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} className="halte-toasts" aria-live="polite" aria-label={ui.feedback.toasts}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </section>
  );
}

function ToastItem({ toast: t }: { toast: Toast }) {
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = () => toast.dismiss(t.id);

  // The few seconds start again once the toast is neither pointed at nor focused.
  const held = pointed || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => toast.dismiss(t.id), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [held, t.id]);

  return (
    <div
      role="alert"
      tabIndex={-1}
      className={`halte-toast halte-toast--${t.kind}`}
      onClick={close}
      onMouseEnter={() => setPointed(true)}
      onMouseLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <i className={`bi ${ICONS[t.kind]} halte-toast__icon`} aria-hidden="true" />
      <div className="halte-toast__body">{t.content}</div>
      <button
        type="button"
        className="halte-toast__close"
        aria-label={ui.feedback.closeToast}
        onClick={(e) => {
          e.stopPropagation();
          close();
        }}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </button>
    </div>
  );
}
