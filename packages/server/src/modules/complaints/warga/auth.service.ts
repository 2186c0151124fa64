import { eq, or, sql } from 'drizzle-orm';
import {
  chosenLanguage,
  type Language,
  MEMBER_ACTIVE,
  MEMBER_MSG,
  MSG,
  normalizePhone,
  tooManyWait,
  type MemberProfileBody,
  type MemberProfileWire,
  type MemberSigninBody,
  type MemberSigninResponse,
  type MemberSignupBody,
  type PasswordChangeBody,
} from '@halte/contract';
import { members } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { SigninLimits } from '../../platform/auth/signin.service.js';
import type { MemberSessionStore, SessionMember } from '../../../auth/member-sessions.js';
import { decoyHash, hashPassword, verifyPassword } from '../../../auth/password.js';
import { HttpError, fieldError, notFound } from '../../../lib/http/http-error.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import { audit } from '../../../lib/data/audit.js';

registerUnique('members_phone_key', 'vcphone', 'No Hp');

/** What members' accounts use: their rows, and for signing in the limits and their sessions. */
interface AccountDeps { db: Db }
interface MemberSigninDeps extends AccountDeps, SigninLimits { memberSessions: MemberSessionStore }

/** A parent opens an account; it is active at once and signs in like any other. */
export async function signUp(ctx: AccountDeps, body: MemberSignupBody): Promise<MemberProfileWire> {
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({ name: body.vcname, email: body.vcemail, phone: body.vcphone, passwordHash, status: MEMBER_ACTIVE })
      .returning({ id: members.id });
    await audit(tx as never, { userId: null, action: 'create', entity: 'member-signup', entityId: row.id, after: { vcname: body.vcname, vcemail: body.vcemail, vcphone: body.vcphone } });
    return { intid: row.id, vcname: body.vcname, vcemail: body.vcemail, vcphone: body.vcphone };
  });
}

/**
 * Checks the limits staff sign-in has (per address, and per name at an address, counting
 * failures only), then the password. Once the name finds an account, its failures count against
 * the account itself, whichever of its names (e-mail or phone, in any writing) was typed and from
 * wherever: guessing the password under the e-mail, then under the phone, is one series. An
 * account that is switched off or blocked is refused after a correct password only, so the
 * answer does not tell which accounts exist.
 */
export async function memberSignIn(ctx: MemberSigninDeps, body: MemberSigninBody, ip: string): Promise<MemberSigninResponse> {
  const ipKey = `ip:${ip}`;
  const name = body.username.toLowerCase();
  const pairKey = `member-signin:${ip}:${name}`;
  if ((await ctx.signinLimiter.count(ipKey)) >= ctx.config.signinLimits.perIp) throw new HttpError(429, MSG.tooMany);
  await refuseWhileWaiting(ctx, pairKey);

  const found = await memberNamed(ctx, body.username);
  const failureKey = found ? memberSigninKey(found.id) : pairKey;
  if (found) await refuseWhileWaiting(ctx, failureKey);
  const ok = await verifyPassword(found?.hash ?? (await decoyHash()), body.password);
  if (!found || !ok) {
    await Promise.all([ctx.signinThrottle.fail(failureKey), ctx.signinLimiter.hit(ipKey)]);
    throw new HttpError(400, MEMBER_MSG.badCredentials);
  }
  await ctx.signinThrottle.clear(failureKey);
  if (found.status !== MEMBER_ACTIVE) throw new HttpError(403, MEMBER_MSG.inactive);
  const token = await ctx.memberSessions.create(found.id, ip);
  await audit(ctx.db, { userId: null, action: 'signin', entity: 'member-session', entityId: found.id });
  return { token, intid: found.id, vcname: found.name, language: chosenLanguage(found.language), message: MSG.signedIn };
}

/** The throttle key of one member account's sign-in failures. */
const memberSigninKey = (memberId: number) => `member-account:${memberId}`;

async function refuseWhileWaiting(ctx: Pick<SigninLimits, 'signinThrottle'>, key: string) {
  const wait = await ctx.signinThrottle.wait(key);
  if (wait > 0) throw new HttpError(429, tooManyWait(wait));
}

/** The account an e-mail (any case) or a phone number (any writing) names. */
async function memberNamed(ctx: AccountDeps, username: string) {
  const phone = normalizePhone(username);
  const [found] = await ctx.db
    .select({ id: members.id, name: members.name, hash: members.passwordHash, status: members.status, language: members.language })
    .from(members)
    .where(or(eq(sql`lower(${members.email})`, username.toLowerCase()), phone ? eq(members.phone, phone) : undefined))
    .limit(1);
  return found;
}

/** The member's own language choice, for their phone and the texts sent to them. */
export async function saveMemberLanguage(ctx: AccountDeps, memberId: number, language: Language) {
  await ctx.db.update(members).set({ language }).where(eq(members.id, memberId));
}

export async function memberProfile(ctx: AccountDeps, memberId: number): Promise<MemberProfileWire> {
  const [row] = await ctx.db
    .select({ intid: members.id, vcname: members.name, vcemail: members.email, vcphone: members.phone })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw notFound();
  return row;
}

export async function updateMemberProfile(ctx: AccountDeps, memberId: number, body: MemberProfileBody): Promise<MemberProfileWire> {
  await ctx.db
    .update(members)
    .set({ name: body.vcname, email: body.vcemail, phone: body.vcphone, updatedAt: sql`now()` })
    .where(eq(members.id, memberId));
  return memberProfile(ctx, memberId);
}

/** As staff: the old password is checked under the same wait, and other devices are signed out. */
export async function changeMemberPassword(ctx: MemberSigninDeps, me: SessionMember, body: PasswordChangeBody) {
  const limitKey = `member-password:${me.memberId}`;
  await refuseWhileWaiting(ctx, limitKey);
  const [row] = await ctx.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, me.memberId));
  if (!row || !(await verifyPassword(row.hash, body.old_password))) {
    await ctx.signinThrottle.fail(limitKey);
    throw fieldError('old_password', MSG.wrongOldPassword);
  }
  await ctx.signinThrottle.clear(limitKey);
  await ctx.db.update(members).set({ passwordHash: await hashPassword(body.new_password), updatedAt: sql`now()` }).where(eq(members.id, me.memberId));
  await ctx.memberSessions.revokeMember(me.memberId, me.sessionId);
}
