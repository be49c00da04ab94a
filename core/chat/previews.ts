import { truncateToastPreview } from '../format/chat';
import type { NotifierPort } from '../ports/notifier';
import type { SocketPort } from '../ports/socket';
import type { ConversationId, NewMessagePreviewPayload } from '../schemas/chat';
import { CHAT_EVENTS } from '../schemas/chat-events';
import { CHAT_TIMING } from './constants';
import { idKey } from './ids';
import { Store } from '../store/store';

export interface MessagePreview {
  readonly conversationId: ConversationId;
  readonly senderName: string;
  readonly entityName: string;
  /** Cut to 40 characters (docs/product/chat.md). */
  readonly text: string;
}

export interface PreviewState {
  /** The last preview shown as a toast (the UI's custom toast renders it). */
  readonly last: MessagePreview | null;
}

export const INITIAL_PREVIEW_STATE: PreviewState = { last: null };

/**
 * docs/product/chat.md: a new-message preview shows a toast (4 s, bottom-right, text cut to 40) to the recipient when
 * that conversation is not open and the chat is closed; clicking it sends a leave-conversation signal.
 */
export class MessagePreviews extends Store<PreviewState> {
  private readonly shown = new Set<string>();

  constructor(
    private readonly notifier: NotifierPort,
    private readonly socket: SocketPort,
    private readonly shouldShow: (conversationId: ConversationId) => boolean,
    private readonly currentUserKey: () => string,
  ) {
    super(INITIAL_PREVIEW_STATE);
  }

  /** Returns true when a toast was shown. */
  show(payload: NewMessagePreviewPayload): boolean {
    if (idKey(payload.sender_id) === this.currentUserKey()) return false;
    if (!this.shouldShow(payload.conversation_id)) return false;
    const dedupKey = payload.message_id != null ? `m${idKey(payload.message_id)}` : `c${idKey(payload.conversation_id)}:${String(payload.created_at)}:${payload.message}`;
    if (this.shown.has(dedupKey)) return false;
    this.shown.add(dedupKey);
    if (this.shown.size > 500) this.shown.delete(this.shown.values().next().value as string);
    const preview: MessagePreview = {
      conversationId: payload.conversation_id,
      senderName: payload.sender_name ?? '',
      entityName: payload.entity_name ?? '',
      text: truncateToastPreview(payload.message),
    };
    const toastId = `chat-preview-${idKey(payload.conversation_id)}`;
    this.notifier.show({
      kind: 'custom',
      text: preview.text,
      durationMs: CHAT_TIMING.previewToastMs,
      position: 'bottom-right',
      id: toastId,
      data: { ...preview },
      onClick: () => {
        this.socket.emit(CHAT_EVENTS.leave, { conversation_id: payload.conversation_id });
        this.notifier.dismiss(toastId);
      },
    });
    this.setState({ last: preview });
    return true;
  }
}
