import { crudEndpoints, endpoint, onlyOps } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { languageChoiceBody } from '../../language-choice.js';
import { messageResponse, messageResponseOf, oneResponseOf } from '../../responses.js';
import { passwordChangeBody, userCreateBody, userOrProfileBody, userWire } from '../../users.js';

const tags = ['user'];
const reads = ['users', 'roles'] as const;

/**
 * `/users`: administration (list, create, delete, the shared CRUD), and `/users/:id`, which
 * serves both the administrator and a user's own profile, with the user's own password and language.
 */
export const USERS_API = {
  ...onlyOps(crudEndpoints({ path: '/users', tag: 'user', access: ['admin.users'], record: userWire, createBody: userCreateBody, reads }), ['list', 'create', 'delete']),
  /** One's own interface language. */
  language: endpoint({ method: 'PUT', path: '/users/me/language', tags, access: 'signed-in', body: languageChoiceBody, answers: { 200: messageResponse } }),
  /** A user: one's own, or anyone's for an administrator. */
  get: endpoint({ method: 'GET', path: '/users/:id', tags, access: 'signed-in', params: idParam, answers: { 200: oneResponseOf(userWire) }, reads }),
  /**
   * The profile card sends `{vcname, email, phone}`; the user screen sends the full user with
   * `vcusername` (an administrator's change). Which form applies depends on who calls: the handler checks it.
   */
  update: endpoint({
    method: 'PUT', path: '/users/:id', tags, access: 'signed-in', params: idParam, body: userOrProfileBody, checkedByHandler: true,
    answers: { 200: messageResponseOf(userWire) }, reads,
  }),
  /** One's own password; the other devices signed in with the old one are signed out. */
  password: endpoint({ method: 'PUT', path: '/users/:id/password', tags, access: 'signed-in', params: idParam, body: passwordChangeBody, answers: { 200: messageResponse } }),
};
