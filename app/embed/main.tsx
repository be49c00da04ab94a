import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LANGUAGE, NOTIFIER_PORT, SESSION, type ConversationId, type ListingForChat } from '../../core';
import { ChatHost } from '../../ui/chat/ChatRoot';
import { EmbedLauncher } from '../../ui/chat/EmbedLauncher';
import { renderChatToast } from '../../ui/chat/renderChatToast';
import { LanguageProvider } from '../../ui/i18n';
import { ServicesProvider, type UiServices } from '../../ui/services';
import { Toasts } from '../../ui/shell/Toasts';
import { chatFeature } from '../features/chat';
import { installFeature } from '../feature';
import { createContainer, resolve } from '../container';
import { embedLanguage } from './embed-language';
import { createUiServices } from '../web/services';

/**
 * The embeddable chat (docs/embed.md): a second entry that mounts the Oglasi chat — launcher, dialog and
 * new-message toasts — into any page. It has its own composition root (the same container as the web app)
 * and no router: the host page owns navigation.
 */

/** What a host page can do with the chat (window.OglasiChat). */
export interface OglasiChatApi {
  open(): void;
  close(): void;
  openConversation(id: ConversationId): void;
  openSupport(): boolean;
  startWithSeller(listing: ListingForChat): boolean;
}

declare global {
  interface Window {
    OglasiChat?: OglasiChatApi;
  }
}

export function mountOglasiChat(target: HTMLElement): OglasiChatApi {
  let services: UiServices | null = null;
  const engine = () => services?.chat ?? null;
  const container = createContainer({
    language: embedLanguage(target),
    renderToast: (request, id) =>
      renderChatToast(request, {
        dismiss: () => resolve(container, NOTIFIER_PORT).dismiss(id),
        openConversation: (conversationId) => api.openConversation(conversationId),
      }),
  });
  // The embed is the chat: its engine is bound up front (the web app loads it on sign-in instead).
  services = { ...createUiServices(container), chat: installFeature(container, chatFeature) };
  void resolve(container, SESSION).start();

  const api: OglasiChatApi = {
    open: () => engine()?.open(),
    close: () => engine()?.close(),
    openConversation: (id) => {
      engine()?.open();
      engine()?.select(id);
    },
    openSupport: () => engine()?.openSupport() ?? false,
    startWithSeller: (listing) => engine()?.startWithSeller(listing) ?? false,
  };

  createRoot(target).render(
    <StrictMode>
      <LanguageProvider language={resolve(container, LANGUAGE)}>
        <ServicesProvider services={services}>
          <ChatHost>
            <EmbedLauncher />
          </ChatHost>
          <Toasts />
        </ServicesProvider>
      </LanguageProvider>
    </StrictMode>,
  );
  return api;
}

const host = document.querySelector<HTMLElement>('[data-oglasi-chat]') ?? document.body.appendChild(document.createElement('div'));
window.OglasiChat = mountOglasiChat(host);
window.dispatchEvent(new CustomEvent('oglasi-chat:ready'));
