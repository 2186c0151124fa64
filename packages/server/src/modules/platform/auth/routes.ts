import type { FastifyInstance } from 'fastify';
import { AUTH_API, MSG } from '@halte/contract';
import { refuseSigninBody, signIn } from './signin.service.js';
import { currentUser } from '../../../auth/guard.js';
import { audit } from '../../../lib/data/audit.js';
import { route } from '../../../lib/http/route.js';

export default async function authRoutes(app: FastifyInstance) {
  // An invalid body reaches the handler, so it counts as an attempt.
  route(app, AUTH_API.signin, (req) => (req.validationError ? refuseSigninBody(app, req.ip, req.validationError) : signIn(app, req.body, req.ip)), { attachValidation: true });

  route(app, AUTH_API.signout, async (req) => {
    const user = currentUser(req);
    await app.sessions.revoke(req.token!);
    await audit(app.db, { userId: user.userId, action: 'signout', entity: 'session', entityId: user.sessionId });
    return { message: MSG.signedOut };
  });
}
