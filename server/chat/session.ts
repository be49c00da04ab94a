import type { Socket } from 'socket.io';
import type { ConversationAccess } from './access';
import type { ChatContext } from './context';
import type { EventHandlerDeps } from './event-handler';

/** One connected socket's state, shared by the event modules that register its handlers. */
export interface ChatSession {
  ctx: ChatContext;
  socket: Socket;
  userId: number;
  /** The user's display name at connection time, for new_message_preview. */
  senderName: string | null;
  access: ConversationAccess;
  deps: EventHandlerDeps;
}

/** Answers the ack (when the client asked for one) with a success body. */
export function ackOk(ack: ((response: unknown) => void) | undefined, extra: object = {}): void {
  ack?.({ status: 'success', ...extra });
}
