import type { AlertKind } from '@halte/contract';

/**
 * Something a parent may be told. `key` names the event once (`boarded:<rideId>`,
 * `approaching:<tripId>:<studentId>`…): the same key raised again for the same member is
 * neither stored nor pushed twice. The texts are Indonesian; they are translated when read.
 */
export interface AlertEvent {
  kind: AlertKind;
  key: string;
  /** The child it is about; the member is the child's. */
  studentId?: number;
  /** For an event about no child (a complaint's answer). */
  memberId?: number;
  title: string;
  body: string;
  /** The `/warga` page a tap opens. */
  url: string;
  at: Date;
}
