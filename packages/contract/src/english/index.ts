import type { Dictionary, Template, TranslationContext } from './types.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { LABELS } from './labels.js';
import { CHOICE_TEMPLATES, CHOICES } from './choices.js';
import { REPORT_TEMPLATES, REPORTS } from './reports.js';
import { MENU_NAMES, MENUS } from './menus.js';
import { PARKING, PARKING_TEMPLATES } from './parking.js';
import { TRANSPORT, TRANSPORT_TEMPLATES } from './transport.js';
import { MEMBER_TEMPLATES, MEMBERS } from './members.js';
import { NOTIFICATION_TEMPLATES, NOTIFICATIONS } from './notifications.js';
import { ADMIN, ADMIN_TEMPLATES } from './admin.js';
import { ARRIVAL_TEMPLATES, ARRIVALS } from './arrivals.js';
import { ALERT_TEMPLATES, ALERTS } from './alerts.js';
import { MEMBER_PUSH } from './member-push.js';

/** The English of every text the server sends, by domain; one Indonesian text has one English. */
export const ENGLISH_DICTIONARIES: Readonly<Record<string, Dictionary>> = {
  messages: MESSAGES,
  labels: LABELS,
  choices: CHOICES,
  reports: REPORTS,
  menus: MENUS,
  parking: PARKING,
  transport: TRANSPORT,
  members: MEMBERS,
  notifications: NOTIFICATIONS,
  admin: ADMIN,
  arrivals: ARRIVALS,
  alerts: ALERTS,
  memberPush: MEMBER_PUSH,
};

/** The English of texts built from pieces (a label, a count, a name). */
export const ENGLISH_TEMPLATES: readonly Template[] = [
  ...MESSAGE_TEMPLATES,
  ...CHOICE_TEMPLATES,
  ...REPORT_TEMPLATES,
  ...PARKING_TEMPLATES,
  ...TRANSPORT_TEMPLATES,
  ...MEMBER_TEMPLATES,
  ...NOTIFICATION_TEMPLATES,
  ...ADMIN_TEMPLATES,
  ...ARRIVAL_TEMPLATES,
  ...ALERT_TEMPLATES,
];

/** Where a word's English differs by context. */
export const ENGLISH_CONTEXTS: Readonly<Record<TranslationContext, Dictionary>> = { menu: MENU_NAMES };
