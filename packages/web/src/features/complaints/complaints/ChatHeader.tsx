import { Button } from 'react-bootstrap';
import { CONVERSATION_ENDED, type ConversationWire } from '@halte/contract';
import { complaints } from '../../../i18n/complaints';
import { ConversationStatusBadge } from './ConversationStatusBadge';

const t = complaints;

/** The conversation's title, code, member, operator and status, with 'Akhiri Percakapan' (while open) and 'Tutup'. */
export function ChatHeader({ conversation: c, onEnd, onClose }: { conversation: ConversationWire; onEnd: () => void; onClose: () => void }) {
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
      <div className="min-w-0">
        <h1 className="h5 mb-1 text-break">{c.vcname}</h1>
        <div className="small text-body-secondary d-flex flex-wrap align-items-center gap-2">
          <code className="text-body">{c.vccode}</code>
          <span><i className="bi bi-person me-1" aria-hidden="true" />{c.vcmember}</span>
          {c.vcoperator && <span><i className="bi bi-headset me-1" aria-hidden="true" />{c.vcoperator}</span>}
          <ConversationStatusBadge status={c.intstatus} label={c.vcstatus} />
        </div>
      </div>
      <div className="d-flex gap-2">
        {c.intstatus !== CONVERSATION_ENDED && (
          <Button variant="outline-danger" onClick={onEnd}>
            <i className="bi bi-x-octagon me-1" aria-hidden="true" />{t.end}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />{t.close}
        </Button>
      </div>
    </div>
  );
}
