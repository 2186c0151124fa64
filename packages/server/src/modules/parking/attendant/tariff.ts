import { sql } from 'drizzle-orm';
import type { ParkingTariff } from '@halte/contract';

export interface TariffRow extends ParkingTariff { id: number }

/** The columns of a tariff as the fee reads them. */
export const TARIFF_COLUMNS = sql.raw(
  'id, first_fee AS decfirst_fee, first_minutes AS intfirst_minutes, hourly_fee AS dechourly_fee, max_fee AS decmax_fee',
);
