import { chattingMember } from '../../../i18n/chatting-member';

const MINUTE = 60_000;
const t = chattingMember.waited;

/** A wait as the inbox says it: minutes under an hour, hours and minutes under a day, then days and hours. */
export function waitedFor(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE);
  if (minutes < 1) return t.now;
  if (minutes < 60) return t.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.hours(hours, minutes % 60);
  return t.days(Math.floor(hours / 24), hours % 24);
}

/** A member waiting this long is shown as overdue. */
export const OVERDUE_MS = 15 * MINUTE;
