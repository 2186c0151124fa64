import { Badge } from 'react-bootstrap';
import { LISTS_API, ROLES_API, labelsOf, roleBody, type RoleWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { admin } from '../../../i18n/admin';

const t = admin.roles;
const label = labelsOf(roleBody);

/** Every menu of this mode, as the tree of checkboxes a role picks from. */
export const MENU_CHOICES = LISTS_API.menu;

export const rolesDeclaration: CrudDeclaration<RoleWire, typeof roleBody> = {
  title: t.title,
  entity: t.entity,
  resource: ROLES_API,
  columns: [
    { key: 'vccode', header: label.vccode, render: (r) => <code className="fs-6 text-body">{r.vccode}</code> },
    { key: 'vcname', header: label.vcname, cellClassName: 'fw-medium' },
    { key: 'menus', header: t.menus, render: (r) => <Badge bg="primary-subtle" text="primary" pill>{t.menuCount(r.menus.length)}</Badge> },
  ],
  fields: [
    { name: 'vccode', type: 'text', width: 4 },
    { name: 'vcname', type: 'text', width: 8 },
    { name: 'menus', type: 'checkboxes', choices: { endpoint: MENU_CHOICES }, help: t.menuHelp },
  ],
  schema: roleBody,
  size: 'lg',
  describe: (r) => `${r.vccode} — ${r.vcname}`,
};
