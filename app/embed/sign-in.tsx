import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addTexts, EmbedSignIn, LanguageStore } from '../../core';
import { embedMk } from '../../core/i18n/mk/embed';
import { OpenerGrantReceiver } from '../../adapters/embed/grant-receiver';
import { fetchTokenApi } from '../../adapters/embed/token-api';
import { LanguageProvider } from '../../ui/i18n';
import { SignInWindow } from '../../ui/embed/SignInWindow';
import { embedLanguage } from './embed-language';

/**
 * The embedded chat's sign-in window (docs/embed.md, decision 135): a first-party page of Oglasi, opened by the
 * chat frame, so the Oglasi session cookie works here even where third-party cookies are blocked. It hands the chat
 * token to the frame by `postMessage` (adapters/embed/grant-receiver.ts) and closes.
 */
addTexts('mk', embedMk);
const params = new URLSearchParams(location.search);
const partnerOrigin = params.get('origin') ?? '';
const language = new LanguageStore(embedLanguage(params.get('lang')));
const signIn = new EmbedSignIn({ api: fetchTokenApi, receiver: new OpenerGrantReceiver(), partnerOrigin });
signIn.state$.subscribe(({ step }) => {
  if (step === 'done') setTimeout(() => window.close(), 600);
});
language.state$.subscribe(({ shown }) => document.documentElement.setAttribute('lang', shown));

let site = partnerOrigin;
try {
  site = new URL(partnerOrigin).host;
} catch {
  // Not an origin: the server refuses it; shown as given.
}

createRoot(document.getElementById('oglasi-sign-in') ?? document.body).render(
  <StrictMode>
    <LanguageProvider language={language}>
      <SignInWindow signIn={signIn} site={site} />
    </LanguageProvider>
  </StrictMode>,
);
void signIn.start();
