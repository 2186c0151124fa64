import { CHAT_MESSAGE_HTML, type ConversationMessageWire } from '@halte/contract';
import { SafeHtml } from '../../../ui/SafeHtml';
import { ZonedTime } from '../../../ui/time/ZonedTime';
import { MessagePhoto } from './MessagePhoto';

/** One message: the member's on the left, the operators' on the right, with its time (and photo). */
export function ChatBubble({ message: m, sender, photoAlt, note }: { message: ConversationMessageWire; sender: string; photoAlt: string; note?: string }) {
  const side = m.intis_admin === 1 ? 'operator' : 'member';
  return (
    <li className={`chat__row chat__row--${side}`} data-testid="chat-message" data-side={side}>
      <div className="chat__bubble">
        <div className="chat__meta fw-semibold mb-1">{sender}</div>
        {m.vcphoto_url && <MessagePhoto url={m.vcphoto_url} alt={photoAlt} />}
        <SafeHtml html={m.vcmessage} list={CHAT_MESSAGE_HTML} />
        <div className="chat__meta text-end mt-1">
          <ZonedTime value={m.dtadd} style="dateTime" />
          {note && <span className="ms-2" data-testid="chat-read"><i className="bi bi-check2-all me-1" aria-hidden="true" />{note}</span>}
        </div>
      </div>
    </li>
  );
}
