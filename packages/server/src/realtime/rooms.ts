/** Socket.IO room of one staff user: notifications and anything addressed to them. */
export const userRoom = (userId: number) => `user:${userId}`;
