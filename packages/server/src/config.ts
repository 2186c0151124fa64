import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { APP_TYPES, LANGUAGES } from '@halte/contract';

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((v) => ['1', 'true', 'yes'].includes(v));

/** A push service's host as `PUSH_SERVICE_HOSTS` names it: `name`, `name:port`, or `*.name` for any subdomain. */
const PUSH_HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/;
const pushHosts = z.string().transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
  .refine((hosts) => hosts.length > 0 && hosts.every((h) => PUSH_HOST.test(h)), 'PUSH_SERVICE_HOSTS: nama host dipisah koma, mis. fcm.googleapis.com,*.push.apple.com');
/** A VAPID key in base64url: the public one an uncompressed P-256 point (65 bytes), the private one 32 bytes. */
const vapidKey = (name: string, bytes: number) =>
  z.string().regex(/^[A-Za-z0-9_-]+$/, `${name}: base64url`).refine((v) => Buffer.from(v, 'base64url').length === bytes, `${name}: kunci ${bytes} byte (base64url), mis. dari npx web-push generate-vapid-keys`);
/** The public key of a P-256 private key, both base64url; undefined when it is no valid key. */
function publicKeyOf(privateKey: string) {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url');
  } catch {
    return undefined;
  }
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_TYPE: z.enum(APP_TYPES).default('school'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(8),
  LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  TZ: z.string().default('Asia/Jakarta'),
  DEFAULT_LANGUAGE: z.enum(LANGUAGES).default('id'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD minimal 8 karakter').optional(),
  DEPARTMENT_NAME: z.string().default('Dinas Perhubungan Kabupaten Tuban'),
  SUPPORT_PHONE: z.string().trim().regex(/^\+?[0-9][0-9 ()-]{4,28}$/, 'SUPPORT_PHONE: nomor telepon, mis. +62 356 321000').optional(),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL: alamat e-mail, mis. halte@dishub.example').optional(),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  ORS_API_KEY: z.string().optional(),
  ORS_URL: z.string().default('https://api.openrouteservice.org'),
  OSRM_URL: z.string().optional(),
  DIRECTIONS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  DEMO: flag.optional(),
  DEMO_TRACKING: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag.optional(),
  SIGNIN_FREE_FAILURES: z.coerce.number().int().min(0).default(5),
  SIGNIN_MAX_DELAY_SECONDS: z.coerce.number().positive().default(300),
  SIGNIN_MAX_PER_IP: z.coerce.number().int().positive().default(100),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  CHECK_RESPONSES: flag.optional(),
  MEMBER_MESSAGES_PER_MEMBER: z.coerce.number().int().positive().default(20),
  MEMBER_MESSAGES_PER_ADDRESS: z.coerce.number().int().positive().default(120),
  MEMBER_MESSAGES_WINDOW_SECONDS: z.coerce.number().positive().default(60),
  MEMBER_COMPLAINTS_PER_MEMBER: z.coerce.number().int().positive().default(5),
  MEMBER_COMPLAINTS_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  MEMBER_COMPLAINTS_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  MEMBER_PHOTOS_PER_MEMBER: z.coerce.number().int().positive().default(10),
  MEMBER_PHOTOS_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  MEMBER_PHOTOS_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  MEMBER_PHOTO_QUOTA_MB: z.coerce.number().positive().default(50),
  MEMBER_SIGNUPS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  MEMBER_SIGNUPS_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  OSMAND_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  POSITION_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  PARKING_CLOCK_TOLERANCE_MINUTES: z.coerce.number().min(0).default(10),
  POSITION_FUTURE_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  TRACKER_UNKNOWN_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  VAPID_PUBLIC_KEY: vapidKey('VAPID_PUBLIC_KEY', 65).optional(),
  VAPID_PRIVATE_KEY: vapidKey('VAPID_PRIVATE_KEY', 32).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'VAPID_SUBJECT: mailto:alamat@e-mail atau https://…').optional(),
  PUSH_SERVICE_HOSTS: pushHosts.default(['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com']),
  METRICS_TOKEN: z.string().regex(/^[A-Za-z0-9_\-.~+/=]{16,200}$/, 'METRICS_TOKEN: 16 sampai 200 karakter huruf, angka atau _-.~+/=').optional(),
}).refine((e) => !e.VAPID_PUBLIC_KEY === !e.VAPID_PRIVATE_KEY, 'VAPID_PUBLIC_KEY dan VAPID_PRIVATE_KEY diisi keduanya atau tidak sama sekali')
  .refine((e) => !e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || publicKeyOf(e.VAPID_PRIVATE_KEY) === e.VAPID_PUBLIC_KEY, 'VAPID_PUBLIC_KEY bukan pasangan VAPID_PRIVATE_KEY');

export type Config = ReturnType<typeof loadConfig>;

/** Environment → typed config; every setting has a safe default. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const e = env.parse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  return {
    port: e.PORT,
    host: e.HOST,
    appType: e.APP_TYPE,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** PostgreSQL connections per instance: a few per core serve best, more only queue inside the database. */
    dbPoolMax: e.DB_POOL_MAX,
    /** List pages (ids and count) kept per instance while their table is unchanged; 0 turns this off. */
    listCacheEntries: e.LIST_CACHE_ENTRIES,
    timeZone: e.TZ,
    /** The language of a request that names none Halte speaks, and of a browser that has not chosen. */
    defaultLanguage: e.DEFAULT_LANGUAGE,
    adminPassword: e.ADMIN_PASSWORD,
    departmentName: e.DEPARTMENT_NAME,
    /** The help desk the sidebar's help card links to; unset, the card names whom to ask instead. */
    support: { phone: e.SUPPORT_PHONE ?? null, email: e.SUPPORT_EMAIL ?? null },
    sessionHours: e.SESSION_HOURS,
    /** Road lines: openrouteservice when a key is set, else OSRM when a URL is, else straight segments. */
    directions: { orsApiKey: e.ORS_API_KEY, orsUrl: e.ORS_URL, osrmUrl: e.OSRM_URL, timeoutMs: e.DIRECTIONS_TIMEOUT_MS },
    tileUrl: e.TILE_URL,
    demo: e.DEMO ?? !e.DATABASE_URL,
    /** With demo data on: drive the demo buses along their routes through the intake. */
    demoTracking: e.DEMO_TRACKING ?? true,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    /** Behind a load balancer: take the client address from X-Forwarded-For. */
    trustProxy: e.TRUST_PROXY ?? false,
    /** A second port answering the OsmAnd protocol at `/`, as a Traccar server does (5055). */
    osmandPort: e.OSMAND_PORT,
    /** Positions older than this many days are dropped, a whole month at a time. */
    positionRetentionDays: e.POSITION_RETENTION_DAYS,
    /** How far an attendant's check-out time may lie before the server received it before the stay is noted `mundur`. */
    parkingClockToleranceMs: e.PARKING_CLOCK_TOLERANCE_MINUTES * 60_000,
    /**
     * How far ahead of the server's receive time a device's clock may be: a position further ahead
     * is dropped (never stored, never the vehicle's current position), and a driver's position
     * belongs to a trip within this much of its start and stop.
     */
    positionFutureToleranceMs: e.POSITION_FUTURE_TOLERANCE_SECONDS * 1000,
    /** Requests naming an unknown tracker id one client address may make per minute before 429; known trackers are never counted. */
    trackerUnknownPerMinute: e.TRACKER_UNKNOWN_PER_MINUTE,
    /**
     * On SIGTERM: how long /readyz says 503 while everything is still served (so a load balancer
     * stops sending new work), then how long requests in flight may take before the process leaves anyway.
     */
    shutdown: { delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    /** The bearer token `GET /metrics` asks for; without it there are no metrics. */
    metricsToken: e.METRICS_TOKEN,
    /** Check every answer against its route's response schema (tests); a mismatch answers 500. */
    checkResponses: e.CHECK_RESPONSES ?? false,
    /**
     * Failed sign-ins: per username and address, free ones then a doubling wait; per address, a
     * ceiling within the window (against guessing many usernames).
     */
    signinLimits: {
      freeFailures: e.SIGNIN_FREE_FAILURES,
      maxDelayMs: e.SIGNIN_MAX_DELAY_SECONDS * 1000,
      perIp: e.SIGNIN_MAX_PER_IP,
      windowMs: e.SIGNIN_WINDOW_MINUTES * 60_000,
    },
    /**
     * What members may send within a window, per member and per address (several parents may
     * share one address behind a mobile operator, hence the higher address limits). Sign-up
     * has no member yet: per address only.
     */
    memberLimits: {
      messages: { perMember: e.MEMBER_MESSAGES_PER_MEMBER, perAddress: e.MEMBER_MESSAGES_PER_ADDRESS, windowMs: e.MEMBER_MESSAGES_WINDOW_SECONDS * 1000 },
      complaints: { perMember: e.MEMBER_COMPLAINTS_PER_MEMBER, perAddress: e.MEMBER_COMPLAINTS_PER_ADDRESS, windowMs: e.MEMBER_COMPLAINTS_WINDOW_MINUTES * 60_000 },
      photos: { perMember: e.MEMBER_PHOTOS_PER_MEMBER, perAddress: e.MEMBER_PHOTOS_PER_ADDRESS, windowMs: e.MEMBER_PHOTOS_WINDOW_MINUTES * 60_000 },
      signups: { perAddress: e.MEMBER_SIGNUPS_PER_ADDRESS, windowMs: e.MEMBER_SIGNUPS_WINDOW_MINUTES * 60_000 },
    },
    /** Bytes of photos one member may have stored across all their conversations. */
    memberPhotoQuotaBytes: Math.round(e.MEMBER_PHOTO_QUOTA_MB * 1024 * 1024),
    /**
     * Web Push to members' phones: the VAPID keys (unset, generated once and kept in the
     * database), the contact push services see, and the only hosts a subscription may name.
     */
    push: {
      vapidKeys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL ?? 'admin@halte.local'}`,
      serviceHosts: e.PUSH_SERVICE_HOSTS,
    },
  };
}
