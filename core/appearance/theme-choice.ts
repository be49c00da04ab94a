import type { PageThemePort } from '../ports/page-theme';
import type { StoragePort } from '../ports/storage';
import { portToken } from '../ports/token';
import { Store } from '../store/store';

/** What a visitor chose: a theme, or to follow their system's setting (the default). */
export type ThemePreference = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

/** The cookie the server reads (server/web/serve-client.ts): the same name on both sides. */
export const THEME_COOKIE = 'oglasi_theme';
/** The durable storage key: the choice survives a cleared cookie, like the language's. */
export const THEME_STORAGE_KEY = 'oglasi.theme';
/** A year: the choice is the visitor's, not the session's. */
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A chosen theme the app knows, or null (anything else, including 'system', means: follow the system). */
export function parseTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The cookie first (what the server painted), then storage (a cleared cookie), then the system. */
export function initialThemePreference(sources: { cookie?: string | null; stored?: string | null }): ThemePreference {
  return parseTheme(sources.cookie) ?? parseTheme(sources.stored) ?? 'system';
}

export interface ThemeChoiceState {
  readonly preference: ThemePreference;
  /** The theme on screen now: the chosen one, or the system's. */
  readonly shown: Theme;
}

export interface ThemeChoiceDeps {
  page: PageThemePort;
  storage: StoragePort;
}

/**
 * The dark-mode switch (docs/design.md, Dark mode): the system's setting until the visitor chooses; a choice is
 * written to the cookie (the server paints the next page in it) and to storage, and shown at once through
 * `data-theme` — the tokens' dark block (app/web/tokens.css) does the rest.
 */
export class ThemeChoice extends Store<ThemeChoiceState> {
  private stopListening: (() => void) | null = null;

  constructor(private readonly deps: ThemeChoiceDeps) {
    const preference = initialThemePreference({ cookie: deps.page.readCookie(THEME_COOKIE), stored: deps.storage.get(THEME_STORAGE_KEY) });
    super({ preference, shown: ThemeChoice.resolve(preference, deps.page) });
  }

  private static resolve(preference: ThemePreference, page: PageThemePort): Theme {
    if (preference !== 'system') return preference;
    return page.systemPrefersDark() ? 'dark' : 'light';
  }

  /** Applies the preference to the document and follows the system's changes while it is 'system' (called once). */
  start(): void {
    if (this.stopListening || this.isDisposed) return;
    const { preference } = this.getSnapshot();
    if (preference !== 'system') this.remember(preference);
    this.deps.page.setDocumentTheme(preference === 'system' ? null : preference);
    this.stopListening = this.deps.page.onSystemChange(() => {
      const current = this.getSnapshot().preference;
      if (current === 'system') this.patch({ shown: ThemeChoice.resolve(current, this.deps.page) });
    });
  }

  /** Shows `theme` now and keeps it for the next visits. */
  choose(theme: Theme): void {
    if (this.isDisposed || parseTheme(theme) === null) return;
    this.remember(theme);
    this.deps.page.setDocumentTheme(theme);
    this.patch({ preference: theme, shown: theme });
  }

  /** The switch's one button: the other theme than the one on screen. */
  toggle(): void {
    this.choose(this.getSnapshot().shown === 'dark' ? 'light' : 'dark');
  }

  override dispose(): void {
    this.stopListening?.();
    this.stopListening = null;
    super.dispose();
  }

  private remember(theme: Theme): void {
    this.deps.page.writeCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE_SECONDS);
    this.deps.storage.set(THEME_STORAGE_KEY, theme);
  }
}

export const THEME_CHOICE = portToken<ThemeChoice>('theme-choice');
