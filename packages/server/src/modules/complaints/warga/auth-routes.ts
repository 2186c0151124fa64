import type { FastifyInstance } from 'fastify';
import { MEMBER_AUTH_API, MEMBER_MSG, MSG, LANGUAGE_MSG } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { refuseSigninBody } from '../../platform/auth/signin.service.js';
import { changeMemberPassword, memberProfile, memberSignIn, saveMemberLanguage, signUp, updateMemberProfile } from './auth.service.js';

/** A member's own account: sign-up, sign-in and out, profile, password. */
export default async function memberAuthRoutes(app: FastifyInstance) {
  // Every attempt from an address counts, refused ones too: a 409 tells whether an e-mail or phone has an account.
  route(app, MEMBER_AUTH_API.signup, async (req, reply) => {
    await app.memberLimits.take('signups', { address: req.ip });
    const data = await signUp(app, req.body);
    return reply.code(201).send({ message: MEMBER_MSG.signedUp, data });
  });

  // As staff sign-in: an invalid body still counts as an attempt from its address.
  route(
    app,
    MEMBER_AUTH_API.signin,
    (req) => (req.validationError ? refuseSigninBody(app, req.ip, req.validationError) : memberSignIn(app, req.body, req.ip)),
    { attachValidation: true },
  );

  route(app, MEMBER_AUTH_API.signout, async (req) => {
    await app.memberSessions.revoke(currentMember(req).sessionId);
    return { message: MSG.signedOut };
  });

  route(app, MEMBER_AUTH_API.profile, async (req) => ({
    data: await memberProfile(app, currentMember(req).memberId),
  }));

  route(app, MEMBER_AUTH_API.updateProfile, async (req) => ({
    message: MSG.updated,
    data: await updateMemberProfile(app, currentMember(req).memberId, req.body),
  }));

  route(app, MEMBER_AUTH_API.language, async (req) => {
    await saveMemberLanguage(app, currentMember(req).memberId, req.body.language);
    return { message: LANGUAGE_MSG.saved };
  });

  route(app, MEMBER_AUTH_API.password, async (req) => {
    await changeMemberPassword(app, currentMember(req), req.body);
    return { message: MSG.passwordChanged };
  });
}
