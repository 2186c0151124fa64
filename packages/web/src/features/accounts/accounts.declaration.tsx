import { memberUpdateBody, type MemberWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { AccountDetail, StatusBadge } from './AccountDetail';
import { accounts } from '../../i18n/accounts';

const t = accounts;

/** Parents' app accounts: the screen only reads them (spec: detail only, no add). */
export const accountsDeclaration: CrudDeclaration<MemberWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/users/account',
  columns: [
    { key: 'vcname', header: t.name, className: 'fw-medium' },
    { key: 'vcemail', header: t.email },
    { key: 'vcphone', header: t.phone },
    { key: 'vcstatus', header: t.status, render: (m) => <StatusBadge account={m} /> },
  ],
  actions: ['detail'],
  canAdd: false,
  fields: [],
  schema: memberUpdateBody,
  renderDetail: (m) => <AccountDetail account={m} />,
};
