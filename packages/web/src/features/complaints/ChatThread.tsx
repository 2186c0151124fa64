import { useEffect, useRef } from 'react';
import { Spinner } from 'react-bootstrap';
import type { ConversationThreadResponse, ConversationWire } from '@halte/contract';
import { complaints } from '../../i18n/complaints';
import { ChatBubble } from './ChatBubble';
import { readOwnMessage } from './threadMessages';

const t = complaints;

interface ChatThreadProps {
  conversation: ConversationWire;
  thread: ConversationThreadResponse | undefined;
  typing: boolean;
}

/**
 * The messages, oldest first, kept scrolled to the newest; 'Dibaca' under the operators' newest
 * once the member has read it; the member typing shows under them.
 */
export function ChatThread({ conversation: c, thread, typing }: ChatThreadProps) {
  const messages = thread?.data;
  const read = thread ? readOwnMessage(thread.data, thread.dtread_member) : undefined;
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
            <ChatBubble key={m.intid} message={m} sender={m.intis_admin === 1 ? t.operatorSide : c.vcmember} photoAlt={t.photoAlt(c.vccode)} note={m.intid === read ? t.read : undefined} />
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
