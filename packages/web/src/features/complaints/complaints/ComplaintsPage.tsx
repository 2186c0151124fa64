import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONVERSATIONS_API, type ConversationWire } from '@halte/contract';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ListPage } from '../../../ui/list/ListPage';
import type { RowAction } from '../../../ui/list/types';
import { complaints } from '../../../i18n/complaints';
import { chatPath, opensWithoutAsking, type ChatState } from './chatPath';
import { complaintColumns, complaintFilters } from './complaints.declaration';

const t = complaints;

/** /operasional/complaint: the complaints, refreshed live as they arrive; each opens its chat. */
export default function ComplaintsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [asking, setAsking] = useState<ConversationWire | null>(null);
  const open = (c: ConversationWire) => navigate(chatPath(c), { state: { from: location.pathname + location.search } satisfies ChatState });
  const chat: RowAction<ConversationWire> = {
    key: 'chat',
    label: t.chat,
    icon: 'bi-chat-left-text',
    tone: 'primary',
    onClick: (c) => (opensWithoutAsking(c) ? open(c) : setAsking(c)),
  };

  return (
    <>
      <ListPage<ConversationWire> title={t.title} endpoint={CONVERSATIONS_API.list} columns={complaintColumns} actions={[chat]} filters={complaintFilters} />
      <ConfirmDialog
        show={asking !== null}
        question={t.replyQuestion}
        subject={asking ? `${asking.vccode} — ${asking.vcname}` : undefined}
        variant="primary"
        icon="bi-chat-left-text"
        onYes={() => asking && open(asking)}
        onNo={() => setAsking(null)}
      />
    </>
  );
}
