import { eq } from 'drizzle-orm';
import { TRIP_MSG } from '@halte/contract';
import { drivers } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { conflict } from '../../../lib/http/http-error.js';

export type DriverRow = typeof drivers.$inferSelect;

/**
 * The driver record behind the signed-in account (`drivers.user_id`). A DRIVER account that no
 * driver record names (made on the users screen, or unlinked since) cannot drive: 409.
 */
export async function driverOf(db: Db, userId: number): Promise<DriverRow> {
  const [driver] = await db.select().from(drivers).where(eq(drivers.userId, userId));
  if (!driver) throw conflict(TRIP_MSG.noDriver);
  return driver;
}
