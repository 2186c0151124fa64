import { useEffect, useRef } from 'react';
import { Spinner } from 'react-bootstrap';
import type { ConversationMessageWire, ConversationWire } from '@halte/contract';
import { complaints } from '../../i18n/complaints';
import { ChatBubble } from './ChatBubble';

const t = complaints;

interface ChatThreadProps {
  conversation: ConversationWire;
  messages: ConversationMessageWire[] | undefined;
  typing: boolean;
}

/** The messages, oldest first, kept scrolled to the newest; the member typing shows under them. */
export function ChatThread({ conversation: c, messages, typing }: ChatThreadProps) {
  const end = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, typing]);

  return (
    <div className="chat__thread p-3" role="log" aria-live="polite" aria-label={t.chatTitle}>
      {messages === undefined ? (
        <div className="text-center text-body-secondary py-5" role="status">
          <Spinner animation="border" variant="primary" className="mb-2" />
          <div>{t.loading}</div>
        </div>
      ) : messages.length === 0 ? (
        <p className="text-center text-body-secondary py-5 mb-0">{t.empty}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {messages.map((m) => (
            <ChatBubble key={m.intid} message={m} sender={m.intis_admin === 1 ? t.operatorSide : c.vcmember} photoAlt={t.photoAlt(c.vccode)} />
          ))}
        </ul>
      )}
      {typing && (
        <p className="chat__meta fst-italic mb-0" data-testid="chat-typing">
          <i className="bi bi-three-dots me-1" aria-hidden="true" />{c.vcmember} · {t.typing}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
