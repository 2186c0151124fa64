import { menuBody, type MenuWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { iconClass } from '../../shell/navigation';
import { IconField } from './IconField';
import { MENU_CHOICES } from '../roles/roles.declaration';
import { admin } from '../../i18n/admin';

const t = admin.menus;

export const menusDeclaration: CrudDeclaration<MenuWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/menus',
  columns: [
    { key: 'vcname', header: t.name, className: 'fw-medium' },
    { key: 'vcaction', header: t.url, render: (m) => <code className="text-body-secondary" dir="ltr">{m.vcaction}</code> },
    {
      key: 'vcicon',
      header: t.icon,
      render: (m) => (
        <span className="d-inline-flex align-items-center gap-2">
          <i className={`${iconClass(m.vcicon, '')} fs-5 text-primary`} aria-hidden="true" />
          <span className="small text-body-secondary" dir="ltr">{m.vcicon}</span>
        </span>
      ),
    },
    { key: 'vcparent', header: t.parent },
    { key: 'intorder', header: t.order, className: 'text-end' },
  ],
  fields: [
    { name: 'vcname', label: t.name, type: 'text', required: true, maxLength: 100, width: 6 },
    { name: 'vcaction', label: t.url, type: 'text', required: true, maxLength: 200, width: 6, help: t.urlHelp },
    { name: 'vcicon', label: t.icon, type: 'custom', component: IconField, required: true, width: 6, help: t.iconHelp },
    { name: 'intorder', label: t.order, type: 'number', width: 6 },
    {
      name: 'intparent_id',
      label: t.parent,
      type: 'select',
      placeholder: t.noParent,
      choices: { endpoint: MENU_CHOICES },
      // A menu cannot sit under itself.
      exclude: (c, values) => c.value === values.intid,
    },
  ],
  schema: menuBody,
  defaults: { vcname: '', vcaction: '', vcicon: '', intparent_id: '', intorder: 0 },
  size: 'lg',
  describe: (m) => `${m.vcname} (${m.vcaction})`,
};
