import { z } from 'zod';
import { relabel, withMeta } from './field-meta.js';
import { idField, keptPassword, optionalText, passwordText, requiredId, requiredText } from './fields.js';
import { MSG } from './messages.js';

/** A sign-in name: letters, digits, dot, underscore or dash. */
export const usernameText = requiredText('Username', 50).regex(/^[A-Za-z0-9._-]+$/, {
  error: 'Username hanya boleh huruf, angka, titik, garis bawah atau strip.',
});
const email = z.union([z.literal(''), z.email({ error: 'Format email tidak valid.' })]);

export const userCreateBody = z.object({
  vcname: requiredText('Nama'),
  vcusername: usernameText,
  vcpassword: passwordText('Password'),
  role: requiredId('Role / Hak Akses'),
  vcemail: optionalText('Email').pipe(email).optional(),
  vcphone: optionalText('Nomor Telepon', 30).optional(),
  user_id: idField(MSG.invalid).optional(),
});
/** On update the password may stay empty: it is then unchanged. */
export const userUpdateBody = userCreateBody.extend({
  vcpassword: keptPassword('Password'),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    vcusername: z.string(),
    vcemail: z.string(),
    vcphone: z.string(),
    role: z.number().int(),
    vcrole: z.string(),
    /** Never the hash: always empty. */
    vcpassword: z.literal(''),
  })
  .meta({ id: 'User' });
export type UserWire = z.infer<typeof userWire>;

export const profileBody = z.object({
  vcname: requiredText('Nama'),
  email: optionalText('Email').pipe(email).optional(),
  phone: optionalText('Nomor Telepon', 30).optional(),
  user_id: idField(MSG.invalid).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;
/**
 * `PUT /users/{id}` takes either body: the user screen's (with `vcusername`) or one's own profile
 * card's. Which one applies depends on who calls, so the server picks and checks it itself.
 */
export const userOrProfileBody = z.union([userUpdateBody, profileBody]);
export interface ProfileWire { vcname: string; vcemail: string; vcphone: string; vcusername: string; vcrole: string }

export const passwordChangeBody = z.object({
  old_password: withMeta(
    z.string({ error: 'Password lama tidak boleh kosong.' }).min(1, { error: 'Password lama tidak boleh kosong.' }).max(200),
    { label: 'Password Lama', required: true, default: '' },
  ),
  new_password: relabel(passwordText('Password baru'), 'Password Baru'),
  confirm_password: withMeta(
    z.string({ error: 'Konfirmasi password tidak boleh kosong.' }).min(1, { error: 'Konfirmasi password tidak boleh kosong.' }),
    { label: 'Konfirmasi Password', required: true, default: '' },
  ),
}).refine((b) => b.new_password === b.confirm_password, {
  path: ['confirm_password'],
  error: 'Konfirmasi password tidak sama.',
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
