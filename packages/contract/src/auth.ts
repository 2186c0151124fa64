import { z } from 'zod';
import { requiredText } from './fields.js';

export const signinBody = z.object({
  username: requiredText('Username', 100),
  password: z.string({ error: 'Password tidak boleh kosong.' }).min(1, { error: 'Password tidak boleh kosong.' }).max(200, { error: 'Password maksimal 200 karakter.' }),
});
export type SigninBody = z.infer<typeof signinBody>;

/** Stored by the web as localStorage `accessUser`. */
export interface SigninResponse {
  token: string;
  user_id: number;
  role: number;
  role_code: string;
  vcname: string;
  message: string;
}
