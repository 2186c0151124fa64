import { eq, sql } from 'drizzle-orm';
import type { DriverBody, DriverWire } from '@halte/contract';
import { drivers, users } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import { listOf } from '../../../lib/data/list.js';
import { registerUnique } from '../../../lib/http/db-errors.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { toDriverWire, type DriverRecord } from './drivers.mapper.js';
import { removeDriverAccount, syncDriverAccount } from './driver-account.js';

registerUnique('drivers_code_unique', 'vccode_driver', 'Kode');
registerUnique('drivers_nip_unique', 'vcnip', 'NIP');

const columns = {
  id: drivers.id,
  code: drivers.code,
  nip: drivers.nip,
  fullName: drivers.fullName,
  phone: drivers.phone,
  cardPrinted: drivers.cardPrinted,
  userId: drivers.userId,
  username: users.username,
};

const selectDrivers = (db: Db) => db.select(columns).from(drivers).leftJoin(users, eq(users.id, drivers.userId));

async function findDriver(db: Db, id: number) {
  const [row] = await selectDrivers(db).where(eq(drivers.id, id));
  return row;
}

export async function getDriver(db: Db, id: number): Promise<DriverWire | undefined> {
  const row = await findDriver(db, id);
  return row && toDriverWire(row);
}

const driversList = listOf({
  table: drivers,
  id: drivers.id,
  columns,
  joins: [{ table: users, on: eq(users.id, drivers.userId), left: true }],
  search: [drivers.fullName, drivers.code, drivers.nip],
  order: [drivers.fullName],
  map: (row: DriverRecord) => toDriverWire(row),
});

const fieldsOf = (b: DriverBody) => ({ code: b.vccode_driver, nip: b.vcnip, fullName: b.vcname, phone: b.vcphone });

export const driversResource: CrudResource<DriverWire, DriverBody> = {
  entity: 'driver',
  list: driversList,
  get: getDriver,
  async create(db, body, actor) {
    const [row] = await db.insert(drivers).values(fieldsOf(body)).returning({ id: drivers.id });
    await syncDriverAccount(db, row.id, null, body, actor.userId);
    return (await getDriver(db, row.id))!;
  },
  async update(db, id, body, actor) {
    await db.update(drivers).set({ ...fieldsOf(body), updatedAt: sql`now()` }).where(eq(drivers.id, id));
    const current = await findDriver(db, id);
    await syncDriverAccount(db, id, current?.userId ?? null, body, actor.userId);
    return (await getDriver(db, id))!;
  },
  async remove(db, id) {
    const current = await findDriver(db, id);
    if (current?.userId) await removeDriverAccount(db, id, current.userId);
    await db.delete(drivers).where(eq(drivers.id, id));
  },
};

/** Marks a driver's card printed, once the print page sent it to the printer. */
export async function markDriverCardPrinted(db: Db, id: number): Promise<void> {
  await db.update(drivers).set({ cardPrinted: true, updatedAt: sql`now()` }).where(eq(drivers.id, id));
}
