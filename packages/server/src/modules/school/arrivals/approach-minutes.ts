import type { Db } from '../../../db/client.js';
import { childSettings } from '../../complaints/member-alerts/alert-settings.js';

/** A child's thresholds: minutes before the stop for `approaching`, behind the usual time for `late`. */
export interface AlertMinutes {
  approachMinutes: number;
  lateMinutes: number;
}

/**
 * Each child's alert minutes from `Pengaturan Notifikasi` (the defaults for a child never set).
 * Whether the alert is on at all is `raiseAlerts`'s to decide.
 */
export async function approachMinutes(db: Db, studentIds: number[]): Promise<Map<number, AlertMinutes>> {
  const settings = await childSettings(db, studentIds);
  return new Map([...settings].map(([id, s]) => [id, { approachMinutes: s.menit_mendekat, lateMinutes: s.menit_terlambat }]));
}
