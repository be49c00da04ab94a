import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Server } from 'socket.io';
import type { SharedState } from './shared';

interface Publishing {
  uid: string;
  doPublish(message: unknown): Promise<string>;
  onRawMessage(raw: { uid?: string }, offset: string): void;
}

/**
 * socket.io rooms across processes over a Redis stream (decision 130): every emit to a room is appended to
 * `<prefix>socket.io` and every process delivers it to the sockets it holds.
 *
 * socket.io's cluster adapter delivers an emit to this process's own sockets only after the append has been
 * acknowledged. While Redis is unreachable the append waits in the client's offline queue (it is sent when Redis
 * is back, and the other processes then read it from the stream), so local delivery would wait for the outage to
 * end. Meanwhile, this process's own sockets are told at once: the append stays queued, the emit does not wait.
 */
/**
 * Entries the stream keeps (approximately: XADD MAXLEN ~). The adapter's default, 10,000, is five seconds of the
 * budgeted load (1,000 users × 2 msg/s, each message an emit to two rooms) — a process paused longer than that (a
 * long GC, a busy core) would find its place trimmed away and miss emits. 200,000 entries are minutes of that load
 * and a few tens of MB of Redis memory.
 */
export const STREAM_MAX_LENGTH = 200_000;

export function useRedisAdapter(io: Server, shared: SharedState, onError: (error: unknown) => void): void {
  // onlyPlaintext: every room emit here is plain JSON (no Buffers), so the per-emit binary scan is skipped.
  io.adapter(createAdapter(shared.redis, { streamName: `${shared.prefix}socket.io`, channelPrefix: `${shared.prefix}socket.io`, maxLen: STREAM_MAX_LENGTH, onlyPlaintext: true }));
  const adapter = io.of('/').adapter as unknown as Publishing;
  // Every process reads the whole stream, its own appends included, which the cluster adapter parses and only then
  // ignores ("from self"): dropped before parsing here. Its own sockets had those emits directly.
  const onRawMessage = adapter.onRawMessage.bind(adapter);
  adapter.onRawMessage = (raw, offset) => {
    if (raw.uid !== adapter.uid) onRawMessage(raw, offset);
  };
  const publish = adapter.doPublish.bind(adapter);
  adapter.doPublish = (message) => {
    // Closed on shutdown (ioredis 'end' follows only a quit, never an outage): a presence change announced by a
    // socket closing at that moment has no stream to go to and no process that still needs it.
    if (shared.redis.status === 'end') return Promise.resolve('');
    const appended = publish(message);
    if (shared.ready()) return appended;
    appended.catch(onError);
    return Promise.resolve('');
  };
}
