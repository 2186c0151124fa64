import { sql } from 'drizzle-orm';
import type { ParkingTariff } from '@halte/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../lib/sql-rows.js';

export interface TariffRow extends ParkingTariff { id: number }

/** The columns of a tariff as the fee reads them. */
export const TARIFF_COLUMNS = sql.raw(
  'id, first_fee AS decfirst_fee, first_minutes AS intfirst_minutes, hourly_fee AS dechourly_fee, max_fee AS decmax_fee',
);

/** The tariff of a vehicle type in force on a day (`YYYY-MM-DD`): its latest version from that day or before. */
export async function tariffInForce(db: Db, vehicleTypeId: number, day: string): Promise<TariffRow | undefined> {
  const [row] = rowsOf<TariffRow>(await db.execute(sql`
    SELECT ${TARIFF_COLUMNS} FROM parking_tariffs
    WHERE vehicle_type_id = ${vehicleTypeId} AND effective_from <= ${day}::date
    ORDER BY effective_from DESC LIMIT 1`));
  return row;
}
