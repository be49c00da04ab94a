import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { LanguageStore, messageText, type Language, type LanguageState, type MessageId, type ObservableStore } from '../core';
import { useObservableState } from './hooks/useObservableState';

const LanguageContext = createContext<Language>('mk');
const shownLanguage = (state: LanguageState) => state.shown;

/**
 * The interface language for everything below, from the core's one language source (app/ hands in the
 * container's LanguageStore, so toasts written by the core and texts rendered here agree). A bare language
 * (tests, a component shown alone) gets a store of its own. Albanian is a chunk of its own: until it is loaded
 * the texts are Macedonian, then the tree re-renders.
 */
export function LanguageProvider({ language, children }: { language: ObservableStore<LanguageState> | Language; children: ReactNode }) {
  const [own] = useState(() => (typeof language === 'string' ? new LanguageStore(language) : null));
  useEffect(() => {
    if (own && typeof language === 'string' && own.getSnapshot().requested !== language) void own.select(language);
  }, [own, language]);
  const store = typeof language === 'string' ? (own as LanguageStore) : language;
  const shown = useObservableState(store, shownLanguage);
  return <LanguageContext.Provider value={shown}>{children}</LanguageContext.Provider>;
}

/** The interface language, for core functions that take one. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Every user-visible string goes through this (DESIGN.md §4). */
export function useText(): (id: MessageId, params?: Record<string, string | number>) => string {
  const language = useContext(LanguageContext);
  return useCallback((id, params) => messageText(id, language, params), [language]);
}
