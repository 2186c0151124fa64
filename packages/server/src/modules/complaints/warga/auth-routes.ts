import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MEMBER_MSG,
  MSG,
  memberProfileBody,
  memberProfileWire,
  memberSigninBody,
  memberSigninResponse,
  memberSignupBody,
  messageResponse,
  messageResponseOf,
  oneResponseOf,
  passwordChangeBody,
  LANGUAGE_MSG,
  languageChoiceBody,
} from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { refuseSigninBody } from '../../platform/auth/signin.service.js';
import { changeMemberPassword, memberProfile, memberSignIn, saveMemberLanguage, signUp, updateMemberProfile } from './auth.service.js';

/** A member's own account: sign-up, sign-in and out, profile, password. */
export default async function memberAuthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const member = { access: 'member' as const };

  // Every attempt from an address counts, refused ones too: a 409 tells whether an e-mail or phone has an account.
  api.post('/member/signup', { config: { access: 'public' }, schema: { tags, body: memberSignupBody, response: answers({ 201: messageResponseOf(memberProfileWire) }) } }, async (req, reply) => {
    await app.memberLimits.take('signups', { address: req.ip });
    const data = await signUp(app, req.body);
    return reply.code(201).send({ message: MEMBER_MSG.signedUp, data });
  });

  // As staff sign-in: an invalid body still counts as an attempt from its address.
  api.post('/member/signin', { config: { access: 'public' }, attachValidation: true, schema: { tags, body: memberSigninBody, response: answers({ 200: memberSigninResponse }) } }, (req) =>
    req.validationError ? refuseSigninBody(app, req.ip, req.validationError) : memberSignIn(app, req.body, req.ip),
  );

  api.post('/member/signout', { config: member, schema: { tags, response: answers({ 200: messageResponse }) } }, async (req) => {
    await app.memberSessions.revoke(currentMember(req).sessionId);
    return { message: MSG.signedOut };
  });

  api.get('/member/profile', { config: member, schema: { tags, response: answers({ 200: oneResponseOf(memberProfileWire) }) } }, async (req) => ({
    data: await memberProfile(app, currentMember(req).memberId),
  }));

  api.put('/member/profile', { config: member, schema: { tags, body: memberProfileBody, response: answers({ 200: messageResponseOf(memberProfileWire) }) } }, async (req) => ({
    message: MSG.updated,
    data: await updateMemberProfile(app, currentMember(req).memberId, req.body),
  }));

  api.put('/member/language', { config: member, schema: { tags, body: languageChoiceBody, response: answers({ 200: messageResponse }) } }, async (req) => {
    await saveMemberLanguage(app, currentMember(req).memberId, req.body.language);
    return { message: LANGUAGE_MSG.saved };
  });

  api.put('/member/password', { config: member, schema: { tags, body: passwordChangeBody, response: answers({ 200: messageResponse }) } }, async (req) => {
    await changeMemberPassword(app, currentMember(req), req.body);
    return { message: MSG.passwordChanged };
  });
}
