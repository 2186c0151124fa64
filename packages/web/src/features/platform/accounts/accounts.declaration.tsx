import { MEMBERS_API, labelsOf, memberUpdateBody, type MemberWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { AccountDetail, StatusBadge } from './AccountDetail';
import { accounts } from '../../../i18n/accounts';

const t = accounts;
const label = labelsOf(memberUpdateBody);

/** Parents' app accounts: the screen only reads them (spec: detail only, no add). */
export const accountsDeclaration: CrudDeclaration<MemberWire, typeof memberUpdateBody> = {
  title: t.title,
  entity: t.entity,
  resource: MEMBERS_API,
  columns: [
    { key: 'vcname', header: label.vcname, cellClassName: 'fw-medium' },
    { key: 'vcemail', header: label.vcemail },
    { key: 'vcphone', header: label.vcphone },
    { key: 'vcstatus', header: label.intactive, render: (m) => <StatusBadge account={m} /> },
  ],
  actions: ['detail'],
  canAdd: false,
  fields: [],
  schema: memberUpdateBody,
  renderDetail: (m) => <AccountDetail account={m} />,
};
