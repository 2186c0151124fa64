import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, messageResponse, signinBody, signinResponse } from '@halte/contract';
import { refuseSigninBody, signIn } from './signin.service.js';
import { currentUser } from '../../../auth/guard.js';
import { audit } from '../../../lib/data/audit.js';
import { answers } from '../../../lib/http/responses.js';

export default async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // An invalid body reaches the handler, so it counts as an attempt.
  const signinSchema = { tags, body: signinBody, response: answers({ 200: signinResponse }) };
  api.post('/users/signin', { config: { access: 'public' }, attachValidation: true, schema: signinSchema }, (req) =>
    req.validationError ? refuseSigninBody(app, req.ip, req.validationError) : signIn(app, req.body, req.ip),
  );

  api.post('/users/signout', { config: { access: 'signed-in' }, schema: { tags, response: answers({ 200: messageResponse }) } }, async (req) => {
    const user = currentUser(req);
    await app.sessions.revoke(req.token!);
    await audit(app.db, { userId: user.userId, action: 'signout', entity: 'session', entityId: user.sessionId });
    return { message: MSG.signedOut };
  });
}
