import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALERT_MSG, alertSettingsResponse, alertSettingsWire, idParam, memberAlertList, memberAlertsQuery, memberAlertWire, messageResponse, messageResponseOf,
  oneResponseOf,
} from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { answers } from '../../../lib/http/responses.js';
import { alertSettings, saveAlertSettings } from './alert-settings.js';
import { memberAlertList as listAlerts, readAlert, readAllAlerts } from './member-alerts.service.js';

/** `/member/alerts` (the `Pemberitahuan` list) and `/member/alert-settings` (`Pengaturan Notifikasi`), the member's own only. */
export default async function memberAlertRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member'];
  const config = { access: 'member' as const };

  api.get('/member/alerts', { config, schema: { tags, querystring: memberAlertsQuery, response: answers({ 200: memberAlertList }) } }, async (req) =>
    listAlerts(app.db, currentMember(req).memberId, req.query, req.language));

  api.put('/member/alerts/read', { config, schema: { tags, response: answers({ 200: messageResponse }) } }, async (req) => {
    await readAllAlerts(app.db, currentMember(req).memberId);
    return { message: ALERT_MSG.read };
  });

  api.put('/member/alerts/:id/read', { config, schema: { tags, params: idParam, response: answers({ 200: oneResponseOf(memberAlertWire) }) } }, async (req) => ({
    data: await readAlert(app.db, currentMember(req).memberId, req.params.id, req.language),
  }));

  api.get('/member/alert-settings', { config, schema: { tags, response: answers({ 200: alertSettingsResponse }) } }, async (req) => ({
    data: await alertSettings(app.db, currentMember(req).memberId),
  }));

  api.put('/member/alert-settings', { config, schema: { tags, body: alertSettingsWire, response: answers({ 200: messageResponseOf(alertSettingsWire) }) } }, async (req) => ({
    message: ALERT_MSG.saved,
    data: await saveAlertSettings(app.db, currentMember(req).memberId, req.body),
  }));
}
