import { AUDIT_API, LISTS_API, auditListQuery, type AuditDetailWire, type AuditRowWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { wordChoicesOf } from '../../../ui/form/types';
import { ZonedTime } from '../../../ui/time/ZonedTime';
import { admin } from '../../../i18n/admin';
import { AuditDetail } from './AuditDetail';
import { actionLabel, tableLabel } from './fieldLabels';

const t = admin.audit;

const ACTION_TONES: Record<string, string> = {
  create: 'bg-success-subtle text-success-emphasis',
  update: 'bg-warning-subtle text-warning-emphasis',
  delete: 'bg-danger-subtle text-danger-emphasis',
};

/**
 * Riwayat Perubahan: the audit rows, newest first, read only. Its filters (user, table, action,
 * record id, period) live in the address, so a stay's detail can link to its own trail.
 */
export const auditTrailDeclaration: CrudDeclaration<AuditRowWire, typeof auditListQuery> = {
  title: t.title,
  entity: t.entity,
  resource: AUDIT_API,
  filters: {
    selects: [
      { name: 'user', type: 'select', label: t.userFilter, placeholder: t.allUsers, searchable: true, choices: { endpoint: LISTS_API.user } },
      { name: 'entity', type: 'select', label: t.tableFilter, placeholder: t.allTables, choices: wordChoicesOf(t.tables) },
      { name: 'action', type: 'select', label: t.actionFilter, placeholder: t.allActions, choices: wordChoicesOf(t.actions) },
    ],
    texts: [{ name: 'entity_id', label: t.recordFilter, placeholder: t.recordId, maxLength: 64 }],
    period: true,
  },
  columns: [
    { key: 'dtat', header: t.time, className: 'text-nowrap', render: (r) => <ZonedTime value={r.dtat} style="dateTime" /> },
    {
      key: 'vcuser',
      header: t.user,
      render: (r) =>
        r.intuser_id === null ? <span className="text-body-secondary">{t.noUser}</span> : (
          <>
            <span className="d-block fw-medium">{r.vcuser || t.deletedUser(r.intuser_id)}</span>
            {r.vcusername && <small className="text-body-secondary">{r.vcusername}</small>}
          </>
        ),
    },
    {
      key: 'vcaction',
      header: t.action,
      render: (r) => <span className={`badge rounded-pill fw-medium ${ACTION_TONES[r.vcaction] ?? 'bg-secondary-subtle text-secondary-emphasis'}`}>{actionLabel(r.vcaction)}</span>,
    },
    { key: 'vcentity', header: t.table, render: (r) => tableLabel(r.vcentity) },
    { key: 'vcentity_id', header: t.recordId, render: (r) => <code className="fs-6 text-body">{r.vcentity_id}</code> },
  ],
  actions: ['detail'],
  canAdd: false,
  // A read-only screen: no form, the detail is its own view.
  fields: [],
  schema: auditListQuery,
  // The record is read from `/audit/{id}`, which adds the record before and after to the row.
  renderDetail: (entry) => <AuditDetail entry={entry as AuditDetailWire} />,
  size: 'xl',
};
