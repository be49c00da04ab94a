import type { ConversationId } from '../../core';
import type { ReactElement } from 'react';
import type { MessagePreview, ToastRequest } from '../../core';
import { MessagePreviewToast } from './MessagePreviewToast';

/** The engine's new-message preview travels in `ToastRequest.data` (core/chat/previews.ts). */
export function chatPreviewOf(request: ToastRequest): MessagePreview | null {
  const data = request.data;
  if (request.kind !== 'custom' || !data) return null;
  const { conversationId, senderName, entityName, text } = data;
  if ((typeof conversationId !== 'string' && typeof conversationId !== 'number') || typeof text !== 'string') return null;
  return { conversationId, senderName: typeof senderName === 'string' ? senderName : '', entityName: typeof entityName === 'string' ? entityName : '', text };
}

export interface ChatToastHandlers {
  /** Removes this toast (react-hot-toast's dismiss with its id). */
  dismiss: () => void;
  /** Opens the chat on the conversation the preview is about. */
  openConversation?: (id: ConversationId) => void;
}

/**
 * The notifier's renderer for custom toasts (app/ hands it to the react-hot-toast adapter, which may not
 * import React). A chat preview renders as MessagePreviewToast: clicking runs the engine's action (the
 * leave-conversation signal, docs/product/chat.md) and then opens that conversation. Any other custom toast is its text.
 */
export function renderChatToast(request: ToastRequest, handlers: ChatToastHandlers): ReactElement | string {
  const preview = chatPreviewOf(request);
  const onOpen = () => {
    handlers.dismiss();
    request.onClick?.();
    if (preview) handlers.openConversation?.(preview.conversationId);
  };
  if (preview) return <MessagePreviewToast senderName={preview.senderName} listingName={preview.entityName} text={request.text} onOpen={onOpen} />;
  return request.onClick ? (
    <button type="button" onClick={onOpen}>
      {request.text}
    </button>
  ) : (
    request.text
  );
}
