import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parkingFee, PARKING_STATUS, type AppType, calendarDateIn, zonedInstant } from '@halte/contract';
import { parkingLocations, parkingRecords, parkingTargets, parkingTariffs, parkingVehicleTypes, roles, users } from '../schema/index.js';
import type { Db } from '../client.js';
import { hashPassword } from '../../auth/password.js';
import { SeededRandom } from './demo/random.js';
import { addDays } from './demo/school-days.js';
import {
  ARRIVALS_BY_HOUR, DEMO_ATTENDANTS, DEMO_JUKIR_PASSWORD, DEMO_PARKING_LOCATIONS, DEMO_PARKING_TYPES, PLATE_PREFIXES, WEEKDAY_FACTOR, type DemoTariff,
} from './demo/parking.js';

/** Days of stays the demo writes, today's so far included. */
export const DEMO_PARKING_DAYS = 120;
/** A location of weight 1 sees about this many vehicles on an ordinary day. */
const STAYS_PER_WEIGHT = 34;
const INSERT_ROWS = 2000;

export interface ParkingDemoOptions {
  appType: AppType;
  log: FastifyBaseLogger;
  timeZone: string;
  now?: Date;
  days?: number;
}

export interface ParkingDemoCounts { locations: number; types: number; attendants: number; stays: number; parked: number; ms: number }

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function plate(r: SeededRandom): string {
  const suffix = LETTERS[r.int(0, LETTERS.length - 1)] + (r.chance(0.8) ? LETTERS[r.int(0, LETTERS.length - 1)] : '');
  return `${r.pick(PLATE_PREFIXES)}${r.int(1, 9999)}${suffix}`;
}

const HOURS = Object.entries(ARRIVALS_BY_HOUR).flatMap(([hour, weight]) => Array<number>(weight).fill(Number(hour)));

/** The tariff version in force on a day: the latest from that day or before (versions oldest first). */
const inForce = <T extends DemoTariff>(versions: T[], day: string) => versions.filter((v) => v.effectiveFrom <= day).at(-1)!;

/**
 * Demo data for the parking mode on an empty database: 15 locations around Tuban with their
 * coordinates, three vehicle types with the regulation's tariffs (the motorbikes' raised a month
 * ago), an attendant (JUKIR) per location, this year's target and `days` days of stays, weighted
 * by location, weekday and hour, each with the fee its tariff gives; vehicles that came in lately
 * today are still parked. Deterministic for one `now`; does nothing outside the parking mode or
 * when locations exist.
 */
export async function seedParkingDemo(db: Db, opts: ParkingDemoOptions): Promise<ParkingDemoCounts | undefined> {
  if (opts.appType !== 'parking') return undefined;
  const t0 = performance.now();
  const now = opts.now ?? new Date();
  const days = opts.days ?? DEMO_PARKING_DAYS;
  const today = calendarDateIn(opts.timeZone, now);
  const counts = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(4244)`);
    if ((await tx.select({ id: parkingLocations.id }).from(parkingLocations).limit(1)).length > 0) return undefined;

    const locations = await tx
      .insert(parkingLocations)
      .values(DEMO_PARKING_LOCATIONS.map(({ name, address, latitude, longitude }) => ({ name, address, latitude, longitude })))
      .returning({ id: parkingLocations.id });
    const recent = `${addDays(today, -30).slice(0, 7)}-01`;
    const types = [];
    for (const type of DEMO_PARKING_TYPES) {
      const [row] = await tx.insert(parkingVehicleTypes).values({ code: type.code, name: type.name }).returning({ id: parkingVehicleTypes.id });
      const versions = await tx
        .insert(parkingTariffs)
        .values(type.tariffs(recent).map((v) => ({ vehicleTypeId: row.id, ...v })))
        .returning();
      types.push({ ...type, id: row.id, versions });
    }

    const [jukir] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'JUKIR'));
    const passwordHash = await hashPassword(DEMO_JUKIR_PASSWORD);
    const attendants = jukir
      ? await tx
          .insert(users)
          .values(DEMO_ATTENDANTS.map((name, i) => ({ name, username: `jukir${String(i + 1).padStart(2, '0')}`, passwordHash, roleId: jukir.id })))
          .returning({ id: users.id })
      : [];

    const random = new SeededRandom(20261125);
    const parked = new Set<string>();
    let batch: (typeof parkingRecords.$inferInsert)[] = [];
    let stays = 0;
    let income = 0;
    const flush = async () => {
      if (batch.length) await tx.insert(parkingRecords).values(batch);
      batch = [];
    };
    for (let d = days - 1; d >= 0; d--) {
      const day = addDays(today, -d);
      const [y, m, dd] = day.split('-').map(Number);
      const weekday = new Date(Date.UTC(y, m - 1, dd)).getUTCDay();
      for (const [i, place] of DEMO_PARKING_LOCATIONS.entries()) {
        const count = Math.round(STAYS_PER_WEIGHT * place.weight * WEEKDAY_FACTOR[weekday] * (0.8 + 0.4 * random.next()));
        for (let n = 0; n < count; n++) {
          const checkInAt = zonedInstant({ year: y, month: m, day: dd, hour: random.pick(HOURS), minute: random.int(0, 59), second: random.int(0, 59) }, opts.timeZone);
          if (checkInAt > now) continue;
          const share = random.next();
          const type = share < types[0].share ? types[0] : share < types[0].share + types[1].share ? types[1] : types[2];
          const checkOutAt = new Date(checkInAt.getTime() + random.int(...type.minutes) * 60_000);
          const tariff = inForce(type.versions, day);
          let license = plate(random);
          const stillParked = checkOutAt > now;
          if (stillParked) {
            while (parked.has(`${i}:${license}`)) license = plate(random);
            parked.add(`${i}:${license}`);
          }
          const amount = stillParked
            ? null
            : parkingFee({ decfirst_fee: tariff.firstFee, intfirst_minutes: tariff.firstMinutes, dechourly_fee: tariff.hourlyFee, decmax_fee: tariff.maxFee }, checkInAt, checkOutAt);
          income += amount ?? 0;
          stays += 1;
          batch.push({
            licenseNumber: license,
            vehicleTypeId: type.id,
            locationId: locations[i].id,
            attendantId: attendants[i]?.id ?? null,
            checkInAt,
            checkOutAt: stillParked ? null : checkOutAt,
            status: stillParked ? PARKING_STATUS.parked : PARKING_STATUS.left,
            amount,
            tariffId: tariff.id,
          });
          if (batch.length >= INSERT_ROWS) await flush();
        }
      }
    }
    await flush();
    // A target a little above this year's pace, in whole millions.
    const target = Math.ceil(((income / days) * 365 * 1.1) / 1_000_000) * 1_000_000;
    await tx.insert(parkingTargets).values({ year: Number(today.slice(0, 4)), month: 0, amount: target });
    return { locations: locations.length, types: types.length, attendants: attendants.length, stays, parked: parked.size, ms: 0 };
  });
  if (!counts) return undefined;
  counts.ms = Math.round(performance.now() - t0);
  opts.log.info(
    `Data demo parkir dimuat: ${counts.locations} lokasi, ${counts.types} tipe kendaraan, ${counts.attendants} juru parkir, ` +
      `${counts.stays} data parkir selama ${days} hari (${counts.parked} masih parkir) dalam ${counts.ms} ms. ` +
      `Akun juru parkir demo (jukir01 … jukir${String(counts.attendants).padStart(2, '0')}) memakai password "${DEMO_JUKIR_PASSWORD}".`,
  );
  return counts;
}
