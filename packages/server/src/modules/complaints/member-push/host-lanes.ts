/** Limits of the lanes: sends under way in all, and to one host; items waiting in all. */
export interface LaneLimits {
  concurrency: number;
  perHost: number;
  maxWaiting: number;
}

interface Lane<T> { waiting: T[]; active: number }

/**
 * Work to many hosts, each host in its own lane: at most `perHost` items of one host run at once
 * and at most `concurrency` over all, the hosts taking turns. A host that hangs holds only its
 * own slots, so the others go on. Past `maxWaiting` the oldest item of the longest lane (the
 * host that keeps everyone waiting) is dropped, so waiting work cannot fill the memory.
 */
export class HostLanes<T> {
  private lanes = new Map<string, Lane<T>>();
  private waitingCount = 0;
  private activeCount = 0;

  constructor(
    private limits: LaneLimits,
    private run: (item: T) => Promise<void>,
    private dropped: (item: T) => void,
    /** Called whenever an item ends and nothing runs or waits any more. */
    private idle: () => void,
  ) {}

  get waiting() { return this.waitingCount; }
  get active() { return this.activeCount; }

  add(host: string, item: T) {
    if (this.waitingCount >= this.limits.maxWaiting) this.dropOldest();
    let lane = this.lanes.get(host);
    if (!lane) this.lanes.set(host, (lane = { waiting: [], active: 0 }));
    lane.waiting.push(item);
    this.waitingCount += 1;
    this.pump();
  }

  private dropOldest() {
    let longest: Lane<T> | undefined;
    for (const lane of this.lanes.values()) if (!longest || lane.waiting.length > longest.waiting.length) longest = lane;
    const item = longest?.waiting.shift();
    if (item === undefined) return;
    this.waitingCount -= 1;
    this.dropped(item);
  }

  private pump() {
    let started = true;
    while (started && this.activeCount < this.limits.concurrency) {
      started = false;
      for (const [host, lane] of this.lanes) {
        if (this.activeCount >= this.limits.concurrency) break;
        if (lane.active >= this.limits.perHost || lane.waiting.length === 0) continue;
        const item = lane.waiting.shift()!;
        this.waitingCount -= 1;
        lane.active += 1;
        this.activeCount += 1;
        started = true;
        void this.run(item).catch(() => {}).finally(() => this.ended(host, lane));
      }
    }
  }

  private ended(host: string, lane: Lane<T>) {
    lane.active -= 1;
    this.activeCount -= 1;
    if (lane.active === 0 && lane.waiting.length === 0) this.lanes.delete(host);
    this.pump();
    if (this.activeCount === 0 && this.waitingCount === 0) this.idle();
  }
}
