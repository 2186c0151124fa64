import { REGISTRATION_MSG, screenOf, type ScreenKey } from '@halte/contract';
import type { Db } from '../../../db/client.js';
import { noticeStaff, type NoticeDeps } from '../../../lib/data/staff-notice.js';

const SCREEN: ScreenKey = 'operations.registrations';

/** Tells that staff of a new registration, stored with it in `tx` and pushed once committed. */
export function noticeRegistration(deps: NoticeDeps, tx: Db, r: { vcnama: string; vcsekolah: string; vcmember: string }) {
  return noticeStaff(deps, tx, [SCREEN], {
    kind: 'registration',
    title: REGISTRATION_MSG.noticeTitle,
    body: `${r.vcnama} (${r.vcsekolah}) oleh ${r.vcmember}`,
    url: screenOf(SCREEN)?.path ?? '',
  });
}
