import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { SessionStore, SessionUser } from './auth/sessions.js';
import type { RoleScreens } from './auth/role-screens.js';
import type { RateLimiter } from './auth/rate-limiter.js';
import type { AttemptThrottle } from './auth/attempt-throttle.js';
import type { Notifier } from './realtime/notifier.js';

/** What every module reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  sessions: SessionStore;
  roleScreens: RoleScreens;
  /** Failed sign-ins per address within the window. */
  signinLimiter: RateLimiter;
  /** Failed sign-ins per username and address, and failed password checks per account. */
  signinThrottle: AttemptThrottle;
  notifier: Notifier;
  redis?: Redis;
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user?: SessionUser;
    /** The bearer token of this request, once authenticated. */
    token?: string;
  }
}
