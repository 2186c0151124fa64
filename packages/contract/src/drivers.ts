import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { flag, passwordText, requiredText } from './fields.js';
import { usernameText } from './users.js';

const driverFields = {
  vccode_driver: requiredText('Kode', 30),
  vcnip: requiredText('NIP', 30),
  vcname: requiredText('Nama', 100),
  vcphone: requiredText('Nomor Telepon / HP', 30),
  /** 'Menggunakan Akun?': 1 gives the driver a sign-in account (role DRIVER). */
  intfungsional: flag('Menggunakan Akun?'),
  /** Checked (and required) only when the account is on. */
  vcusername: withMeta(z.string({ error: 'Username harus berupa teks.' }).nullish().transform((v) => v?.trim() ?? ''), {
    label: 'Username', required: true, max: 50, default: '',
  }),
  vcpassword: withMeta(z.string({ error: 'Password harus berupa teks.' }).nullish().transform((v) => v ?? ''), {
    label: 'Password', required: true, max: 200, default: '',
  }),
};
/** On update an empty password keeps the account's password. */
const keptAccountPassword = withMeta(driverFields.vcpassword.clone(), { label: 'Password', required: false, max: 200, default: '' });

/** Username and password only count when the account is on; the password may stay empty when it is kept. */
const checkAccount = (passwordRequired: boolean) => (b: { intfungsional: number; vcusername: string; vcpassword: string }, ctx: z.RefinementCtx) => {
  if (b.intfungsional !== 1) return;
  const username = usernameText.safeParse(b.vcusername);
  if (!username.success) ctx.addIssue({ code: 'custom', path: ['vcusername'], message: username.error.issues[0].message });
  if (b.vcpassword === '' && !passwordRequired) return;
  const password = passwordText('Password').safeParse(b.vcpassword);
  if (!password.success) ctx.addIssue({ code: 'custom', path: ['vcpassword'], message: password.error.issues[0].message });
};

export const driverCreateBody = z.object(driverFields).superRefine(checkAccount(true));
/** On update an empty password keeps the account's password (the server still asks for one when it creates the account). */
export const driverUpdateBody = z.object({ ...driverFields, vcpassword: keptAccountPassword }).superRefine(checkAccount(false));
export type DriverBody = z.infer<typeof driverCreateBody>;

export const driverWire = z
  .object({
    intid: z.number().int(),
    vccode_driver: z.string(),
    vcnip: z.string(),
    vcname: z.string(),
    vcphone: z.string(),
    /** 1 when the card has been printed. */
    intprint_card: z.literal([0, 1]),
    /** 1 when the driver has a sign-in account. */
    intfungsional: z.literal([0, 1]),
    vcusername: z.string(),
    /** Never the hash: always empty. */
    vcpassword: z.literal(''),
  })
  .meta({ id: 'Driver' });
export type DriverWire = z.infer<typeof driverWire>;

/** `GET /employee/{id}/print`: what the card shows. */
export const driverPrintWire = z
  .object({
    intid: z.number().int(),
    vcname: z.string(),
    vccode_driver: z.string(),
    vcnip: z.string(),
    intprint_card: z.literal([0, 1]),
    vcdepartment: z.string(),
  })
  .meta({ id: 'DriverCard' });
export type DriverPrintWire = z.infer<typeof driverPrintWire>;
