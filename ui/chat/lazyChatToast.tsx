import { lazy, Suspense, type ReactElement } from 'react';
import type { ToastRequest } from '../../core';
import type { ChatToastHandlers } from './renderChatToast';

interface ChatToastProps {
  request: ToastRequest;
  handlers: ChatToastHandlers;
}

/** The preview's code (renderChatToast, MessagePreviewToast) comes with the first chat toast, not with the first page. */
const ChatToast = lazy(async () => {
  const { renderChatToast } = await import('./renderChatToast');
  return { default: ({ request, handlers }: ChatToastProps) => <>{renderChatToast(request, handlers)}</> };
});

/**
 * The notifier's renderer for custom toasts, as the web app hands it in: only the chat's new-message previews are
 * custom toasts, and only a signed-in user with the chat loaded gets them, so their rendering is fetched with the
 * first one (a few milliseconds of a 4 s toast) and home's first download does not carry it.
 */
export function renderChatToastLater(request: ToastRequest, handlers: ChatToastHandlers): ReactElement {
  return (
    <Suspense fallback={null}>
      <ChatToast request={request} handlers={handlers} />
    </Suspense>
  );
}
