import { Badge } from 'react-bootstrap';
import { roleBody, type RoleWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { admin } from '../../i18n/admin';

const t = admin.roles;

/** Every menu of this mode, as the tree of checkboxes a role picks from. */
export const MENU_CHOICES = '/lists/menu';

export const rolesDeclaration: CrudDeclaration<RoleWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/roles',
  columns: [
    { key: 'vccode', header: t.code, render: (r) => <code className="fs-6 text-body">{r.vccode}</code> },
    { key: 'vcname', header: t.name, className: 'fw-medium' },
    { key: 'menus', header: t.menus, render: (r) => <Badge bg="primary-subtle" text="primary" pill>{t.menuCount(r.menus.length)}</Badge> },
  ],
  fields: [
    { name: 'vccode', label: t.code, type: 'text', required: true, maxLength: 30, width: 4 },
    { name: 'vcname', label: t.name, type: 'text', required: true, maxLength: 100, width: 8 },
    { name: 'menus', label: t.menuField, type: 'checkboxes', choices: { endpoint: MENU_CHOICES }, help: t.menuHelp },
  ],
  schema: roleBody,
  defaults: { vccode: '', vcname: '', menus: [] },
  size: 'lg',
  describe: (r) => `${r.vccode} — ${r.vcname}`,
};
