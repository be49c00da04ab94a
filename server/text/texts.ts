import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { addTexts, LANGUAGE_COOKIE, loadLanguage, parseLanguage, type Language } from '../../core';
import { accountMk } from '../../core/i18n/mk/account';
import { attributesMk } from '../../core/i18n/mk/attributes';
import { adminMk } from '../../core/i18n/mk/admin';
import { sellingMk } from '../../core/i18n/mk/selling';
import { serverMk } from '../../core/i18n/mk/server';
import { alertsMk } from '../../core/i18n/mk/alerts';
import { trustMk } from '../../core/i18n/mk/trust';
import type { Database } from '../db/schema';

/**
 * The server writes texts in both languages (issue 23, docs/decisions/121-language-of-server-texts.md): the page
 * head, e-mails, SMS, the verification status. The browser loads its catalogue in parts; the server holds all of
 * it, loaded once when the app is built (`messageText(id, lang)` then knows every id in both languages).
 */
export async function loadServerTexts(): Promise<void> {
  addTexts('mk', { ...accountMk, ...sellingMk, ...adminMk, ...serverMk, ...attributesMk, ...alertsMk, ...trustMk });
  await loadLanguage('sq');
}

/** The language cookie of a Cookie header (`oglasi_lang`, written by the client's language switch), or null. */
export function cookieLanguage(cookieHeader: string | string[] | undefined): Language | null {
  return parseLanguage(cookieValue(cookieHeader, LANGUAGE_COOKIE));
}

/** One cookie's raw value from a request's Cookie header, or null. */
export function cookieValue(cookieHeader: string | string[] | undefined, cookieName: string): string | null {
  // No Cookie header (most anonymous reads, every bench request): nothing to split.
  if (cookieHeader === undefined) return null;
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName) return value ?? null;
  }
  return null;
}

/**
 * A Cookie header for an internal read (`inject`) of data in `language`: the page's language (its `?lang=` or the
 * visitor's cookie) put first, so the API names categories and places in it (cookieLanguage takes the first), with
 * the visitor's other cookies (their session) after it.
 */
export function cookieInLanguage(language: Language, visitorCookie?: string): string {
  return `${LANGUAGE_COOKIE}=${language}${visitorCookie ? `; ${visitorCookie}` : ''}`;
}

/** The language of the person making this request: their cookie, else Macedonian (the site's language). */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return cookieLanguage(request.headers.cookie) ?? 'mk';
}

/** Who asks for a text sent to themselves (a reset link, an activation mail): their cookie, else their account's. */
export function askerLanguage(request: Pick<FastifyRequest, 'headers'>, user: { language: Language }): Language {
  return cookieLanguage(request.headers.cookie) ?? user.language;
}

/**
 * Keeps a user's language on the account — what the server writes to them when they are not the one asking (an
 * admin's verification decision). Written when they switch while signed in, at every sign-in, and at registration.
 */
export async function rememberUserLanguage(db: Kysely<Database>, user: { id: number; language?: Language }, language: Language): Promise<void> {
  if (user.language === language) return;
  await db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
}
