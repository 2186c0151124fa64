import type { FastifyInstance } from 'fastify';
import { LANGUAGE_MSG, MSG, USERS_API, profileBody, userUpdateBody } from '@halte/contract';
import { currentUser } from '../../../auth/guard.js';
import { idOf, loadRecord, patchRecord, registerCrud, updateRecord } from '../../../lib/data/crud.js';
import { notifyUsers } from '../../../lib/data/staff-notice.js';
import { route } from '../../../lib/http/route.js';
import { badRequest, forbidden } from '../../../lib/http/http-error.js';
import { parseWith } from '../../../lib/http/validate.js';
import { saveProfile, saveUserLanguage, usersResource } from './users.service.js';
import { changeOwnPassword } from './password.service.js';

/** Told to a user whose account an administrator changed, so a change they did not make does not go unseen. */
const ACCOUNT_CHANGED = { kind: 'account', title: 'Akun Anda telah diperbarui oleh administrator.', url: '/user/profile' };

/**
 * `/users`: administration (list, create, delete through the shared CRUD), and
 * `/users/{id}` which serves both the administrator and a user's own profile.
 */
export default async function userRoutes(app: FastifyInstance) {
  const { list, create, delete: remove } = USERS_API;
  registerCrud(app, usersResource, { list, create, delete: remove });

  const canAdminister = async (roleId: number) => app.roleScreens.allows(roleId, ['admin.users']);

  route(app, USERS_API.language, async (req) => {
    await saveUserLanguage(app.db, currentUser(req).userId, req.body.language);
    return { message: LANGUAGE_MSG.saved };
  });

  route(app, USERS_API.get, async (req) => {
    const me = currentUser(req);
    const id = idOf(req);
    if (id !== me.userId && !(await canAdminister(me.roleId))) throw forbidden();
    return { data: await loadRecord(usersResource, app.db, id) };
  });

  // The profile card sends {vcname, email, phone}; the user screen sends the full user with vcusername.
  route(app, USERS_API.update, async (req) => {
    const me = currentUser(req);
    const id = idOf(req);
    // Any JSON may arrive here (the body is checked below, by the form it is): a text, number or array is not a form.
    const body: unknown = req.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body) || body === null) throw badRequest(MSG.invalid);
    const asAdmin = id !== me.userId || 'vcusername' in body;
    if (asAdmin) {
      if (!(await canAdminister(me.roleId))) throw forbidden();
      const update = parseWith(userUpdateBody, body);
      const data = await updateRecord(app, usersResource, id, update, me);
      if (update.vcpassword) await app.sessions.revokeUser(id, id === me.userId ? me.sessionId : undefined);
      // The change is committed; a failed notice is logged rather than reported as a failed save.
      if (id !== me.userId) await notifyUsers(app, [id], ACCOUNT_CHANGED).catch((err) => req.log.error({ err }, 'account notice failed'));
      return { message: MSG.updated, data };
    }
    const profile = parseWith(profileBody, body);
    const data = await patchRecord(app, usersResource, id, me, (db) => saveProfile(db, id, profile));
    return { message: MSG.updated, data };
  });

  route(app, USERS_API.password, async (req) => {
    const me = currentUser(req);
    if (idOf(req) !== me.userId) throw forbidden();
    await changeOwnPassword({ db: app.db, signinThrottle: app.signinThrottle }, me.userId, req.body);
    // Other devices signed in with the old password are signed out.
    await app.sessions.revokeUser(me.userId, me.sessionId);
    return { message: MSG.passwordChanged };
  });
}
