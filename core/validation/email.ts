import blocklist from 'disposable-email-domains-js/dist/dict/disposable_email_blocklist.json';
import type { MessageId } from '../i18n/catalogue';

// A pragmatic address check (what people type, not all of RFC 5322): one '@', no spaces or control
// characters, a local part of at most 64 characters and a host name with a dot and a 2+ letter TLD.
const LOCAL_PART = /^[^\s@<>()[\]\\,;:"]{1,64}$/u;
const HOST = /^(?=.{4,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

/** The lowercased domain of an address, or null when it has none. */
export function emailDomain(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const at = email.trim().lastIndexOf('@');
  return at > 0 ? email.trim().slice(at + 1).toLowerCase() : null;
}

export function isValidEmailFormat(email: string | null | undefined): boolean {
  if (typeof email !== 'string') return false;
  const trimmed = email.trim();
  const at = trimmed.indexOf('@');
  if (at < 1 || at !== trimmed.lastIndexOf('@')) return false;
  const local = trimmed.slice(0, at);
  return LOCAL_PART.test(local) && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..') && HOST.test(trimmed.slice(at + 1));
}

// Built on first use, so that importing core does not pay for ~9k domains until a check runs.
let disposableDomains: ReadonlySet<string> | undefined;

/**
 * SPEC §5: disposable or temporary addresses are refused. The list is the community-maintained
 * disposable-email-domains blocklist (npm `disposable-email-domains-js`); subdomains of a listed domain
 * count too ('x.mailinator.com').
 */
export function isDisposableEmail(email: string | null | undefined): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  disposableDomains ??= new Set(blocklist as string[]);
  const labels = domain.split('.');
  for (let index = 0; index < labels.length - 1; index += 1) {
    if (disposableDomains.has(labels.slice(index).join('.'))) return true;
  }
  return false;
}

/** SPEC §5 email: 'invalidEmail' for a malformed address, 'disposableEmailNotAllowed' for a temporary one. */
export function validateEmail(email: string | null | undefined): MessageId | null {
  if (!isValidEmailFormat(email)) return 'invalidEmail';
  if (isDisposableEmail(email)) return 'disposableEmailNotAllowed';
  return null;
}
