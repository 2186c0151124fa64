import { userCreateBody, userUpdateBody, type UserWire } from '@halte/contract';
import type { CrudDeclaration } from '../../ui/CrudScreen';
import { ui } from '../../i18n/ui';
import { admin } from '../../i18n/admin';

const t = admin.users;

export const usersDeclaration: CrudDeclaration<UserWire> = {
  title: t.title,
  entity: t.entity,
  endpoint: '/users',
  columns: [
    { key: 'vcname', header: t.name, className: 'fw-medium' },
    { key: 'vcusername', header: t.username },
    { key: 'vcrole', header: t.role },
  ],
  fields: [
    { name: 'vcname', label: t.name, type: 'text', required: true, maxLength: 200 },
    { name: 'vcusername', label: t.username, type: 'text', required: true, maxLength: 50, width: 6 },
    {
      name: 'vcpassword',
      label: t.password,
      type: 'password',
      width: 6,
      // On edit an empty password keeps the current one.
      required: (mode) => mode === 'add',
      help: (mode) => (mode === 'update' ? ui.form.passwordKeep : undefined),
    },
    { name: 'role', label: t.roleField, type: 'select', required: true, choices: { endpoint: '/lists/role' } },
  ],
  schema: { add: userCreateBody, update: userUpdateBody },
  defaults: { vcname: '', vcusername: '', vcpassword: '', role: '' },
  describe: (u) => `${u.vcname} (${u.vcusername})`,
};
