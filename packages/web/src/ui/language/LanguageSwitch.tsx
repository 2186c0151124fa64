import { useId, useState } from 'react';
import { LANGUAGES, type Language } from '@halte/contract';
import { languageSwitch as text } from '../../i18n/language-switch';
import { language } from '../../i18n/language';
import { chooseLanguage, type SaveLanguage } from './chooseLanguage';

interface Props {
  /** Saves the choice to the signed-in account; absent before sign-in. */
  save?: SaveLanguage;
  /** `select` for a panel or a form; `button` for a phone page's bar (one large target that flips). */
  variant?: 'select' | 'button';
  /** Shown under the select. */
  showHint?: boolean;
}

/**
 * Chooses the interface's language; the page then loads again in it. Plain Bootstrap markup, not
 * react-bootstrap's components: it is on the sign-in pages, whose first visit should download little.
 */
export function LanguageSwitch({ save, variant = 'select', showHint = false }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const choose = (next: Language) => {
    if (next === language() || busy) return;
    setBusy(true);
    void chooseLanguage(next, save);
  };

  if (variant === 'button') {
    const other = LANGUAGES.find((l) => l !== language()) ?? 'id';
    return (
      <button
        type="button"
        className="btn btn-outline-light phone-touch"
        lang={other}
        aria-label={text.switchTo(text.names[other])}
        title={text.names[other]}
        disabled={busy}
        onClick={() => choose(other)}
        data-testid="language-switch"
      >
        {busy ? <span className="spinner-border spinner-border-sm" role="status" aria-label={text.switching} /> : <><i className="bi bi-translate me-1" aria-hidden="true" />{text.short[other]}</>}
      </button>
    );
  }

  return (
    <div>
      <label className="form-label" htmlFor={id}>{text.label}</label>
      <div className="d-flex align-items-center gap-2">
        <select id={id} className="form-select" value={language()} disabled={busy} onChange={(e) => choose(e.currentTarget.value as Language)} data-testid="language-switch">
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>{text.names[l]}</option>
          ))}
        </select>
        {busy && <span className="spinner-border spinner-border-sm" role="status" aria-label={text.switching} />}
      </div>
      {showHint && <small className="form-text">{text.hint}</small>}
    </div>
  );
}
