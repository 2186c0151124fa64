import { useEffect, useRef } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { CHAT_MESSAGE_HTML, CONVERSATION_ENDED, MEMBER_COMPLAINTS_API, type ConversationMessageWire } from '@halte/contract';
import { ApiError } from '../../../../api/client';
import { PageSpinner } from '../../../../shell/PageSpinner';
import { SafeHtml } from '../../../../ui/SafeHtml';
import { ZonedTime } from '../../../../ui/time/ZonedTime';
import { NewItemsAnnouncer } from '../../../../ui/live/NewItemsAnnouncer';
import { plainTextOf } from '../../../../ui/live/plainText';
import { memberApi } from '../session/memberClient';
import { useMemberRecord } from '../useMemberQuery';
import { ChatInput } from './ChatInput';
import { ComplaintStatus } from './ComplaintStatus';
import { MessagePhoto } from './MessagePhoto';
import { useThread } from './useThread';
import { member } from '../../../../i18n/member';

const t = member.chat;

const idOf = (m: ConversationMessageWire) => m.intid;
/** An operator's new message is read out; one's own is not. */
const said = (m: ConversationMessageWire) => (m.intis_admin ? t.newMessage(plainTextOf(m.vcmessage) || t.photoOnly) : null);

/** One complaint's conversation, live; once ended (heard live too) it is read-only. The operator's new messages are read out. */
export default function ChatPage() {
  const id = useParams().id ?? '';
  const conversation = useMemberRecord(MEMBER_COMPLAINTS_API.get, id);
  const c = conversation.data;
  const { messages, add } = useThread(id, c?.token_member);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length]);

  const send = async (vcmessage: string) => {
    try {
      const answer = await memberApi.call(MEMBER_COMPLAINTS_API.send, { params: { id }, body: { vcmessage } }, { toast: false });
      if (answer.data) add(answer.data);
      return true;
    } catch (e) {
      // Ended meanwhile by the operator: show it so.
      if (e instanceof ApiError && e.status === 409) void conversation.refetch();
      return false;
    }
  };

  if (!c) return <PageSpinner />;
  const ended = c.intstatus === CONVERSATION_ENDED;
  return (
    <div className="member-chat">
      <Link to="/warga/pengaduan" className="btn btn-link px-0"><i className="bi bi-arrow-left me-1" aria-hidden="true" />{member.complaints.back}</Link>
      <header className="member-card member-chat__head">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h1 className="h5 mb-1">{c.vcname}</h1>
          <ComplaintStatus status={c.intstatus} label={c.vcstatus} />
        </div>
        <p className="small text-body-secondary mb-0">{c.vccode} · {member.complaints.operator}: {c.vcoperator || member.complaints.noOperator}</p>
      </header>
      <ol className="member-chat__thread list-unstyled" aria-label={t.thread}>
        {messages?.length === 0 && <li className="text-body-secondary text-center">{t.empty}</li>}
        {messages?.map((m) => (
          <li key={m.intid} className={`member-chat__bubble ${m.intis_admin ? 'member-chat__bubble--operator' : 'member-chat__bubble--mine'}`}>
            <span className="member-chat__who">{m.intis_admin ? t.operator : t.you}</span>
            <SafeHtml html={m.vcmessage} list={CHAT_MESSAGE_HTML} />
            {m.vcphoto_url && <MessagePhoto url={m.vcphoto_url} />}
            <span className="member-chat__time"><ZonedTime value={m.dtadd} style="dateTime" /></span>
          </li>
        ))}
      </ol>
      <div ref={end} />
      <NewItemsAnnouncer key={id} items={messages} keyOf={idOf} say={said} label={t.newMessages} testId="chat-announcer" />
      {ended && <Alert variant="secondary" className="text-center" data-testid="chat-ended">{t.ended}</Alert>}
      <ChatInput onSend={send} ended={ended} />
    </div>
  );
}
