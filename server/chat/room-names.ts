/** The socket.io room names of the chat. */

/** Every socket of a user joins this room: events for "the user" reach all their tabs and devices. */
export const userRoom = (userId: number): string => `user:${userId}`;

/** Sockets with this conversation open (after `join`). */
export const conversationRoom = (conversationId: number): string => `conversation:${conversationId}`;

/** Every socket opened with a token of one sign-in session (server/auth/tokens.ts): a logout drops exactly these. */
export const sessionRoom = (sessionKey: string): string => `session:${sessionKey}`;
