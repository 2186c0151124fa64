import { endpoint } from '../../endpoint.js';
import { signinBody, signinResponse } from '../../auth.js';
import { messageResponse } from '../../responses.js';

const tags = ['auth'];

/** Staff sign-in and sign-out (the back office and the phone apps' staff accounts). */
export const AUTH_API = {
  /** An invalid body still counts as an attempt from its address. */
  signin: endpoint({ method: 'POST', path: '/users/signin', tags, access: 'public', body: signinBody, answers: { 200: signinResponse } }),
  signout: endpoint({ method: 'POST', path: '/users/signout', tags, access: 'signed-in', answers: { 200: messageResponse } }),
};
