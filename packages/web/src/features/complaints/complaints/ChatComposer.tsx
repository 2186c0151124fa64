import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { fieldMeta, operatorMessageBody } from '@halte/contract';
import { complaints } from '../../../i18n/complaints';
import { isBlank, messageHtml } from './messageHtml';
import { typingPacer } from './typingPacer';
import { useGrowingRows } from './useGrowingRows';

const t = complaints;
const maxLength = fieldMeta(operatorMessageBody, 'vcmessage')?.max;

interface ChatComposerProps {
  /** Sends the message's HTML; resolves once stored (the text is cleared), rejects when refused (it stays). */
  onSend: (html: string) => Promise<unknown>;
  /** Tells the member the operator is typing (paced here). */
  onTyping: () => void;
  busy: boolean;
}

/** The reply box: grows from 1 to 6 rows; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ onSend, onTyping, busy }: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  useGrowingRows(input, text);
  const pacer = useMemo(() => typingPacer(onTyping), [onTyping]);

  const send = async () => {
    if (busy || isBlank(text)) return;
    try {
      await onSend(messageHtml(text));
      setText('');
      pacer.reset();
    } catch {
      // The client has shown why; the text stays to be sent again.
    }
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <Form
      className="d-flex align-items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Form.Label htmlFor={`${id}-message`} visuallyHidden>{t.messageLabel}</Form.Label>
      <Form.Control
        ref={input}
        id={`${id}-message`}
        as="textarea"
        className="chat__input"
        placeholder={t.placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value !== '') pacer.typed();
        }}
        onKeyDown={onKeyDown}
        autoFocus
      />
      <Button type="submit" variant="primary" disabled={busy || isBlank(text)} className="text-nowrap">
        {busy ? <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" /> : <i className="bi bi-send me-1" aria-hidden="true" />}
        {t.send}
      </Button>
    </Form>
  );
}
