import { LISTS_API, USERS_API, labelsOf, userCreateBody, userUpdateBody, type UserWire } from '@halte/contract';
import type { CrudDeclaration } from '../../../ui/CrudScreen';
import { ui } from '../../../i18n/ui';
import { admin } from '../../../i18n/admin';

const t = admin.users;
const label = labelsOf(userCreateBody);

export const usersDeclaration: CrudDeclaration<UserWire, typeof userCreateBody> = {
  title: t.title,
  entity: t.entity,
  resource: USERS_API,
  columns: [
    { key: 'vcname', header: label.vcname, cellClassName: 'fw-medium' },
    { key: 'vcusername', header: label.vcusername },
    { key: 'vcrole', header: t.role },
  ],
  fields: [
    { name: 'vcname', type: 'text' },
    { name: 'vcusername', type: 'text', width: 6 },
    // On edit an empty password keeps the current one.
    { name: 'vcpassword', type: 'password', width: 6, help: (mode) => (mode === 'update' ? ui.form.passwordKeep : undefined) },
    { name: 'role', type: 'select', choices: { endpoint: LISTS_API.role } },
  ],
  schema: { add: userCreateBody, update: userUpdateBody },
  describe: (u) => `${u.vcname} (${u.vcusername})`,
};
