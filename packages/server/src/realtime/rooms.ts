/** Socket.IO room of one staff user: notifications and anything addressed to them. */
export const userRoom = (userId: number) => `user:${userId}`;

/** Room of one sign-in session, so revoking it can close its connections. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** Room of every signed-in connection of this instance: announcements of changed tables. */
export const STAFF_ROOM = 'staff';
