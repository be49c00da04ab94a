import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { messageText, type Language, type MessageId } from '../core';

const LanguageContext = createContext<Language>('mk');

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
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
