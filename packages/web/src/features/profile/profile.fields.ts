import type { FieldDef } from '../../ui/form/types';
import { admin } from '../../i18n/admin';

const t = admin.profile;

/** Body names of `PUT /users/{id}` from the profile: vcname, email, phone. */
export const profileFields: FieldDef[] = [
  { name: 'vcname', label: t.name, type: 'text', required: true, maxLength: 200 },
  { name: 'email', label: t.email, type: 'email', width: 6, maxLength: 200, autoComplete: 'email' },
  { name: 'phone', label: t.phone, type: 'tel', width: 6, maxLength: 30, autoComplete: 'tel' },
];

export const passwordFields: FieldDef[] = [
  { name: 'old_password', label: t.oldPassword, type: 'password', required: true, autoComplete: 'current-password' },
  { name: 'new_password', label: t.newPassword, type: 'password', required: true },
  { name: 'confirm_password', label: t.confirmPassword, type: 'password', required: true },
];
