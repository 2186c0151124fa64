import type { AttendantResultWire, CheckInBody, CheckOutBody } from '@halte/contract';
import { Outbox, type OutboxStore, type Outcome } from '../../../ui/outbox/outbox';
import { idbOutboxStore, outboxKey } from '../../../ui/outbox/store';

type Stamped<T> = T & { client_id: string; dttime: string };

/** An entry sent this long after it was made has waited on the phone (behind another one, or without signal). */
const WAITED_MS = 30_000;

/**
 * The body as uploaded: `queued` when the entry waited on the phone (made offline, sent again
 * after a failure, or held behind another), and only then does the server take its phone time
 * for the stay's.
 */
function sent<B extends { dttime: string; queued?: boolean | null }>(item: { attempts: number; body: B }): B {
  const waited = item.attempts > 0 || Date.now() - Date.parse(item.body.dttime) > WAITED_MS;
  return waited && !item.body.queued ? { ...item.body, queued: true } : item.body;
}

/** A check-in or check-out waiting to be sent: the body carries the phone's time and its client id. */
export type JukirItem =
  | { kind: 'in'; client_id: string; attempts: number; body: Stamped<CheckInBody> }
  | { kind: 'out'; client_id: string; attempts: number; body: Stamped<CheckOutBody> };

/** The two uploads, each answering or throwing an `ApiError`. */
export interface JukirSender {
  checkIn(body: Stamped<CheckInBody>): Promise<AttendantResultWire>;
  checkOut(body: Stamped<CheckOutBody>): Promise<AttendantResultWire>;
}

export type JukirOutbox = Outbox<JukirItem, AttendantResultWire>;
export type JukirOutcome = Outcome<JukirItem, AttendantResultWire>;

/** The attendant's queue in IndexedDB, one queue per attendant. */
export const jukirOutboxStore = (userId: number): OutboxStore<JukirItem> => idbOutboxStore<JukirItem>(outboxKey('jukir', userId));

/** The attendant phone's queue (see `Outbox`): one entry per upload, in the order made. */
export const jukirOutbox = (store: OutboxStore<JukirItem>, sender: JukirSender, isOnline?: () => boolean): JukirOutbox =>
  new Outbox<JukirItem, AttendantResultWire>(store, { send: ([item]) => (item.kind === 'in' ? sender.checkIn(sent(item)) : sender.checkOut(sent(item))) }, isOnline);
