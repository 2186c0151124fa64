import { useCallback, useEffect, useRef } from 'react';
import { Spinner } from 'react-bootstrap';
import type { ConversationMessageWire, ConversationThreadResponse, ConversationWire } from '@halte/contract';
import { complaints } from '../../../i18n/complaints';
import { NewItemsAnnouncer } from '../../../ui/live/NewItemsAnnouncer';
import { plainTextOf } from '../../../ui/live/plainText';
import { ChatBubble } from './ChatBubble';
import { readOwnMessage } from './threadMessages';

const t = complaints;

interface ChatThreadProps {
  conversation: ConversationWire;
  thread: ConversationThreadResponse | undefined;
  typing: boolean;
}

const idOf = (m: ConversationMessageWire) => m.intid;

/**
 * The messages, oldest first, kept scrolled to the newest; 'Dibaca' under the operators' newest
 * once the member has read it; the member typing shows under them. A scrolling region the
 * keyboard can reach; the member's new messages are read out on their own, not the history.
 */
export function ChatThread({ conversation: c, thread, typing }: ChatThreadProps) {
  const messages = thread?.data;
  const read = thread ? readOwnMessage(thread.data, thread.dtread_member) : undefined;
  const end = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count, typing]);
  const member = c.vcmember;
  const say = useCallback(
    (m: ConversationMessageWire) => (m.intis_admin === 1 ? null : t.newMessage(member, plainTextOf(m.vcmessage) || t.photoOnly)),
    [member],
  );

  return (
    <>
      <section className="chat__thread p-3" aria-label={t.chatTitle} tabIndex={0}>
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
      </section>
      <NewItemsAnnouncer key={c.intid} items={messages} keyOf={idOf} say={say} label={t.newMessages} testId="chat-announcer" />
    </>
  );
}
