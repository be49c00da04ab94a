/**
 * The one e-mail format rule of the client and the server (the login form, registration, the API's checks).
 * A module of its own so that a screen checking the format does not download the disposable-domain blocklist.
 */
// A pragmatic address check (what people type, not all of RFC 5322): one '@', no spaces or control
// characters (nor invisible formatting or a lone surrogate: docs/api.md "Text input"), a local part of at most 64
// characters and a host name with a dot and a 2+ letter TLD.
const LOCAL_PART = /^[^\s@<>()[\]\\,;:"\p{Cc}\p{Cf}\p{Cs}]{1,64}$/u;
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
