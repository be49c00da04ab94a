import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addTexts, DeferredChat, EmbedAuth, EmbedBridge, LanguageStore } from '../../core';
import { embedMk } from '../../core/i18n/mk/embed';
import { GlobalClock } from '../../adapters/clock/global-clock';
import { HostChannel, waitForHost } from '../../adapters/embed/host-channel';
import { PopupSignInWindow } from '../../adapters/embed/popup-sign-in';
import { ConsoleLogger } from '../../adapters/logger/console-logger';
import { EmbedFrame } from '../../ui/embed/EmbedFrame';
import { LanguageProvider } from '../../ui/i18n';
import { embedLanguage } from './embed-language';

/**
 * The embedded chat's frame (docs/embed.md, decision 135): Oglasi's origin, inside a partner page, put there by the
 * loader (/embed/chat.js). Its own small composition root — the embed's sign-in, the bridge to the partner page and
 * the chat engine, loaded on sign-in (app/embed/chat-part.ts); no router, no session cookie, none of the marketplace's services — so that its
 * first download stays within the 90 KB budget. The dialog is a lazy chunk, loaded on first open.
 */

async function main(): Promise<void> {
  addTexts('mk', embedMk);
  const params = new URLSearchParams(location.search);
  const language = new LanguageStore(embedLanguage(params.get('lang')));
  const hostOrigin = await waitForHost();
  const logger = new ConsoleLogger('[oglasi-chat]');
  const auth = new EmbedAuth({ window: new PopupSignInWindow({ partnerOrigin: hostOrigin, language: language.current }), clock: new GlobalClock() });
  // The engine, its codec and the socket library come with sign-in, not with the launcher.
  const chat = new DeferredChat(async () => (await import('./chat-part')).createEmbedChat(auth.identity$, language), (error) => logger.warn('the chat could not load', error));
  auth.identity$.subscribe((identity) => {
    if (identity) void chat.ensure();
  });
  const bridge = new EmbedBridge({
    channel: new HostChannel(hostOrigin),
    auth,
    chat,
    lookupListing: async (id) => (await import('./listing-lookup')).lookupListing(id),
    selectLanguage: (next) => void language.select(next),
  });
  language.state$.subscribe(({ shown }) => document.documentElement.setAttribute('lang', shown));
  createRoot(document.getElementById('oglasi-chat') ?? document.body).render(
    <StrictMode>
      <LanguageProvider language={language}>
        <EmbedFrame chat={chat.engine$} auth={auth} bridge={bridge} />
      </LanguageProvider>
    </StrictMode>,
  );
  bridge.start();
}

void main();
