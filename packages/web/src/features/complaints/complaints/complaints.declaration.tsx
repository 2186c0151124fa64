import type { ConversationWire } from '@halte/contract';
import type { Column } from '../../../ui/list/types';
import type { ListFilters } from '../../../ui/list/listFilters';
import { ZonedTime } from '../../../ui/time/ZonedTime';
import { ConversationStatusBadge } from './ConversationStatusBadge';
import { complaints } from '../../../i18n/complaints';

const t = complaints;

export const complaintFilters: ListFilters = { period: true };

export const complaintColumns: Column<ConversationWire>[] = [
  { key: 'dtadd', header: t.date, className: 'text-nowrap', render: (c) => <ZonedTime value={c.dtadd} style="dateTime" /> },
  { key: 'vccode', header: t.code, render: (c) => <code className="text-body text-nowrap">{c.vccode}</code> },
  { key: 'vcname', header: t.subject, cellClassName: 'fw-medium' },
  { key: 'vcmember', header: t.member },
  { key: 'vcoperator', header: t.operator, render: (c) => c.vcoperator || <span className="text-body-secondary">{t.noOperator}</span> },
  { key: 'vcstatus', header: t.status, render: (c) => <ConversationStatusBadge status={c.intstatus} label={c.vcstatus} /> },
];
