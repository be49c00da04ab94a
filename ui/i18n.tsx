import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { isLanguageLoaded, loadLanguage, messageText, type Language, type MessageId } from '../core';

const LanguageContext = createContext<Language>('mk');

/**
 * The interface language for everything below. A language whose catalogue is not in memory yet (Albanian is a
 * chunk of its own) is loaded first; meanwhile the texts are Macedonian, then the tree re-renders in `language`.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const [loadedLanguage, setLoadedLanguage] = useState<Language | null>(() => (isLanguageLoaded(language) ? language : null));
  useEffect(() => {
    if (isLanguageLoaded(language)) {
      setLoadedLanguage(language);
      return;
    }
    let current = true;
    loadLanguage(language).then(
      () => current && setLoadedLanguage(language),
      // The chunk could not load (offline, a new deploy): the interface stays Macedonian rather than failing.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  const shown = loadedLanguage === language ? language : 'mk';
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
