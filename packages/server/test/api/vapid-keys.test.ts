import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { appSecrets } from '../../src/db/schema/index.js';
import { loadConfig } from '../../src/config.js';
import { vapidDetails } from '../../src/modules/complaints/member-push/vapid-keys.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { signedInMember } from '../helpers/member-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const keyOf = async (app: TestApp) => {
  const m = await signedInMember(app);
  return (await app.call('GET', '/api/v1/member/push-subscriptions/key', { token: m.token })).json().data.vapid_public_key as string;
};

describe('the VAPID keys', () => {
  it('are made on the first start and kept: a restart on the same database, or a second instance, uses the same pair', async () => {
    const first = await keyOf(t);
    const again = await startTestApp({}, t.database);
    try {
      expect(await keyOf(again)).toBe(first);
    } finally {
      await again.close();
    }
  });

  it('instances starting together on an empty database agree on one pair', async () => {
    const database = await freshDatabase();
    try {
      const push = loadConfig({}).push;
      const pairs = await Promise.all([1, 2, 3].map(() => vapidDetails(database.db, push)));
      expect(new Set(pairs.map((p) => `${p.publicKey} ${p.privateKey}`)).size).toBe(1);
      expect(await database.db.select().from(appSecrets)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('come from the environment when both are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const own = await startTestApp({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }, t.database);
    try {
      expect(await keyOf(own)).toBe(keys.publicKey);
    } finally {
      await own.close();
    }
  });
});

describe('push settings', () => {
  it('refuse to start on a bad key, a half-set pair, a bad subject or host list', () => {
    const keys = webpush.generateVAPIDKeys();
    for (const [env, says] of [
      [{ VAPID_PUBLIC_KEY: keys.publicKey }, 'VAPID_PUBLIC_KEY dan VAPID_PRIVATE_KEY'],
      [{ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY: kunci 65 byte'],
      [{ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey, VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY bukan pasangan VAPID_PRIVATE_KEY'],
      [{ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'not+base64url' }, 'VAPID_PRIVATE_KEY: base64url'],
      [{ VAPID_SUBJECT: 'dishub@tuban.example' }, 'VAPID_SUBJECT'],
      [{ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' }, 'PUSH_SERVICE_HOSTS'],
      [{ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com/path' }, 'PUSH_SERVICE_HOSTS'],
      [{ PUSH_SERVICE_HOSTS: ' , ' }, 'PUSH_SERVICE_HOSTS'],
    ] as const) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(says);
    }
  });

  it('default to the major browsers’ push services and a contact from SUPPORT_EMAIL', () => {
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:admin@halte.local',
      serviceHosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'],
    });
    expect(loadConfig({ SUPPORT_EMAIL: 'halte@dishub.example' }).push.subject).toBe('mailto:halte@dishub.example');
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' FCM.googleapis.com , 127.0.0.1:8443 ' }).push.serviceHosts).toEqual(['fcm.googleapis.com', '127.0.0.1:8443']);
  });
});
