import { eq, sql } from 'drizzle-orm';
import { MSG, tooManyWait, type PasswordChangeBody } from '@halte/contract';
import { users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { AttemptThrottle } from '../../../auth/attempt-throttle.js';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { audit } from '../../../lib/data/audit.js';
import { HttpError, fieldError } from '../../../lib/http/http-error.js';

/** What a password change uses: the accounts, and the throttle sign-in also waits on. */
export interface PasswordChangeDeps {
  db: Db;
  signinThrottle: AttemptThrottle;
}

/**
 * Changes a user's own password once the old one matches, audited. A wrong old password counts
 * as a failed attempt: a borrowed session must not become a way to guess the password, so it
 * waits as sign-in does (429 while it waits).
 */
export async function changeOwnPassword({ db, signinThrottle }: PasswordChangeDeps, userId: number, body: PasswordChangeBody): Promise<void> {
  const limitKey = `password:${userId}`;
  const wait = await signinThrottle.wait(limitKey);
  if (wait > 0) throw new HttpError(429, tooManyWait(wait));
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.hash, body.old_password))) {
    await signinThrottle.fail(limitKey);
    throw fieldError('old_password', MSG.wrongOldPassword);
  }
  await signinThrottle.clear(limitKey);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: await hashPassword(body.new_password), updatedAt: sql`now()` }).where(eq(users.id, userId));
    await audit(tx as never, { userId, action: 'password', entity: 'user', entityId: userId });
  });
}
