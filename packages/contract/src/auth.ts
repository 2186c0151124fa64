import { z } from 'zod';
import { requiredText } from './fields.js';
import { LANGUAGES } from './language.js';

export const signinBody = z.object({
  username: requiredText('Username', 100),
  password: z.string({ error: 'Password tidak boleh kosong.' }).min(1, { error: 'Password tidak boleh kosong.' }).max(200, { error: 'Password maksimal 200 karakter.' }),
});
export type SigninBody = z.infer<typeof signinBody>;

/** Stored by the web as localStorage `accessUser`. */
export const signinResponse = z
  .object({
    token: z.string(),
    user_id: z.number().int(),
    role: z.number().int(),
    role_code: z.string(),
    vcname: z.string(),
    /** The language the user chose, to start the interface in; null until they choose. */
    language: z.enum(LANGUAGES).nullable(),
    message: z.string(),
  })
  .meta({ id: 'SigninResponse' });
export type SigninResponse = z.infer<typeof signinResponse>;

/** The role of drivers' accounts: they sign in to the driver app, not to the back office. */
export const DRIVER_ROLE = 'DRIVER';
