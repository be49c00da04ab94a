import type { Server } from 'socket.io';
import { CHAT_EVENTS, type SessionEndedPayload, type SessionEndReason } from '../../core/schemas/chat-events';
import { sessionRoom, userRoom } from './room-names';

/** Whose sockets end: every one of a user (logout everywhere, password reset, deletion, ban), or one sign-in's (logout). */
export type SessionEndTarget = { userId: number } | { sessionKey: string };

/**
 * Ends the open chat sockets of ended sign-ins, on every process: the handshake already refuses their tokens
 * (server/auth/tokens.ts), and this drops the sockets opened before, so nothing more is read or delivered on them.
 *
 * Each socket is told why first (`session_ended`, docs/protocol.md "Session ended"): the client then re-reads its
 * session and shows the signed-out (or banned) state instead of retrying a connection that will be refused. Both
 * steps are room broadcasts, so with REDIS_URL the adapter carries them, in order, to the processes holding the
 * sockets; engine.io flushes the notice before it closes the transport.
 */
export function endChatSessions(io: Server, target: SessionEndTarget, reason: SessionEndReason): void {
  const room = 'userId' in target ? userRoom(target.userId) : sessionRoom(target.sessionKey);
  const notice: SessionEndedPayload = { reason };
  io.to(room).emit(CHAT_EVENTS.sessionEnded, notice);
  io.in(room).disconnectSockets(true);
}
