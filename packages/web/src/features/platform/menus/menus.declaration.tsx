import { MENUS_API, labelsOf, menuBody, screenOf, type MenuWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { iconClass } from '../../../shell/navigation';
import { IconField } from './IconField';
import { ScreenField } from './ScreenField';
import { MENU_CHOICES } from '../roles/roles.declaration';
import { admin } from '../../../i18n/admin';

const t = admin.menus;
const label = labelsOf(menuBody);

export const menusDeclaration: CrudDeclaration<MenuWire, typeof menuBody> = {
  title: t.title,
  entity: t.entity,
  resource: MENUS_API,
  columns: [
    { key: 'vcname', header: label.vcname, cellClassName: 'fw-medium' },
    { key: 'vcscreen', header: label.vcscreen, render: (m) => (m.vcscreen ? screenOf(m.vcscreen)?.label ?? m.vcscreen : <span className="text-body-secondary">{t.groupHeader}</span>) },
    { key: 'vcaction', header: label.vcaction, render: (m) => <code className="text-body-secondary" dir="ltr">{m.vcaction}</code> },
    {
      key: 'vcicon',
      header: label.vcicon,
      render: (m) => (
        <span className="d-inline-flex align-items-center gap-2">
          <i className={`${iconClass(m.vcicon, '')} fs-5 text-primary`} aria-hidden="true" />
          <span className="small text-body-secondary" dir="ltr">{m.vcicon}</span>
        </span>
      ),
    },
    { key: 'vcparent', header: label.intparent_id },
    { key: 'intorder', header: label.intorder, className: 'text-end' },
  ],
  fields: [
    { name: 'vcname', type: 'text', width: 6 },
    { name: 'vcscreen', type: 'custom', component: ScreenField, width: 6, help: t.screenHelp },
    { name: 'vcaction', type: 'text', width: 6, help: t.urlHelp },
    { name: 'vcicon', type: 'custom', component: IconField, width: 6, help: t.iconHelp },
    { name: 'intorder', type: 'number', width: 6 },
    {
      name: 'intparent_id',
      type: 'select',
      placeholder: t.noParent,
      choices: { endpoint: MENU_CHOICES },
      // A menu cannot sit under itself.
      exclude: (c, values) => c.value === values.intid,
    },
  ],
  schema: menuBody,
  size: 'lg',
  describe: (m) => `${m.vcname} (${m.vcaction})`,
};
