import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { passwordText, requiredText } from './fields.js';
import { optionalPhoneText, phoneText } from './phone-number.js';
import { requiredOf } from './messages.js';

/** Member ("app account") status: 1 Aktif, 0 Nonaktif, 2 Diblokir. */
export const MEMBER_STATUSES = [1, 0, 2] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** The status of an account that may sign in. */
export const MEMBER_ACTIVE = 1 satisfies MemberStatus;
/** Label and Bootstrap colour of the status badge. */
export const MEMBER_STATUS: Record<MemberStatus, { label: string; color: 'success' | 'secondary' | 'danger' }> = {
  1: { label: 'Aktif', color: 'success' },
  0: { label: 'Nonaktif', color: 'secondary' },
  2: { label: 'Diblokir', color: 'danger' },
};

/** Spaces only count as empty, not as a short password. */
const password = z
  .string({ error: requiredOf('Password') })
  .refine((v) => v.trim() !== '', { error: requiredOf('Password'), abort: true })
  .pipe(passwordText('Password'));

const status = withMeta(
  z.coerce
    .number({ error: 'Status tidak valid.' })
    .refine((v) => (MEMBER_STATUSES as readonly number[]).includes(v), { error: 'Status tidak valid.' })
    .optional()
    .default(1),
  { label: 'Status', required: false, default: 1, choices: Object.fromEntries(MEMBER_STATUSES.map((s) => [s, MEMBER_STATUS[s].label])) },
);

/** A member's e-mail, kept lower-case: it names the account at sign-in. */
export const memberEmail = requiredText('Email', 200).pipe(z.email({ error: 'Format email tidak valid.' })).transform((v) => v.toLowerCase());
export const PHONE_INVALID = 'No Hp tidak valid.';
/** A member's phone number, normalised: it too names the account at sign-in, so one number is one account. */
export const memberPhone = phoneText('No Hp', PHONE_INVALID);

/** POST /users/account (administrators). */
export const memberCreateBody = z.object({
  vcname: requiredText('Nama', 100),
  vcemail: memberEmail,
  vcphone: optionalPhoneText('No Hp', PHONE_INVALID),
  vcpassword: password,
  intactive: status,
});
/** PUT /users/account/{id}: an empty password leaves it unchanged. */
export const memberUpdateBody = memberCreateBody.extend({
  vcpassword: z.union([z.literal(''), password]).nullish(),
});
export type MemberCreateBody = z.infer<typeof memberCreateBody>;
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;

export const memberWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    vcemail: z.string(),
    vcphone: z.string(),
    intactive: z.literal(MEMBER_STATUSES),
    vcstatus: z.string(),
    vcstatus_color: z.enum(['success', 'secondary', 'danger']),
    /** How many students are linked to this account. */
    intjml_siswa: z.number().int(),
  })
  .meta({ id: 'Member' });
export type MemberWire = z.infer<typeof memberWire>;
