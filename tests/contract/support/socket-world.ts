import { merge, type Observable, type Subscription } from 'rxjs';
import { decodeChatEvent, decodeCompressedEvent } from '../../../core/chat/codec/decode-payload';
import type { ChatId } from '../../../core/schemas/chat';
import { isServerChatEvent, type ServerChatEvent, type ServerChatPayload } from '../../../core/schemas/chat-events';
import type { ClockPort, SocketPort } from '../../../core/ports';
import type { FakeClock } from '../../fakes';

/**
 * What the socket contract suite needs from one implementation: two users who share a conversation about a
 * listing, their tokens, a way for the server to drop a connection, and a driver for time (virtual for the
 * in-memory implementations, real for socket.io against the real server).
 */
export interface SocketWorld {
  /** A fresh, unconnected port (each call a new client). */
  createPort(): SocketPort;
  tokens: { a: string; b: string; invalid: string };
  userIds: { a: ChatId; b: ChatId };
  /** A conversation between a and b. */
  conversationId: ChatId;
  /** The server closes this port's transport (not a deliberate disconnect: the client must reconnect). */
  dropConnection(port: SocketPort): Promise<void>;
  /** The error message the server's refusal carries. */
  refusalMessage: string;
  driver: TimeDriver;
  /** The clock the core's chat engine runs on in this world (virtual or real, matching `driver`). */
  clock: ClockPort;
  close(): Promise<void>;
}

export interface TimeDriver {
  /** Resolves once `predicate` holds (time advances virtually, or really), failing after `maxMs`. */
  until(predicate: () => boolean, what: string, maxMs?: number): Promise<void>;
  /** Lets `ms` pass (to show that something did NOT happen). */
  pass(ms: number): Promise<void>;
}

export function virtualDriver(clock: FakeClock): TimeDriver {
  return {
    async until(predicate, what, maxMs = 20_000) {
      for (let waited = 0; !predicate(); waited += 10) {
        if (waited > maxMs) throw new Error(`timed out (virtual ${maxMs} ms) waiting for ${what}`);
        await clock.advance(10);
      }
    },
    pass: (ms) => clock.advance(ms),
  };
}

export const realDriver: TimeDriver = {
  async until(predicate, what, maxMs = 15_000) {
    const started = Date.now();
    while (!predicate()) {
      if (Date.now() - started > maxMs) throw new Error(`timed out (${maxMs} ms) waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  },
  pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Every decoded payload of one server event, whether sent plainly or inside the compressed envelope. */
export class Received<E extends ServerChatEvent> {
  readonly values: Array<ServerChatPayload<E>> = [];
  readonly invalid: unknown[] = [];
  private readonly subscription: Subscription;

  constructor(port: SocketPort, readonly event: E) {
    const direct = port.on(event) as Observable<unknown>;
    this.subscription = merge(direct, port.on('compressed')).subscribe((raw) => {
      const result = decodeChatEvent(event, raw);
      if (result.ok) return void this.values.push(result.value);
      const wrapped = decodeCompressedEvent(raw);
      if (wrapped.ok && wrapped.event === event) this.values.push(wrapped.value as ServerChatPayload<E>);
      else if (!wrapped.ok || !isServerChatEvent(wrapped.event)) this.invalid.push(raw);
    });
  }

  last(): ServerChatPayload<E> | undefined {
    return this.values[this.values.length - 1];
  }

  stop(): void {
    this.subscription.unsubscribe();
  }
}
