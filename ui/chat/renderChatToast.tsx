import type { ReactNode } from 'react';
import type { ToastRequest } from '../../core';
import { MessagePreviewToast } from './MessagePreviewToast';
import type { PartnerView } from './viewTypes';

/**
 * What the chat engine puts in `ToastRequest.data` for a new-message preview (SPEC §4): the sender. The text
 * (already cut to 40 characters), the 4 s duration, the bottom-right position and the click action
 * (leave-conversation, then open) are the request's own fields.
 */
export interface ChatPreviewToastData {
  chatPreview: true;
  partnerName?: string | null;
  partnerInitials?: string | null;
  partnerAvatarUrl?: string | null;
}

export function isChatPreviewToast(request: ToastRequest): boolean {
  return request.kind === 'custom' && request.data?.chatPreview === true;
}

function partnerOf(data: Record<string, unknown> | undefined): PartnerView {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(data?.partnerName), initials: text(data?.partnerInitials), avatarUrl: text(data?.partnerAvatarUrl) || null };
}

/**
 * The notifier's renderer for custom toasts (app/ hands it to the react-hot-toast adapter, which may not
 * import React). A chat preview renders as MessagePreviewToast; any other custom toast as a clickable text.
 */
export function renderChatToast(request: ToastRequest, dismiss: () => void): ReactNode {
  const onOpen = () => {
    dismiss();
    request.onClick?.();
  };
  if (isChatPreviewToast(request)) return <MessagePreviewToast partner={partnerOf(request.data)} text={request.text} onOpen={onOpen} />;
  return request.onClick ? (
    <button type="button" onClick={onOpen}>
      {request.text}
    </button>
  ) : (
    request.text
  );
}
