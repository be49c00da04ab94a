import type { Subscription } from 'rxjs';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { PageLanguagePort } from '../ports/page-language';
import type { StoragePort } from '../ports/storage';
import { portToken } from '../ports/token';
import { Store } from '../store/store';
import type { Language } from './catalogue';
import type { LanguageStore } from './language-store';

/** The cookie the server reads (server/web/page-head.ts and the texts it sends): the same name on both sides. */
export const LANGUAGE_COOKIE = 'oglasi_lang';
/** The durable storage key: the choice survives a cleared cookie. */
export const LANGUAGE_STORAGE_KEY = 'oglasi.language';
/** A year: the choice is the visitor's, not the session's. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** Where a signed-in user's choice is kept for the texts the server sends them (docs/api.md). */
export const ACCOUNT_LANGUAGE_PATH = '/api/auth/user/language';

export const LANGUAGES: readonly Language[] = ['mk', 'sq'];

/**
 * Each language's name in its own language (an autonym: a reader looks for their language in its own words, whatever
 * the interface shows now), and the switch's short label. Not catalogue texts: they never change with the language.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, { short: string; name: string }>> = {
  mk: { short: 'МК', name: 'Македонски' },
  sq: { short: 'SQ', name: 'Shqip' },
};

/** A language code the app knows, or null ('SQ ', 'sq-AL', 'en' and anything else are not). */
export function parseLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** The query parameter of a page's language version (`?lang=sq`): what `hreflang` alternates link to. */
export const LANGUAGE_QUERY = 'lang';

/**
 * The language a page is in, the same rule on the server (its head) and in the browser (the script agrees with the
 * HTML): the page address's `?lang=` first (a language version a search engine or a shared link opened), then the
 * cookie (the visitor's choice), then the stored choice (a cleared cookie: the browser only), then Macedonian.
 */
export function initialLanguage(sources: { query?: string | null; cookie?: string | null; stored?: string | null }): Language {
  return parseLanguage(sources.query) ?? parseLanguage(sources.cookie) ?? parseLanguage(sources.stored) ?? 'mk';
}

/** A page's address in `language`: Macedonian, the site's language, is the plain path; Albanian adds `?lang=sq`. */
export function languageVersionPath(pathname: string, language: Language): string {
  return language === 'mk' ? pathname : `${pathname}${pathname.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${language}`;
}

export interface LanguageChoiceState {
  /** The language asked for (the switch's pressed button). */
  readonly chosen: Language;
  /** True while its texts are being loaded (the Albanian chunk). */
  readonly switching: boolean;
}

export interface LanguageChoiceDeps {
  language: LanguageStore;
  page: PageLanguagePort;
  storage: StoragePort;
  http: HttpPort;
  logger: LoggerPort;
  /** True while a user is signed in: their account keeps the choice for e-mails and texts (decision 121). */
  signedIn: () => boolean;
}

/**
 * The rules of the language switch (issue 23): a choice is written to the cookie (for the server) and to
 * storage (for a cleared cookie), shown without a reload by the one LanguageStore, and — for a signed-in user —
 * saved on the account, so what the server sends later (a verification decision) is in it too. `<html lang>`
 * follows the language the texts are shown in, not the one asked for: it must never claim Albanian over
 * Macedonian texts while the chunk loads.
 */
export class LanguageChoice extends Store<LanguageChoiceState> {
  private watching: Subscription | null = null;

  constructor(private readonly deps: LanguageChoiceDeps) {
    const { requested, shown } = deps.language.getSnapshot();
    super({ chosen: requested, switching: requested !== shown });
  }

  /** Keeps the document's language and the cookie in step with the store from now on (the app calls it once). */
  start(): void {
    if (this.watching || this.isDisposed) return;
    // A choice found only in storage (a cleared cookie) is written back, so the server's next page agrees.
    this.remember(this.deps.language.getSnapshot().requested);
    this.watching = this.deps.language.state$.subscribe(({ requested, shown }) => {
      this.deps.page.setDocumentLanguage(shown);
      this.patch({ chosen: requested, switching: requested !== shown });
    });
  }

  /** Switches the interface to `language` (no reload); resolves once its texts are shown. */
  async choose(language: Language): Promise<void> {
    if (this.isDisposed || parseLanguage(language) === null) return;
    const changed = language !== this.deps.language.getSnapshot().requested;
    this.remember(language);
    await this.deps.language.select(language);
    if (changed && this.deps.signedIn()) this.saveOnAccount(language);
  }

  override dispose(): void {
    this.watching?.unsubscribe();
    this.watching = null;
    super.dispose();
  }

  private remember(language: Language): void {
    this.deps.page.writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
    this.deps.storage.set(LANGUAGE_STORAGE_KEY, language);
  }

  // Best effort: the cookie already carries the choice for the next request; a failure is only logged.
  private saveOnAccount(language: Language): void {
    this.deps.http.request({ path: ACCOUNT_LANGUAGE_PATH, method: 'PUT', payload: { language }, credentials: true, redirectOnUnauthenticated: false }).subscribe({
      error: (error: unknown) => this.deps.logger.warn('language: could not save the choice on the account', error),
    });
  }
}

export const LANGUAGE_CHOICE = portToken<LanguageChoice>('language-choice');
