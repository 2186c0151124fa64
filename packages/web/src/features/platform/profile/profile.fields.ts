import type { passwordChangeBody, profileBody } from '@halte/contract';
import type { FieldDecl } from '../../../ui/form/declaredFields';

/** Body names of `PUT /users/{id}` from the profile: vcname, email, phone. */
export const profileFields: FieldDecl<typeof profileBody>[] = [
  { name: 'vcname', type: 'text' },
  { name: 'email', type: 'email', width: 6, autoComplete: 'email' },
  { name: 'phone', type: 'tel', width: 6, autoComplete: 'tel' },
];

export const passwordFields: FieldDecl<typeof passwordChangeBody>[] = [
  { name: 'old_password', type: 'password', autoComplete: 'current-password' },
  { name: 'new_password', type: 'password' },
  { name: 'confirm_password', type: 'password' },
];
