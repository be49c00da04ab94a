import { describe, expect, it } from 'vitest';
import { initialThemePreference, parseTheme, THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS, THEME_STORAGE_KEY, ThemeChoice, type PageThemePort } from '../../../../core';
import { MemoryStorage } from '../../../../adapters/storage/memory-storage';

function fakePage(options: { cookie?: string | null; dark?: boolean } = {}) {
  let dark = options.dark ?? false;
  const listeners = new Set<() => void>();
  const written: { name: string; value: string; maxAge: number }[] = [];
  const documentThemes: Array<'light' | 'dark' | null> = [];
  const page: PageThemePort = {
    readCookie: (name) => (name === THEME_COOKIE ? (options.cookie ?? null) : null),
    writeCookie: (name, value, maxAge) => written.push({ name, value, maxAge }),
    systemPrefersDark: () => dark,
    onSystemChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDocumentTheme: (theme) => documentThemes.push(theme),
  };
  const systemTurns = (toDark: boolean) => {
    dark = toDark;
    for (const listener of listeners) listener();
  };
  return { page, written, documentThemes, systemTurns, listeners };
}

describe('the theme choice (docs/design.md, Dark mode)', () => {
  it('knows light and dark only; the cookie wins over storage, and nothing chosen follows the system', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    for (const value of ['system', 'DARK', ' dark', '', null, 1]) expect(parseTheme(value)).toBeNull();
    expect(initialThemePreference({ cookie: 'light', stored: 'dark' })).toBe('light');
    expect(initialThemePreference({ cookie: 'blue', stored: 'dark' })).toBe('dark');
    expect(initialThemePreference({})).toBe('system');
  });

  it('follows the system until the visitor chooses, and its changes while it does', () => {
    const fake = fakePage({ dark: true });
    const choice = new ThemeChoice({ page: fake.page, storage: new MemoryStorage() });
    choice.start();
    expect(choice.getSnapshot()).toEqual({ preference: 'system', shown: 'dark' });
    expect(fake.documentThemes).toEqual([null]);
    expect(fake.written).toEqual([]);
    fake.systemTurns(false);
    expect(choice.getSnapshot().shown).toBe('light');
  });

  it('a choice is shown at once, written to the cookie for a year and to storage, and no longer follows the system', () => {
    const fake = fakePage({ dark: false });
    const storage = new MemoryStorage();
    const choice = new ThemeChoice({ page: fake.page, storage });
    choice.start();
    choice.toggle();
    expect(choice.getSnapshot()).toEqual({ preference: 'dark', shown: 'dark' });
    expect(fake.documentThemes.at(-1)).toBe('dark');
    expect(fake.written).toEqual([{ name: THEME_COOKIE, value: 'dark', maxAge: THEME_COOKIE_MAX_AGE_SECONDS }]);
    expect(THEME_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
    expect(storage.get(THEME_STORAGE_KEY)).toBe('dark');
    fake.systemTurns(false);
    expect(choice.getSnapshot().shown).toBe('dark');
    choice.toggle();
    expect(choice.getSnapshot()).toEqual({ preference: 'light', shown: 'light' });
    expect(fake.documentThemes.at(-1)).toBe('light');
  });

  it('a choice kept only in storage (a cleared cookie) is applied and written back to the cookie', () => {
    const fake = fakePage({ dark: true });
    const storage = new MemoryStorage();
    storage.set(THEME_STORAGE_KEY, 'light');
    const choice = new ThemeChoice({ page: fake.page, storage });
    choice.start();
    expect(choice.getSnapshot()).toEqual({ preference: 'light', shown: 'light' });
    expect(fake.documentThemes).toEqual(['light']);
    expect(fake.written.map((cookie) => cookie.value)).toEqual(['light']);
  });

  it('stops listening to the system once disposed', () => {
    const fake = fakePage();
    const choice = new ThemeChoice({ page: fake.page, storage: new MemoryStorage() });
    choice.start();
    expect(fake.listeners.size).toBe(1);
    choice.dispose();
    expect(fake.listeners.size).toBe(0);
  });
});
