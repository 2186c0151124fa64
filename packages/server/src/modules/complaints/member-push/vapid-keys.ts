import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { appSecrets } from '../../../db/schema/index.js';

/** What `web-push` signs each push with: the key pair and the contact push services see. */
export interface VapidDetails { publicKey: string; privateKey: string; subject: string }

const SECRET = 'vapid_keys';

/**
 * The VAPID keys: from the environment when set; otherwise the pair kept in the database, made
 * on the first start. Insert-if-absent then read: of instances starting together the first
 * insert wins and every one reads that same pair, so a phone's subscription fits them all.
 */
export async function vapidDetails(db: Db, push: Config['push']): Promise<VapidDetails> {
  if (push.vapidKeys) return { ...push.vapidKeys, subject: push.subject };
  const made = webpush.generateVAPIDKeys();
  await db.insert(appSecrets).values({ name: SECRET, value: JSON.stringify(made) }).onConflictDoNothing();
  const [kept] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET));
  const keys = JSON.parse(kept!.value) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: push.subject };
}
