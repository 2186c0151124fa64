import { and, eq, sql } from 'drizzle-orm';
import { REGISTRATION_MSG, REGISTRATION_WAITING, type RegistrationBody, type RegistrationWire } from '@halte/contract';
import { registrations } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { CrudResource } from '../../../lib/data/crud.js';
import { conflict } from '../../../lib/http/http-error.js';
import { getRegistration, registrationColumns, registrationsList } from './registrations.service.js';

/** 409 unless the registration is still waiting: a decided one is final. */
export function stillWaiting(changed: unknown[]) {
  if (changed.length === 0) throw conflict(REGISTRATION_MSG.decided);
}

/**
 * Staff read and correct registrations here. Members create them (member routes) and staff
 * decide them (approve, reject); none is deleted, so those two operations have no route.
 */
export const registrationsResource: CrudResource<RegistrationWire, RegistrationBody> = {
  entity: 'registration',
  list: registrationsList,
  get: getRegistration,
  create() {
    throw new Error('registrations are created by members');
  },
  async update(db: Db, id, body, _user, before) {
    const changed = await db
      .update(registrations)
      .set({ ...(await registrationColumns(db, body, before)), updatedAt: sql`now()` })
      .where(and(eq(registrations.id, id), eq(registrations.status, REGISTRATION_WAITING)))
      .returning({ id: registrations.id });
    stillWaiting(changed);
    return (await getRegistration(db, id))!;
  },
  remove() {
    throw new Error('registrations are never deleted');
  },
};
