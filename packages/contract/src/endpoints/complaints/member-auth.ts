import { endpoint } from '../../endpoint.js';
import { languageChoiceBody } from '../../language-choice.js';
import { memberProfileBody, memberProfileWire, memberSigninBody, memberSigninResponse, memberSignupBody } from '../../member-auth.js';
import { messageResponse, messageResponseOf, oneResponseOf } from '../../responses.js';
import { passwordChangeBody } from '../../users.js';

const tags = ['member'];
const access = 'member';

/** A member's own account (`/warga`): sign-up, sign-in and out, profile, language, password. */
export const MEMBER_AUTH_API = {
  /** Every attempt from an address counts, refused ones too: a 409 tells whether an e-mail or phone has an account. */
  signup: endpoint({ method: 'POST', path: '/member/signup', tags, access: 'public', body: memberSignupBody, answers: { 201: messageResponseOf(memberProfileWire) } }),
  /** As staff sign-in: an invalid body still counts as an attempt from its address. */
  signin: endpoint({ method: 'POST', path: '/member/signin', tags, access: 'public', body: memberSigninBody, answers: { 200: memberSigninResponse } }),
  signout: endpoint({ method: 'POST', path: '/member/signout', tags, access, answers: { 200: messageResponse } }),
  profile: endpoint({ method: 'GET', path: '/member/profile', tags, access, answers: { 200: oneResponseOf(memberProfileWire) } }),
  updateProfile: endpoint({ method: 'PUT', path: '/member/profile', tags, access, body: memberProfileBody, answers: { 200: messageResponseOf(memberProfileWire) } }),
  language: endpoint({ method: 'PUT', path: '/member/language', tags, access, body: languageChoiceBody, answers: { 200: messageResponse } }),
  password: endpoint({ method: 'PUT', path: '/member/password', tags, access, body: passwordChangeBody, answers: { 200: messageResponse } }),
};
