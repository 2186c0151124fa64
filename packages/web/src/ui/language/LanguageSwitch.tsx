import { useId, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
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

/** Chooses the interface's language; the page then loads again in it. */
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
      <Button
        variant="outline-light"
        className="phone-touch"
        lang={other}
        aria-label={text.switchTo(text.names[other])}
        title={text.names[other]}
        disabled={busy}
        onClick={() => choose(other)}
        data-testid="language-switch"
      >
        {busy ? <Spinner size="sm" aria-label={text.switching} /> : <><i className="bi bi-translate me-1" aria-hidden="true" />{text.short[other]}</>}
      </Button>
    );
  }

  return (
    <Form.Group controlId={id}>
      <Form.Label>{text.label}</Form.Label>
      <div className="d-flex align-items-center gap-2">
        <Form.Select value={language()} disabled={busy} onChange={(e) => choose(e.currentTarget.value as Language)} data-testid="language-switch">
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>{text.names[l]}</option>
          ))}
        </Form.Select>
        {busy && <Spinner size="sm" aria-label={text.switching} />}
      </div>
      {showHint && <Form.Text>{text.hint}</Form.Text>}
    </Form.Group>
  );
}
