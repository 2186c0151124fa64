import type { Language } from '@halte/contract';

/** Socket.IO room of one staff user: notifications and anything addressed to them. */
export const userRoom = (userId: number) => `user:${userId}`;

/** Room of this instance's staff connections in one language: notices go to each in its own. */
export const languageRoom = (language: Language) => `language:${language}`;

/** Room of one sign-in session, so revoking it can close its connections. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** Room of every staff connection of this instance (phone apps' accounts and members are not in it). */
export const STAFF_ROOM = 'staff';

/** Room of one member's connections: only that member's conversations' events reach it. */
export const memberRoom = (memberId: number) => `member:${memberId}`;

/** Room of one member sign-in session, so revoking it can close its connections. */
export const memberSessionRoom = (sessionId: number) => `member-session:${sessionId}`;
