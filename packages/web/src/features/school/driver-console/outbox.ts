import { DRIVER_POSITIONS_MAX, type DriverPositionsBody, type IngestResultWire, type ScanBody, type ScanResultWire } from '@halte/contract';
import { Outbox, type OutboxStore, type Outcome } from '../../../ui/outbox/outbox';
import { idbOutboxStore, outboxKey } from '../../../ui/outbox/store';

type DriverPosition = DriverPositionsBody['positions'][number];

/** A scan waiting to be sent: the body carries the phone's time and its client id. */
export interface QueuedScan {
  kind: 'scan';
  client_id: string;
  trip_id: number;
  body: ScanBody & { client_id: string; dttime: string };
  attempts: number;
}

/** A GPS position waiting to be sent for its vehicle. */
export interface QueuedPosition {
  kind: 'position';
  client_id: string;
  vehicle_id: number;
  position: DriverPosition & { client_id: string };
  attempts: number;
}

export type QueuedItem = QueuedScan | QueuedPosition;

/** The two uploads, each answering or throwing an `ApiError`. */
export interface OutboxSender {
  scan(tripId: number, body: QueuedScan['body']): Promise<ScanResultWire>;
  positions(vehicleId: number, positions: DriverPosition[]): Promise<IngestResultWire>;
}

export type DriverOutbox = Outbox<QueuedItem, ScanResultWire>;
/** What became of a scan once sent (positions are told too; a scan's listener skips them). */
export type ScanOutcome = Outcome<QueuedItem, ScanResultWire>;

/** The head of the queue: one scan, or the positions of one vehicle queued one after another. */
function nextBatch(queue: readonly QueuedItem[]): QueuedItem[] {
  const [head, ...rest] = queue;
  if (head.kind === 'scan') return [head];
  const batch: QueuedItem[] = [head];
  for (const item of rest) {
    if (item.kind !== 'position' || item.vehicle_id !== head.vehicle_id || batch.length >= DRIVER_POSITIONS_MAX) break;
    batch.push(item);
  }
  return batch;
}

/** The driver's queue in IndexedDB, one queue per driver. */
export const driverOutboxStore = (userId: number): OutboxStore<QueuedItem> => idbOutboxStore<QueuedItem>(outboxKey('driver', userId));

/** The driver phone's queue of scans and positions (see `Outbox`): scans one by one, positions in batches per vehicle. */
export function driverOutbox(store: OutboxStore<QueuedItem>, sender: OutboxSender, isOnline?: () => boolean): DriverOutbox {
  return new Outbox<QueuedItem, ScanResultWire>(store, {
    batch: nextBatch,
    async send(batch) {
      const [head] = batch;
      if (head.kind === 'scan') return sender.scan(head.trip_id, head.body);
      await sender.positions(head.vehicle_id, batch.map((i) => (i as QueuedPosition).position));
      return null;
    },
  }, isOnline);
}
