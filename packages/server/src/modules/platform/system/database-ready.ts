import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/** Whether the database answers a query now; any failure counts as not ready. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
