import { useState, type KeyboardEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { member } from '../../../../i18n/member';

const t = member.chat;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; it grows up to six rows. Once the
 * conversation is `ended` it is gone, unless it holds text not sent (refused because the
 * operators ended it meanwhile): that stays, read-only, for the member to copy.
 */
export function ChatInput({ onSend, ended }: { onSend: (text: string) => Promise<boolean>; ended: boolean }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const rows = Math.min(6, Math.max(1, text.split('\n').length));
  if (ended) {
    if (!text.trim()) return null;
    return (
      <div className="member-chat__unsent">
        <Form.Control as="textarea" rows={rows} value={text} readOnly aria-label={t.unsent} aria-describedby="member-chat-unsent" />
        <Form.Text id="member-chat-unsent">{t.unsentHint}</Form.Text>
      </div>
    );
  }

  const send = async () => {
    if (!text.trim() || sending) return;
    setSending(true);
    if (await onSend(text)) setText('');
    setSending(false);
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Form className="member-chat__input" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <Form.Control as="textarea" rows={rows} value={text} placeholder={t.placeholder} aria-label={t.placeholder} onChange={(e) => setText(e.target.value)} onKeyDown={onKey} disabled={sending} />
      <Button type="submit" disabled={!text.trim() || sending} aria-label={t.send}>
        {sending ? <Spinner size="sm" aria-hidden="true" /> : <i className="bi bi-send" aria-hidden="true" />}
      </Button>
    </Form>
  );
}
