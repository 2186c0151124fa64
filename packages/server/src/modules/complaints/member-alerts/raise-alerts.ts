import type { FastifyInstance } from 'fastify';
import type { AlertEvent } from './alert-event.js';
import { alertLine } from './alert-line.js';
import { storeAlerts } from './store-alerts.js';
import { tellMember, type TellMemberDeps } from './tell-member.js';

interface Raised { event: AlertEvent; now: Date }

/** What raising members' alerts uses: their store, and telling each member live and by push. */
export type AlertDeps = TellMemberDeps & Pick<FastifyInstance, 'db' | 'log'>;

/** Stores the events raised together by one statement, then tells each member of what it stored. */
const raiseTogether = alertLine<AlertDeps, Raised>(async (deps, raised) => {
  try {
    const stored = await storeAlerts(deps.db, raised.map((r) => r.event));
    const nowOf = new Map(raised.map((r) => [r.event.key, r.now]));
    for (const alert of stored) tellMember(deps, alert, nowOf.get(alert.key) ?? new Date());
  } catch (err) {
    deps.log.error({ err, keys: raised.map((r) => r.event.key) }, 'member alerts: storing failed');
  }
});

/**
 * Stores each event as the member's notice and queues its push, following the child's settings
 * and the quiet hours at `now`; a key already raised for the member does nothing. Called after
 * the event's own write has committed, never holding up the request that caused it: a failure
 * is logged, never thrown (the change that raised it stands). Events raised while a store is
 * under way are stored together by the next.
 */
export async function raiseAlerts(deps: AlertDeps, events: AlertEvent[], now: Date = new Date()): Promise<void> {
  if (events.length === 0) return;
  await raiseTogether(deps, events.map((event) => ({ event, now })));
}
