import type { AttendantResultWire, CheckInBody, CheckOutBody } from '@halte/contract';
import { Outbox, type OutboxStore, type Outcome } from '../../ui/outbox/outbox';
import { localOutboxStore } from '../../ui/outbox/store';

type Stamped<T> = T & { client_id: string; dttime: string };

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

/** The attendant's queue in localStorage, one key per attendant. */
export const jukirOutboxStore = (userId: number): OutboxStore<JukirItem> => localOutboxStore<JukirItem>(`jukirOutbox:${userId}`);

/** The attendant phone's queue (see `Outbox`): one entry per upload, in the order made. */
export const jukirOutbox = (store: OutboxStore<JukirItem>, sender: JukirSender, isOnline?: () => boolean): JukirOutbox =>
  new Outbox<JukirItem, AttendantResultWire>(store, { send: ([item]) => (item.kind === 'in' ? sender.checkIn(item.body) : sender.checkOut(item.body)) }, isOnline);
