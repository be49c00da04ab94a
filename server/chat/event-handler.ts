import type { Socket } from 'socket.io';
import type { z } from 'zod/mini';
import { ChatError, errorBody, toChatError, type ErrorBody } from './errors';
import type { EventThrottle } from './event-throttle';

export type Ack = (response: unknown) => void;

/** The generic error event for events that have no error event of their own. */
export const CHAT_ERROR_EVENT = 'chat_error';

export interface EventSpec<T> {
  event: string;
  /** One of core/schemas' client → server schemas (zod/mini). */
  schema: z.ZodMiniType<T>;
  /** Turns accepted shorthand into the schema's shape (e.g. a bare conversation id into `{ conversation_id }`). */
  normalise?: (raw: unknown) => unknown;
  /** Maps a validation failure to a more precise refusal (e.g. EMPTY_MESSAGE instead of INVALID_PAYLOAD). */
  refine?: (raw: unknown) => ChatError | undefined;
  handle: (payload: T, ack: Ack | undefined) => Promise<void>;
  /** Answers an error the event's own way; the default emits `chat_error`. The ack, when given, is always answered. */
  emitError?: (body: ErrorBody, raw: unknown) => void;
}

export interface EventHandlerDeps {
  socket: Socket;
  throttle: EventThrottle;
  log: (error: unknown, event: string) => void;
}

/**
 * Registers one event with the checks every event gets: the per-socket event budget, validation
 * of the payload with core's schema, and errors answered — never thrown. Whatever a client sends (no
 * payload, wrong types, binary, a non-function "ack"), the answer is an error and the server stays up.
 */
export function onChatEvent<T>(deps: EventHandlerDeps, spec: EventSpec<T>): void {
  const { socket, throttle, log } = deps;
  socket.on(spec.event, (...args: unknown[]) => {
    const last = args[args.length - 1];
    const ack = typeof last === 'function' ? (last as Ack) : undefined;
    const raw = ack ? (args.length > 1 ? args[0] : undefined) : args[0];

    const fail = (error: ChatError) => {
      const body = errorBody(error);
      if (spec.emitError) spec.emitError(body, raw);
      else socket.emit(CHAT_ERROR_EVENT, { event: spec.event, ...body });
      if (ack) ack(body);
    };

    if (!throttle.take()) return fail(new ChatError('TOO_MANY_EVENTS'));
    let parsed: z.core.util.SafeParseResult<T>;
    try {
      parsed = spec.schema.safeParse(spec.normalise ? spec.normalise(raw) : raw);
    } catch {
      return fail(new ChatError('INVALID_PAYLOAD'));
    }
    if (!parsed.success) return fail(spec.refine?.(raw) ?? new ChatError('INVALID_PAYLOAD'));

    const payload = parsed.data;
    inArrivalOrder(socket, () => spec.handle(payload, ack)).catch((error: unknown) => {
      const chatError = toChatError(error);
      if (chatError.code === 'SERVER_ERROR') log(error, spec.event);
      try {
        fail(chatError);
      } catch (emitFailure) {
        log(emitFailure, spec.event);
      }
    });
  });
}

/**
 * socket.io calls handlers as events arrive but does not wait for async ones, so on a pooled PostgreSQL a
 * `get_unread_count` sent right after `mark_conversation_as_read` could read before the update committed
 * (the client emits exactly that pair, docs/product/chat.md). One socket's events are therefore handled one after another,
 * in arrival order; different sockets still run in parallel.
 */
const socketChains = new WeakMap<Socket, Promise<void>>();

export function inArrivalOrder(socket: Socket, task: () => Promise<void>): Promise<void> {
  const previous = socketChains.get(socket) ?? Promise.resolve();
  const current = previous.then(task);
  socketChains.set(
    socket,
    current.catch(() => undefined),
  );
  return current;
}

/** `{ conversation_id }` from the shorthand the protocol also allows (docs/protocol.md): the bare id. */
export function conversationShorthand(raw: unknown): unknown {
  return typeof raw === 'number' || typeof raw === 'string' ? { conversation_id: raw } : raw;
}
