import { and, eq, sql } from 'drizzle-orm';
import { REGISTRATION_APPROVED, REGISTRATION_REJECTED, REGISTRATION_WAITING, type RegistrationApproveBody, type RegistrationRejectBody, type RegistrationWire } from '@halte/contract';
import { registrations } from '../../../db/schema/index.js';
import type { Db } from '../../../db/client.js';
import type { SessionUser } from '../../../auth/sessions.js';
import { audit } from '../../../lib/data/audit.js';
import { transactionWithAfterCommit, type AfterCommitHost } from '../../../lib/data/after-commit.js';
import { loadRecord } from '../../../lib/data/crud.js';
import { studentsResource } from '../../school/students/students.service.js';
import { registrationsResource, stillWaiting } from './registrations.resource.js';
import { checkRoute } from '../../school/students/route-stop.js';

/**
 * Marks a waiting registration decided, in `tx`; 404 when there is none, 409 when it was
 * decided already (also by a decision racing this one: the row's status is checked as it is written).
 */
async function decide(tx: Db, id: number, user: SessionUser, change: { status: number; reason?: string; routeId?: number }) {
  const before = await loadRecord(registrationsResource, tx, id);
  const changed = await tx
    .update(registrations)
    .set({ ...change, decidedBy: user.userId, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(registrations.id, id), eq(registrations.status, REGISTRATION_WAITING)))
    .returning({ id: registrations.id });
  stillWaiting(changed);
  return before;
}

async function audited(tx: Db, user: SessionUser, id: number, before: RegistrationWire): Promise<RegistrationWire> {
  const after = await loadRecord(registrationsResource, tx, id);
  await audit(tx, { userId: user.userId, action: 'update', entity: registrationsResource.entity, entityId: id, before, after });
  return after;
}

/**
 * Approves: the registration becomes a student linked to its member and riding the route asked
 * for at the stop asked for, or the route staff chose instead (which the registration then shows,
 * its stop, not on that route, dropped), all in one
 * transaction, so a NISN already taken (409 on `vckode`) leaves the registration waiting and no
 * student made.
 */
export async function approveRegistration(app: AfterCommitHost, id: number, body: RegistrationApproveBody, user: SessionUser): Promise<RegistrationWire> {
  return transactionWithAfterCommit(app, async (tx) => {
    if (body?.intrute !== undefined) await checkRoute(tx, body.intrute);
    const before = await decide(tx, id, user, { status: REGISTRATION_APPROVED, routeId: body?.intrute });
    const routeId = body?.intrute ?? before.intrute;
    const stop = routeId === before.intrute ? before.intrute_titik_id : null;
    const student = await studentsResource.create(
      tx,
      {
        vckode: before.vckode,
        vcnama: before.vcnama,
        vcalamat: before.vcalamat,
        intsex: before.intsex,
        intsekolah: before.intsekolah,
        intkelas: before.intkelas,
        vcnamaortuwali: before.vcnamaortuwali,
        vctelportuwali: before.vctelportuwali,
        vcnikortuwali: before.vcnikortuwali,
        intuser_public_id: Number(before.intuser_public_id),
        intrute: routeId,
        intrute_titik_id: stop,
      },
      user,
    );
    await tx.update(registrations).set({ studentId: student.intid, routePointId: stop }).where(eq(registrations.id, id));
    await audit(tx, { userId: user.userId, action: 'create', entity: studentsResource.entity, entityId: student.intid, after: student });
    return audited(tx, user, id, before);
  });
}

/** Rejects with the reason the member will read. */
export async function rejectRegistration(app: AfterCommitHost, id: number, body: RegistrationRejectBody, user: SessionUser): Promise<RegistrationWire> {
  return transactionWithAfterCommit(app, async (tx) => {
    const before = await decide(tx, id, user, { status: REGISTRATION_REJECTED, reason: body.vcreason });
    return audited(tx, user, id, before);
  });
}
