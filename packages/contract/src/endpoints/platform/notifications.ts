import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { notificationList } from '../../notifications.js';
import { messageResponse } from '../../responses.js';

const tags = ['notification'];

/** A staff user's notifications: the latest, and marking them all read. */
export const NOTIFICATIONS_API = {
  list: endpoint({
    method: 'GET', path: '/notifications', tags, access: 'staff', query: z.object({ limit: z.coerce.number().int().min(1).max(100).optional().default(30) }),
    answers: { 200: notificationList },
  }),
  readAll: endpoint({ method: 'POST', path: '/notifications/read-all', tags, access: 'staff', answers: { 200: messageResponse } }),
};
