import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { messageText, type Language, type LanguageState, type MessageId, type ObservableStore } from '../core';
import { useObservableState } from './hooks/useObservableState';

const LanguageContext = createContext<Language>('mk');
const shownLanguage = (state: LanguageState) => state.shown;

/**
 * The interface language for everything below, from the core's one language source (app/ hands in the
 * container's LanguageStore, so toasts written by the core and texts rendered here agree). Albanian is a chunk
 * of its own: until it is loaded the texts are Macedonian, then the tree re-renders.
 */
export function LanguageProvider({ language, children }: { language: ObservableStore<LanguageState>; children: ReactNode }) {
  const shown = useObservableState(language, shownLanguage);
  return <LanguageContext.Provider value={shown}>{children}</LanguageContext.Provider>;
}

/** The interface language, for core functions that take one. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Every user-visible string goes through this (docs/architecture.md#the-ui-layer). */
export function useText(): (id: MessageId, params?: Record<string, string | number>) => string {
  const language = useContext(LanguageContext);
  return useCallback((id, params) => messageText(id, language, params), [language]);
}
