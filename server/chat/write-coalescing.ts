import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';

/** The parts of engine.io's socket and of its websocket transport (ws) this module relies on. */
interface EngineConnection {
  flush?: () => void;
  transport?: { name?: string; socket?: { _socket?: NetSocket } };
}

/**
 * Sends what the server emits to one socket within one tick as ONE TCP write instead of one per event.
 *
 * A chat message makes several events for the same socket at once (message_delivered + new_message for the
 * sender; new_message + new_message_preview + unread_count for the recipient). engine.io writes the first
 * at once and each later one as its own WebSocket frame, and ws writes every frame with its own syscall —
 * on this machine's virtualised network stack the largest single item of the server's CPU per message.
 * Here engine.io's flush of a socket is deferred to the end of the current tick (process.nextTick: after
 * the handlers' promise continuations already queued, so a whole batch's fan-out is in it) and the TCP
 * socket is corked while the frames are written, so the kernel gets them in one writev. Order and content
 * of the frames are unchanged; the delay is microseconds.
 *
 * This reaches into engine.io's `flush` and ws's `_socket` (engine.io 6, ws 8; tests/server/chat checks it
 * still applies). When either is missing — another transport, another version — it changes nothing and
 * returns false: events are then sent exactly as before, one write each.
 */
export function coalesceWrites(socket: Socket): boolean {
  const connection = socket.conn as unknown as EngineConnection;
  const flush = connection.flush;
  const tcp = connection.transport?.socket?._socket;
  if (connection.transport?.name !== 'websocket' || typeof flush !== 'function' || !tcp || typeof tcp.cork !== 'function') return false;
  let scheduled = false;
  const flushCorked = () => {
    scheduled = false;
    if (tcp.destroyed) return void flush.call(connection);
    tcp.cork();
    try {
      flush.call(connection);
    } finally {
      tcp.uncork();
    }
  };
  connection.flush = () => {
    if (scheduled) return;
    scheduled = true;
    process.nextTick(flushCorked);
  };
  return true;
}
