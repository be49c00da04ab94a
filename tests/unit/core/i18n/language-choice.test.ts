import { describe, expect, it, vi } from 'vitest';
import { of, throwError } from 'rxjs';
import {
  ACCOUNT_LANGUAGE_PATH,
  HttpFailure,
  initialLanguage,
  languageVersionPath,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_STORAGE_KEY,
  LanguageChoice,
  LanguageStore,
  parseLanguage,
  type HttpPort,
  type HttpRequest,
  type Language,
  type LanguageChoiceState,
  type PageLanguagePort,
} from '../../../../core';
import { MemoryStorage } from '../../../../adapters/storage/memory-storage';

// A file of its own: Albanian is not in memory when it starts, so the first switch really loads the chunk.

function fakePage(cookie: string | null = null) {
  const written: { name: string; value: string; maxAge: number }[] = [];
  const htmlLang: string[] = [];
  const page: PageLanguagePort = {
    readQuery: () => null,
    readCookie: () => cookie,
    writeCookie: (name, value, maxAge) => written.push({ name, value, maxAge }),
    setDocumentLanguage: (language) => htmlLang.push(language),
  };
  return { page, written, htmlLang };
}

function setup(options: { initial?: Language; signedIn?: boolean; failSave?: boolean } = {}) {
  const language = new LanguageStore(options.initial ?? 'mk');
  const { page, written, htmlLang } = fakePage();
  const storage = new MemoryStorage();
  const requests: HttpRequest[] = [];
  const http: HttpPort = {
    request: ((request: HttpRequest) => {
      requests.push(request);
      return options.failSave ? throwError(() => new HttpFailure('generalError', { status: 'error' })) : of({ status: 'success' });
    }) as HttpPort['request'],
  };
  const logger = { warn: vi.fn(), error: vi.fn() };
  const choice = new LanguageChoice({ language, page, storage, http, logger, signedIn: () => options.signedIn ?? false });
  const states: LanguageChoiceState[] = [];
  choice.state$.subscribe((state) => states.push(state));
  return { choice, language, written, htmlLang, storage, requests, logger, states };
}

describe('initialLanguage and parseLanguage', () => {
  it("takes the address's ?lang= first, then the cookie, then the stored choice, then Macedonian", () => {
    expect(initialLanguage({ query: 'sq', cookie: 'mk', stored: 'mk' })).toBe('sq');
    expect(initialLanguage({ query: 'mk', cookie: 'sq' })).toBe('mk');
    expect(initialLanguage({ query: 'de', cookie: 'sq' })).toBe('sq');
    expect(initialLanguage({ cookie: 'sq', stored: 'mk' })).toBe('sq');
    expect(initialLanguage({ cookie: null, stored: 'sq' })).toBe('sq');
    expect(initialLanguage({ cookie: 'en', stored: 'sq' })).toBe('sq');
    expect(initialLanguage({ cookie: 'xx', stored: 'yy' })).toBe('mk');
    expect(initialLanguage({})).toBe('mk');
  });

  it('a language version of a page is the plain path in Macedonian, ?lang=sq in Albanian', () => {
    expect(languageVersionPath('/oglas/golf-7-12', 'mk')).toBe('/oglas/golf-7-12');
    expect(languageVersionPath('/oglas/golf-7-12', 'sq')).toBe('/oglas/golf-7-12?lang=sq');
  });

  it('knows only mk and sq, exactly', () => {
    expect(parseLanguage('mk')).toBe('mk');
    expect(parseLanguage('sq')).toBe('sq');
    for (const other of ['SQ', 'sq-AL', ' sq', '', 'en', null, undefined, 1]) expect(parseLanguage(other)).toBeNull();
  });
});

describe('LanguageChoice', () => {
  it('on start writes the current choice back to the cookie and storage and sets <html lang>', () => {
    const { choice, written, storage, htmlLang } = setup();
    choice.start();
    expect(written).toEqual([{ name: LANGUAGE_COOKIE, value: 'mk', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS }]);
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('mk');
    expect(htmlLang).toEqual(['mk']);
  });

  it('switching to Albanian persists it, and <html lang> says sq only once the Albanian texts are shown', async () => {
    const { choice, language, written, storage, htmlLang, states } = setup();
    choice.start();
    const switching = choice.choose('sq');
    // Asked for, not yet shown: the texts are still Macedonian, and so is the document.
    expect(language.getSnapshot()).toEqual({ requested: 'sq', shown: 'mk' });
    expect(choice.getSnapshot()).toEqual({ chosen: 'sq', switching: true });
    expect(htmlLang.at(-1)).toBe('mk');
    expect(written.at(-1)).toEqual({ name: LANGUAGE_COOKIE, value: 'sq', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('sq');
    await switching;
    expect(language.current()).toBe('sq');
    expect(htmlLang.at(-1)).toBe('sq');
    expect(states.at(-1)).toEqual({ chosen: 'sq', switching: false });
    await choice.choose('mk');
    expect(htmlLang.at(-1)).toBe('mk');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('mk');
  });

  it("saves a signed-in user's change on the account, once per change", async () => {
    const { choice, requests } = setup({ signedIn: true });
    choice.start();
    await choice.choose('sq');
    await choice.choose('sq');
    expect(requests).toEqual([
      { path: ACCOUNT_LANGUAGE_PATH, method: 'PUT', payload: { language: 'sq' }, credentials: true, redirectOnUnauthenticated: false },
    ]);
  });

  it("a visitor's choice stays in the browser: no call", async () => {
    const { choice, requests, storage } = setup({ signedIn: false });
    await choice.choose('sq');
    expect(requests).toEqual([]);
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('sq');
  });

  it('an account that cannot be updated is only logged: the switch still happens', async () => {
    const { choice, language, logger } = setup({ signedIn: true, failSave: true });
    await choice.choose('sq');
    expect(language.current()).toBe('sq');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('ignores a language it does not know, and stops following the store once disposed', async () => {
    const { choice, language, written, htmlLang } = setup();
    choice.start();
    await choice.choose('en' as Language);
    expect(language.getSnapshot().requested).toBe('mk');
    expect(written).toHaveLength(1);
    choice.dispose();
    await language.select('sq');
    expect(htmlLang).toEqual(['mk']);
    await choice.choose('sq');
    expect(written).toHaveLength(1);
  });
});
