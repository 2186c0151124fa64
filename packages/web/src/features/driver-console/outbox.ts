import { DRIVER_POSITIONS_MAX, type DriverPositionsBody, type IngestResultWire, type ScanBody, type ScanResultWire } from '@halte/contract';
import { ApiError } from '../../api/client';

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

/** Where the queue is kept between page loads. */
export interface OutboxStore {
  read(): QueuedItem[];
  write(items: QueuedItem[]): void;
}

/** The two uploads, each answering or throwing an `ApiError`. */
export interface OutboxSender {
  scan(tripId: number, body: QueuedScan['body']): Promise<ScanResultWire>;
  positions(vehicleId: number, positions: DriverPosition[]): Promise<IngestResultWire>;
}

export interface OutboxState {
  readonly items: readonly QueuedItem[];
  readonly sending: boolean;
}

/** What became of a scan once sent: the server's answer, or its refusal (the scan is dropped). */
export type ScanOutcome = { item: QueuedScan; result: ScanResultWire } | { item: QueuedScan; refused: string };

/**
 * A failure worth trying again later: no answer, the server busy or broken, the session
 * ended (the queue waits for the same driver to sign in again). Any other refusal is final.
 */
export const isRetryable = (err: unknown) =>
  !(err instanceof ApiError) || err.status === 0 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500;

/**
 * The phone's queue of scans and positions: kept in storage, uploaded in the order they were
 * made, each exactly once by its client id. A batch that cannot be sent now stays at the head
 * (nothing after it overtakes it: a student's `out` never arrives before their `in`).
 */
export class Outbox {
  private listeners = new Set<() => void>();
  private outcomeListeners = new Set<(o: ScanOutcome) => void>();
  private running: Promise<void> | null = null;
  private state: OutboxState;

  constructor(
    private readonly store: OutboxStore,
    private readonly sender: OutboxSender,
    private readonly isOnline: () => boolean = () => true,
  ) {
    this.state = { items: store.read(), sending: false };
  }

  /** What is queued and whether an upload is under way (a stable object between changes). */
  getState = (): OutboxState => this.state;

  /** Queues an item; one whose client id is already queued is ignored (false). */
  add(item: QueuedItem): boolean {
    const items = this.store.read();
    if (items.some((i) => i.client_id === item.client_id)) return false;
    this.save([...items, item]);
    return true;
  }

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };

  onScanOutcome(fn: (o: ScanOutcome) => void) {
    this.outcomeListeners.add(fn);
    return () => void this.outcomeListeners.delete(fn);
  }

  /** Sends what is queued; one flush at a time (a second call waits for the one under way). */
  flush(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
      this.setSending(false);
    });
    return this.running;
  }

  private async drain() {
    while (this.isOnline()) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      this.setSending(true);
      try {
        const result = await this.send(batch);
        this.remove(batch);
        if (result) this.tell({ item: batch[0] as QueuedScan, result });
      } catch (err) {
        if (isRetryable(err)) {
          this.countAttempt(batch);
          return;
        }
        this.remove(batch);
        const message = err instanceof Error ? err.message : String(err);
        for (const item of batch) if (item.kind === 'scan') this.tell({ item, refused: message });
      }
    }
  }

  /** The head of the queue: one scan, or the positions of one vehicle queued one after another. */
  private nextBatch(): QueuedItem[] {
    const [head, ...rest] = this.store.read();
    if (!head || head.kind === 'scan') return head ? [head] : [];
    const batch: QueuedItem[] = [head];
    for (const item of rest) {
      if (item.kind !== 'position' || item.vehicle_id !== head.vehicle_id || batch.length >= DRIVER_POSITIONS_MAX) break;
      batch.push(item);
    }
    return batch;
  }

  private async send(batch: QueuedItem[]): Promise<ScanResultWire | null> {
    const [head] = batch;
    if (head.kind === 'scan') return this.sender.scan(head.trip_id, head.body);
    await this.sender.positions(head.vehicle_id, batch.map((i) => (i as QueuedPosition).position));
    return null;
  }

  private remove(batch: QueuedItem[]) {
    const sent = new Set(batch.map((i) => i.client_id));
    this.save(this.store.read().filter((i) => !sent.has(i.client_id)));
  }

  private countAttempt(batch: QueuedItem[]) {
    const tried = new Set(batch.map((i) => i.client_id));
    this.save(this.store.read().map((i) => (tried.has(i.client_id) ? { ...i, attempts: i.attempts + 1 } : i)));
  }

  private tell(outcome: ScanOutcome) {
    this.outcomeListeners.forEach((fn) => fn(outcome));
  }

  private setSending(sending: boolean) {
    if (this.state.sending !== sending) this.update({ ...this.state, sending });
  }

  private save(items: QueuedItem[]) {
    this.store.write(items);
    this.update({ ...this.state, items });
  }

  private update(state: OutboxState) {
    this.state = state;
    this.listeners.forEach((fn) => fn());
  }
}
