import { useLocation, useNavigate } from 'react-router-dom';
import { CONVERSATIONS_API, type InboxConversationWire } from '@halte/contract';
import { ListPage } from '../../../ui/list/ListPage';
import type { RowAction } from '../../../ui/list/types';
import { chattingMember } from '../../../i18n/chatting-member';
import { chatPath, type ChatState } from '../complaints/chatPath';
import { inboxColumns } from './inbox.declaration';

const t = chattingMember;

/**
 * /operasional/chatting-member: every conversation, the latest message first, with what is
 * unread and how long the member has waited. It refreshes itself as messages, readings and new
 * complaints are announced; a row opens its chat at once (opening does not take it, replying does).
 */
export default function ChattingMemberPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const open: RowAction<InboxConversationWire> = {
    key: 'open',
    label: t.open,
    icon: 'bi-chat-left-text',
    tone: 'primary',
    onClick: (c) => navigate(chatPath(c), { state: { from: location.pathname + location.search } satisfies ChatState }),
  };
  return <ListPage<InboxConversationWire> title={t.title} endpoint={CONVERSATIONS_API.inbox} columns={inboxColumns} actions={[open]} />;
}
