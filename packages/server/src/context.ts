import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { SessionStore, SessionUser } from './auth/sessions.js';
import type { MemberSessionStore, SessionMember } from './auth/member-sessions.js';
import type { RoleScreens } from './auth/role-screens.js';
import type { RateLimiter } from './auth/rate-limiter.js';
import type { AttemptThrottle } from './auth/attempt-throttle.js';
import type { MemberLimits } from './auth/member-limits.js';
import type { Notifier } from './realtime/notifier.js';
import type { ConversationChannel } from './realtime/conversation-channel.js';
import type { Tracking } from './modules/school/tracking/tracking.service.js';
import type { Metrics } from './lib/ops/metrics.js';
import type { PushQueue } from './modules/complaints/member-push/push-queue.js';
import type { MemberAlertChannel } from './realtime/member-alert-channel.js';

/** What every module reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
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
  notifier: Notifier;
  /** Complaint messages to both sides of their conversation, live. */
  conversations: ConversationChannel;
  /** Positions in: every intake stores through it; live views listen to what it stored. */
  tracking: Tracking;
  /** Pushes to members' phones, off every request's path. */
  push: PushQueue;
  redis?: Redis;
  version: string;
  metrics: Metrics;
  /** Set when the process has been told to stop: /readyz answers 503 from then on. */
  lifecycle: { draining: boolean };
  /** Members' new notices to their open `/warga`, live. */
  memberAlerts: MemberAlertChannel;
  /** The VAPID public key (base64url) members' browsers subscribe to pushes with. */
  vapidPublicKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user?: SessionUser;
    /** The signed-in member of a 'member' route. */
    member?: SessionMember;
    /** The bearer token of this request, once authenticated. */
    token?: string;
  }
}
