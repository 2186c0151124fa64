import type { FastifyInstance } from 'fastify';
import { ALERT_MSG, MEMBER_ALERTS_API } from '@halte/contract';
import { currentMember } from '../../../auth/guard.js';
import { route } from '../../../lib/http/route.js';
import { alertSettings, saveAlertSettings } from './alert-settings.js';
import { memberAlertList as listAlerts, readAlert, readAllAlerts } from './member-alerts.service.js';

/** `/member/alerts` (the `Pemberitahuan` list) and `/member/alert-settings` (`Pengaturan Notifikasi`), the member's own only. */
export default async function memberAlertRoutes(app: FastifyInstance) {
  route(app, MEMBER_ALERTS_API.list, async (req) => listAlerts(app.db, currentMember(req).memberId, req.query, req.language));

  route(app, MEMBER_ALERTS_API.readAll, async (req) => {
    await readAllAlerts(app.db, currentMember(req).memberId);
    return { message: ALERT_MSG.read };
  });

  route(app, MEMBER_ALERTS_API.read, async (req) => ({
    data: await readAlert(app.db, currentMember(req).memberId, req.params.id, req.language),
  }));

  route(app, MEMBER_ALERTS_API.settings, async (req) => ({
    data: await alertSettings(app.db, currentMember(req).memberId),
  }));

  route(app, MEMBER_ALERTS_API.saveSettings, async (req) => ({
    message: ALERT_MSG.saved,
    data: await saveAlertSettings(app.db, currentMember(req).memberId, req.body),
  }));
}
