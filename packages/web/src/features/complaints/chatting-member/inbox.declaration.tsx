import { Badge } from 'react-bootstrap';
import type { InboxConversationWire } from '@halte/contract';
import type { Column } from '../../../ui/list/types';
import { ZonedTime } from '../../../ui/time/ZonedTime';
import { ConversationStatusBadge } from '../complaints/ConversationStatusBadge';
import { chattingMember } from '../../../i18n/chatting-member';
import { WaitingTime } from './WaitingTime';

const t = chattingMember;

function LastMessage({ c }: { c: InboxConversationWire }) {
  return (
    <>
      <div className="text-truncate" style={{ maxWidth: '22rem' }} title={c.vclast_message}>
        {c.intlast_is_admin === 1 && <span className="text-body-secondary">{t.operatorPrefix} </span>}
        {c.vclast_message || <span className="text-body-secondary">{t.photoOnly}</span>}
      </div>
      <small className="text-body-secondary text-nowrap">
        <ZonedTime value={c.dtlast_message} style="dateTime" />
      </small>
    </>
  );
}

function UnreadCount({ n }: { n: number }) {
  if (n === 0) return null;
  return (
    <Badge pill bg="danger" className="ms-2" data-testid="unread-count" title={t.unreadCount(n)}>
      {n}
    </Badge>
  );
}

export const inboxColumns: Column<InboxConversationWire>[] = [
  {
    key: 'vcmember',
    header: t.member,
    render: (c) => (
      <span className="text-nowrap">
        <span className={c.intunread > 0 ? 'fw-bold' : 'fw-medium'}>{c.vcmember}</span>
        <UnreadCount n={c.intunread} />
      </span>
    ),
  },
  {
    key: 'vcname',
    header: t.conversation,
    render: (c) => (
      <>
        <div>{c.vcname}</div>
        <code className="small text-body-secondary text-nowrap">{c.vccode}</code>
      </>
    ),
  },
  { key: 'vclast_message', header: t.lastMessage, render: (c) => <LastMessage c={c} /> },
  { key: 'dtwaiting_since', header: t.waiting, render: (c) => <WaitingTime since={c.dtwaiting_since} /> },
  { key: 'vcstatus', header: t.status, render: (c) => <ConversationStatusBadge status={c.intstatus} label={c.vcstatus} /> },
];
