import type { MemberRegistrationWire, RegistrationBody } from '@halte/contract';
import { registrations } from '../../../db/schema/index.js';
import { transactionWithAfterCommit, type AfterCommitHost } from '../../../lib/data/after-commit.js';
import { registrationColumns, registrationRow, toMemberRegistrationWire, toRegistrationWire } from '../registrations/registrations.service.js';
import { noticeRegistration } from '../registrations/staff-notice.js';

/** Stores the member's request as waiting and tells the staff who decide it, both or neither. */
export async function createRegistration(app: AfterCommitHost, memberId: number, body: RegistrationBody): Promise<MemberRegistrationWire> {
  return transactionWithAfterCommit(app, async (tx) => {
    const [created] = await tx
      .insert(registrations)
      .values({ ...(await registrationColumns(tx, body)), memberId })
      .returning({ id: registrations.id });
    const row = (await registrationRow(tx, created.id))!;
    await noticeRegistration(app, tx, toRegistrationWire(row));
    return toMemberRegistrationWire(row);
  });
}
