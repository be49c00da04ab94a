import type { Server } from 'socket.io';
import type { AppContext } from '../app-context';
import { ConversationAccess } from './access';
import { chatAuthMiddleware } from './auth';
import { sessionRoom, socketData, userRoom, type ChatContext } from './context';
import { endChatSessions, type SessionEndTarget } from './session-end';
import type { SessionEndReason } from '../../core/schemas/chat-events';
import { EventThrottle } from './event-throttle';
import { registerListEvents } from './lists';
import { MessageWriter } from './message-writer';
import { resolveChatOptions } from './options';
import { PresenceTracker } from './presence';
import { SendRateLimiter } from './rate-limiter';
import { RecentSends } from './recent-sends';
import { SharedSendLimiter } from './shared-rate-limiter';
import { SharedPresence } from '../scale/presence-store';
import { FanOutClaims } from '../scale/fan-out-claims';
import { PendingWork } from './pending-work';
import { useRedisAdapter } from '../scale/adapter';
import { registerRoomEvents } from './rooms';
import { registerSendMessage } from './send-message';
import type { ChatSession } from './session';
import { registerTypingEvents } from './typing';
import { registerUnreadEvents } from './unread';
import { coalesceWrites } from './write-coalescing';

export interface ChatServer {
  context: ChatContext;
  /**
   * Ends the open sockets of ended sign-ins, on every process, telling each why (server/chat/session-end.ts): call
   * after a logout (one session), logout everywhere, a password reset, an account deletion or a ban (the user's).
   */
  endSessions(target: SessionEndTarget, reason: SessionEndReason): void;
  /**
   * Graceful shutdown: refuses new sockets, closes this process's own (their clients reconnect, through the load
   * balancer or the cluster, to a live process), waits for sends being stored to be confirmed, and withdraws this
   * process from the shared presence.
   */
  drain(): Promise<void>;
}

const defaultLog = (error: unknown, event: string) => {
  console.error(`[chat] ${event}:`, error);
};

/**
 * The realtime chat (docs/product/chat.md) on the app's socket.io server: the handshake check, then per socket
 * the user room, presence, and the handlers of every client event. Options: `context.config.chat`
 * (tests, the benchmark) over the CHAT_* environment variables over DEFAULT_CHAT_OPTIONS.
 */
export function registerChatSocket(
  io: Server,
  context: AppContext,
  log: (error: unknown, event: string) => void = defaultLog,
): ChatServer {
  const options = resolveChatOptions(context.config.chat);
  const db = context.database.db;
  const { shared } = context;
  // Redis trouble shows as one line per kind every 10 s, not one per message.
  const sharedLog = quietLog(log, 10_000);
  const limits = { limit: options.rateLimitMessages, windowMs: options.rateWindowMs, minIntervalMs: options.minIntervalMs };
  if (shared) {
    // Rooms across processes: every emit to a room also reaches the sockets other processes hold (decision 130).
    useRedisAdapter(io, shared, (error) => sharedLog(error, 'adapter'));
  }
  const presenceStore: SharedPresence | undefined = shared
    ? new SharedPresence(shared, (): Iterable<number> => presence.localUsers(), context.config.presenceTtlMs, (error) => sharedLog(error, 'presence'))
    : undefined;
  const presence: PresenceTracker = new PresenceTracker(io, db, (error) => log(error, 'presence'), presenceStore);
  presenceStore?.start();
  const ctx: ChatContext = {
    io,
    db,
    options,
    supportEmail: context.config.supportEmail,
    presence,
    limiter: shared
      ? new SharedSendLimiter(shared, limits, (error) => sharedLog(error, 'rate limit'))
      : new SendRateLimiter({ ...limits, now: options.now }),
    writer: new MessageWriter(db, { lingerMs: options.writeLingerMs }),
    recentSends: new RecentSends(),
    fanOutClaims: new FanOutClaims(shared, (error) => sharedLog(error, 'fan-out claim'), context.config.presenceTtlMs),
    pending: new PendingWork(),
  };

  let draining = false;
  io.use((_socket, next) => (draining ? next(new Error('server shutting down')) : next()));
  io.use(chatAuthMiddleware(db, context.keys, context.config.embedOrigins));

  io.on('connection', (socket) => {
    const { userId, name, sessionKey } = socketData(socket);
    const session: ChatSession = {
      ctx,
      socket,
      userId,
      senderName: name,
      access: new ConversationAccess(db, userId, ctx.supportEmail),
      deps: { socket, throttle: new EventThrottle(options.eventsPerSecond, options.now), log },
    };
    coalesceWrites(socket);
    void socket.join([userRoom(userId), sessionRoom(sessionKey)]);
    ctx.presence.connected(userId);
    socket.on('disconnect', () => ctx.presence.disconnected(userId));

    registerListEvents(session);
    registerUnreadEvents(session);
    registerRoomEvents(session);
    registerTypingEvents(session);
    registerSendMessage(session);
  });

  const drain = async () => {
    draining = true;
    // Only this process's sockets (a plain io.disconnectSockets would reach every process through the adapter).
    io.local.disconnectSockets(true);
    await ctx.recentSends.settled();
    await ctx.pending.settled();
    ctx.fanOutClaims.stop();
    await presenceStore?.stop();
  };
  return { context: ctx, endSessions: (target, reason) => endChatSessions(io, target, reason), drain };
}

/** A log that writes at most one line per event name every `ms` (counting the ones it left out). */
function quietLog(log: (error: unknown, event: string) => void, ms: number): (error: unknown, event: string) => void {
  const last = new Map<string, { at: number; skipped: number }>();
  return (error, event) => {
    const now = Date.now();
    const seen = last.get(event);
    if (seen && now - seen.at < ms) {
      seen.skipped += 1;
      return;
    }
    last.set(event, { at: now, skipped: 0 });
    log(seen?.skipped ? `${String(error)} (and ${seen.skipped} more in ${Math.round((now - seen.at) / 1000)} s)` : error, event);
  };
}
