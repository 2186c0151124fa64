import { z } from 'zod';

export const notificationWire = z
  .object({
    intid: z.number().int(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    is_read: z.boolean(),
    dtadd: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationWire = z.infer<typeof notificationWire>;
/** `GET /notifications`: the latest ones and how many are unread in all. */
export const notificationList = z.object({ data: z.array(notificationWire), unread: z.number().int() }).meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationList>;
