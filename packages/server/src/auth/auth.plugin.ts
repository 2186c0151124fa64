import fp from 'fastify-plugin';
import { SessionStore } from './sessions.js';
import { MemberSessionStore } from './member-sessions.js';
import { RoleScreens } from './role-screens.js';
import { rateLimiterOf, type RateLimiter } from './rate-limiter.js';
import { MemoryAttemptThrottle, RedisAttemptThrottle, type AttemptThrottle } from './attempt-throttle.js';
import { MemberLimits } from './member-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** Members' sessions, apart from staff sessions. */
    memberSessions: MemberSessionStore;
    roleScreens: RoleScreens;
    /** Failed sign-ins per address within the window. */
    signinLimiter: RateLimiter;
    /** Failed sign-ins per username and address, and failed password checks per account. */
    signinThrottle: AttemptThrottle;
    /** What members send (messages, complaints, photos, sign-ups) per member and per address. */
    memberLimits: MemberLimits;
  }
}

/** Who is calling: staff and members' sessions, roles' screens, and the limits on signing in and sending. */
export default fp(
  async (app) => {
    const { config, db, redis } = app;
    const lifetimeMs = config.sessionHours * 3_600_000;
    app.decorate('sessions', new SessionStore(db, lifetimeMs));
    app.decorate('memberSessions', new MemberSessionStore(db, lifetimeMs));
    app.decorate('roleScreens', new RoleScreens(db, config.appType));
    app.decorate('signinLimiter', rateLimiterOf(redis, config.signinLimits.windowMs));
    app.decorate<AttemptThrottle>('signinThrottle', redis ? new RedisAttemptThrottle(redis, config.signinLimits) : new MemoryAttemptThrottle(config.signinLimits));
    app.decorate('memberLimits', new MemberLimits(config.memberLimits, redis));
  },
  { name: 'auth', fastify: '5.x', dependencies: ['config', 'database', 'redis'] },
);
