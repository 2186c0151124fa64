import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { passwordText, requiredText } from './fields.js';
import { LANGUAGES } from './language.js';
import { memberEmail, memberPhone } from './members.js';

/** What the member API answers in its own words. */
export const MEMBER_MSG = {
  signedUp: 'Pendaftaran berhasil. Silakan login.',
  badCredentials: 'Email/No Hp atau password salah.',
  inactive: 'Akun Anda tidak aktif. Silakan hubungi petugas.',
} as const;

/** POST /member/signup: a parent opens an account. */
export const memberSignupBody = z.object({
  vcname: requiredText('Nama', 100),
  vcemail: memberEmail,
  vcphone: memberPhone,
  password: passwordText('Password'),
});
export type MemberSignupBody = z.infer<typeof memberSignupBody>;

/** POST /member/signin: `username` is the account's e-mail or phone number. */
export const memberSigninBody = z.object({
  username: requiredText('Email / No Hp', 200),
  password: withMeta(
    z.string({ error: 'Password tidak boleh kosong.' }).min(1, { error: 'Password tidak boleh kosong.' }).max(200, { error: 'Password maksimal 200 karakter.' }),
    { label: 'Password', required: true, max: 200, default: '' },
  ),
});
export type MemberSigninBody = z.infer<typeof memberSigninBody>;

export const memberSigninResponse = z
  .object({ token: z.string(), intid: z.number().int(), vcname: z.string(), language: z.enum(LANGUAGES).nullable(), message: z.string() })
  .meta({ id: 'MemberSigninResponse' });
export type MemberSigninResponse = z.infer<typeof memberSigninResponse>;

/** PUT /member/profile. */
export const memberProfileBody = z.object({
  vcname: requiredText('Nama', 100),
  vcemail: memberEmail,
  vcphone: memberPhone,
});
export type MemberProfileBody = z.infer<typeof memberProfileBody>;

export const memberProfileWire = z
  .object({ intid: z.number().int(), vcname: z.string(), vcemail: z.string(), vcphone: z.string() })
  .meta({ id: 'MemberProfile' });
export type MemberProfileWire = z.infer<typeof memberProfileWire>;
