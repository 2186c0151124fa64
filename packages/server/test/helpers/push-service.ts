import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { decrypt } from 'http_ece';

const fixture = (name: string) => new URL(`../fixtures/push-service/${name}`, import.meta.url);

/**
 * The certificate (127.0.0.1 and localhost) the service answers with. The test workers trust it
 * through `NODE_EXTRA_CA_CERTS` (vitest.config.ts); another process that sends to the service (a
 * benchmark's server) must be started with `NODE_EXTRA_CA_CERTS` set to this file.
 */
export const PUSH_SERVICE_CERT_FILE = fileURLToPath(fixture('cert.pem'));

/** What the service answers a push: a status, or `'hang'` (reads it, never answers). */
export type PushAnswer = 201 | 404 | 410 | 429 | 500 | 503 | 'hang';

/** A browser's subscription: what it posts to `/member/push-subscriptions`, and its private key. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** The VAPID claims of a push whose signature verified. */
export interface VapidClaims { aud: string; exp: number; sub: string }

/** One request the service received, whatever it answered. */
export interface ReceivedPush {
  endpoint: string;
  /** `performance.now()` when the whole body had arrived (compare with the same clock in this process). */
  at: number;
  /** `Date.now()` at the same moment (compare with another process's clock). */
  receivedAt: number;
  /** What it answered. */
  status: number | 'hang';
  /** The body as the phone decrypts it (utf8, decrypted when first read); undefined when it cannot be. */
  readonly payload?: string;
  /** The VAPID public key (`k=`) and the verified claims; undefined when the signature did not verify. */
  vapidKey?: string;
  claims?: VapidClaims;
  /** Why the push was refused (401/400), when it was. */
  refused?: string;
  headers: { ttl?: string; urgency?: string; contentEncoding?: string };
}

export interface PushService {
  /** `https://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`: what `PUSH_SERVICE_HOSTS` must list. */
  host: string;
  /** Every push received, in order of arrival. */
  received: ReceivedPush[];
  /** TLS connections accepted so far. */
  readonly connections: number;
  /** A new browser subscription on this service (its own endpoint path). */
  subscription(): TestSubscription;
  /** The answers to the next pushes to `endpoint`, one each; after them it answers 201. */
  answer(endpoint: string, ...answers: PushAnswer[]): void;
  /** Resolves with the first `n` pushes answered 201 (to `endpoint` when given), or rejects after `timeoutMs`. */
  delivered(n: number, opts?: { endpoint?: string; timeoutMs?: number }): Promise<ReceivedPush[]>;
  /** Ends hanging requests and stops. */
  close(): Promise<void>;
}

const b64 = (s: string) => Buffer.from(s, 'base64url');

/** The claims of `Authorization: vapid t=<jwt>, k=<key>` when the ES256 signature is the key's, else why not. */
function checkVapid(authorization: string | undefined): { key: string; claims: VapidClaims } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = b64(key);
  if (point.length !== 65 || point[0] !== 4) return 'k is no P-256 point';
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  if ((JSON.parse(b64(head).toString()) as { alg?: string }).alg !== 'ES256') return 'alg is not ES256';
  if (!verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature))) return 'bad signature';
  return { key, claims: JSON.parse(b64(body).toString()) as VapidClaims };
}

/** A token checked once is known (its signature cannot change): a push service sees the same one for hours. */
function vapidChecker() {
  const seen = new Map<string, ReturnType<typeof checkVapid>>();
  return (authorization: string | undefined) => {
    let result = seen.get(authorization ?? '');
    if (result === undefined) seen.set(authorization ?? '', (result = checkVapid(authorization)));
    return result;
  };
}

/** The phone's side: the aes128gcm body decrypted with the subscription's private key, once, when read. */
function decryptedOnRead(push: ReceivedPush, body: Buffer, sub: TestSubscription) {
  let payload: string | null | undefined;
  Object.defineProperty(push, 'payload', {
    enumerable: true,
    get() {
      if (payload === undefined) {
        try {
          payload = decrypt(body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.keys.auth }).toString('utf8');
        } catch {
          payload = null;
        }
      }
      return payload ?? undefined;
    },
  });
}

/**
 * A Web Push service on loopback over HTTPS, as a phone's push service would be: it verifies each
 * push's VAPID signature (`aud` its own origin, `exp` ahead, `sub` set) and answers 201, or as
 * told per endpoint. Like a real one it relays the body unread: `payload` is what the phone
 * reads, the aes128gcm body decrypted with the subscription's private key when first asked for.
 */
export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const verifiedVapid = vapidChecker();
  const subscriptions = new Map<string, TestSubscription>();
  const answers = new Map<string, PushAnswer[]>();
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  let origin = '';

  const server: Server = createServer({ cert: readFileSync(fixture('cert.pem')), key: readFileSync(fixture('key.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const push: ReceivedPush = {
        endpoint,
        at: performance.now(),
        receivedAt: Date.now(),
        status: 201,
        headers: { ttl: req.headers.ttl as string | undefined, urgency: req.headers.urgency as string | undefined, contentEncoding: req.headers['content-encoding'] },
      };
      const sub = subscriptions.get(endpoint);
      const vapid = verifiedVapid(req.headers.authorization);
      if (!sub) push.refused = 'unknown endpoint';
      else if (typeof vapid === 'string') push.refused = vapid;
      else if (vapid.claims.aud !== origin) push.refused = `aud ${vapid.claims.aud}`;
      else if (!(vapid.claims.exp > Date.now() / 1000)) push.refused = 'expired';
      else if (!vapid.claims.sub) push.refused = 'no sub';
      if (typeof vapid !== 'string') Object.assign(push, { vapidKey: vapid.key, claims: vapid.claims });
      if (sub && !push.refused) decryptedOnRead(push, Buffer.concat(chunks), sub);
      push.status = push.refused ? (sub ? 401 : 404) : (answers.get(endpoint)?.shift() ?? 201);
      received.push(push);
      for (const wake of waiters) wake();
      if (push.status === 'hang') return;
      res.writeHead(push.status, push.status === 201 ? { location: endpoint } : {});
      res.end(push.refused ?? '');
    });
  });
  let connections = 0;
  server.on('secureConnection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  const deliveredTo = (endpoint?: string) => received.filter((p) => p.status === 201 && (!endpoint || p.endpoint === endpoint));
  return {
    origin,
    host: `127.0.0.1:${port}`,
    received,
    get connections() {
      return connections;
    },
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const endpoint = `${origin}/push/${randomBytes(12).toString('base64url')}`;
      const sub = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, ecdh };
      subscriptions.set(endpoint, sub);
      return sub;
    },
    answer(endpoint, ...next) {
      answers.set(endpoint, [...(answers.get(endpoint) ?? []), ...next]);
    },
    delivered(n, { endpoint, timeoutMs = 20_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const got = deliveredTo(endpoint);
          if (got.length < n) return;
          cleanUp();
          resolve(got.slice(0, n));
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`push service: ${deliveredTo(endpoint).length} of ${n} pushes delivered; received ${JSON.stringify(received.map((p) => [p.status, p.refused]))}`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
