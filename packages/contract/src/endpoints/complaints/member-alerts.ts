import { endpoint } from '../../endpoint.js';
import { idParam } from '../../fields.js';
import { alertSettingsResponse, alertSettingsWire, memberAlertList, memberAlertsQuery, memberAlertWire } from '../../member-alerts.js';
import { messageResponse, messageResponseOf, oneResponseOf } from '../../responses.js';

const tags = ['member'];
const access = 'member';

/** `/member/alerts` (the `Pemberitahuan` list) and `/member/alert-settings` (`Pengaturan Notifikasi`), the member's own only. */
export const MEMBER_ALERTS_API = {
  list: endpoint({ method: 'GET', path: '/member/alerts', tags, access, query: memberAlertsQuery, answers: { 200: memberAlertList } }),
  readAll: endpoint({ method: 'PUT', path: '/member/alerts/read', tags, access, answers: { 200: messageResponse } }),
  read: endpoint({ method: 'PUT', path: '/member/alerts/:id/read', tags, access, params: idParam, answers: { 200: oneResponseOf(memberAlertWire) } }),
  settings: endpoint({ method: 'GET', path: '/member/alert-settings', tags, access, answers: { 200: alertSettingsResponse } }),
  saveSettings: endpoint({ method: 'PUT', path: '/member/alert-settings', tags, access, body: alertSettingsWire, answers: { 200: messageResponseOf(alertSettingsWire) } }),
};
