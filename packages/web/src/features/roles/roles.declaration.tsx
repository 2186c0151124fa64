import { Badge } from 'react-bootstrap';
import { roleBody, type MenuWire, type RoleWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import type { Choice } from '../../ui/form/types';
import { ui } from '../../i18n/ui';

const t = ui.roles;

/** Every menu, as the tree of checkboxes a role picks from (the server allows 100 per page). */
export const MENU_CHOICES = '/menus?limit=100';
const menuChoice = (m: MenuWire): Choice => ({ value: m.intid, label: m.vcname, parent: m.intparent_id });

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
    { name: 'menus', label: t.menuField, type: 'checkboxes', choices: { endpoint: MENU_CHOICES, map: menuChoice }, help: t.menuHelp },
  ],
  schema: roleBody,
  defaults: { vccode: '', vcname: '', menus: [] },
  size: 'lg',
  // The user list shows role names; the sidebar shows the role's menus.
  invalidate: ['/users', '/lists/role', 'navigation'],
  describe: (r) => `${r.vccode} — ${r.vcname}`,
};
