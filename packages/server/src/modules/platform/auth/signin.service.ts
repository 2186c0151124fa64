import { eq, sql } from 'drizzle-orm';
import { MSG, chosenLanguage, tooManyWait, type SigninBody, type SigninResponse } from '@halte/contract';
import { roles, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { Config } from '../../../config.js';
import type { RateLimiter } from '../../../auth/rate-limiter.js';
import type { AttemptThrottle } from '../../../auth/attempt-throttle.js';
import type { SessionStore } from '../../../auth/sessions.js';
import { decoyHash, verifyPassword } from '../../../auth/password.js';
import { HttpError } from '../../../lib/http/http-error.js';
import { audit } from '../../../lib/data/audit.js';

/** What counts and refuses sign-in attempts. */
export interface SigninLimits {
  config: Pick<Config, 'signinLimits'>;
  signinLimiter: RateLimiter;
  signinThrottle: AttemptThrottle;
}

/** What staff sign-in uses: the limits, the accounts and the sessions it opens. */
export interface SigninDeps extends SigninLimits {
  db: Db;
  sessions: SessionStore;
}

/**
 * A sign-in body that failed validation (a NUL character, a missing field) is still an attempt
 * from its address: it counts toward the address's limit, so malformed requests cannot probe
 * without being counted. Throws the refusal.
 */
export async function refuseSigninBody(ctx: Omit<SigninLimits, 'signinThrottle'>, ip: string, error: Error): Promise<never> {
  const ipKey = `ip:${ip}`;
  if ((await ctx.signinLimiter.count(ipKey)) >= ctx.config.signinLimits.perIp) throw new HttpError(429, MSG.tooMany);
  await ctx.signinLimiter.hit(ipKey);
  throw error;
}

/**
 * Checks limits and credentials; on success opens a session. Two limits, both counting failures
 * only: the username at this address waits longer after each failure beyond the free ones (a
 * correct password from another address is not held back), and the address as a whole has a
 * ceiling within the window (against trying many usernames).
 */
export async function signIn(ctx: SigninDeps, body: SigninBody, ip: string): Promise<SigninResponse> {
  const ipKey = `ip:${ip}`;
  const pairKey = `signin:${ip}:${body.username.toLowerCase()}`;
  if ((await ctx.signinLimiter.count(ipKey)) >= ctx.config.signinLimits.perIp) throw new HttpError(429, MSG.tooMany);
  const wait = await ctx.signinThrottle.wait(pairKey);
  if (wait > 0) throw new HttpError(429, tooManyWait(wait));

  const [found] = await ctx.db
    .select({ id: users.id, name: users.name, hash: users.passwordHash, roleId: users.roleId, roleCode: roles.code, language: users.language })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sql`lower(${users.username})`, body.username.toLowerCase()))
    .limit(1);
  const ok = await verifyPassword(found?.hash ?? (await decoyHash()), body.password);
  if (!found || !ok) {
    await Promise.all([ctx.signinThrottle.fail(pairKey), ctx.signinLimiter.hit(ipKey)]);
    throw new HttpError(400, MSG.badCredentials);
  }
  await ctx.signinThrottle.clear(pairKey);
  const token = await ctx.sessions.create(found.id, ip);
  await audit(ctx.db, { userId: found.id, action: 'signin', entity: 'session', entityId: found.id });
  return { token, user_id: found.id, role: found.roleId, role_code: found.roleCode, vcname: found.name, language: chosenLanguage(found.language), message: MSG.signedIn };
}
