export interface NotificationWire {
  intid: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  is_read: boolean;
  dtadd: string;
}
export interface NotificationList { data: NotificationWire[]; unread: number }
