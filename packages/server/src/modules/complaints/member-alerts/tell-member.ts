import type { FastifyInstance } from 'fastify';
import { languageOf } from '@halte/contract';
import { toAlertWire } from './alert-wire.js';
import { pushedAt } from './quiet-hours.js';
import type { StoredAlert } from './store-alerts.js';

export type TellMemberDeps = Pick<FastifyInstance, 'config' | 'memberAlerts' | 'push'>;

/**
 * Tells the member of a notice just stored, in the member's language (the one chosen, else the
 * server's default): live to the member's open `/warga`, and as a push to the member's phones
 * unless it is the quiet hours at `now`.
 */
export function tellMember({ config, memberAlerts, push }: TellMemberDeps, alert: StoredAlert, now: Date) {
  const wire = toAlertWire({ ...alert, readAt: null }, languageOf(alert.language) ?? config.defaultLanguage);
  memberAlerts.push(alert.memberId, wire);
  if (!pushedAt(alert.kind, now, config.timeZone)) return;
  push.enqueue(alert.memberId, { kind: alert.kind, title: wire.vcjudul, body: wire.vcisi, url: alert.url, tag: alert.key });
}
