import { ROUTES } from './routes';
import { isLoginPath, pathnameOf } from './guards';

// Any fixed origin works: a target is safe when resolving it against this origin stays on it.
const PROBE_ORIGIN = 'https://oglasi.invalid';
const MAX_DECODE_ROUNDS = 4;
const NON_PAGE_PATH = /^\/(api|socket)(\/|$)/i;
// Browsers strip tab/newline inside URLs ('/\t/evil' → '//evil') and read a backslash as '/'
// ('/\evil' → '//evil'): control characters, whitespace and backslashes are refused outright.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function hasForbiddenCharacter(text: string): boolean {
  return hasControlCharacter(text) || /[\s\\]/u.test(text);
}

/**
 * Every form the value takes while its ASCII percent-escapes are decoded repeatedly (what a router or a
 * server might do to it later); null when it is still changing after several rounds (nested encodings).
 * Only escapes below %80 are decoded: every character that could change the origin is ASCII, and this way a
 * legitimate '%' or an encoded Cyrillic query never makes the decoding fail.
 */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return null;
}

function isPlainLocalPath(form: string): boolean {
  if (!form.startsWith('/') || form.startsWith('//')) return false;
  if (hasForbiddenCharacter(form)) return false;
  try {
    return new URL(form, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function normaliseHash(hash: string | null | undefined): string | null {
  if (typeof hash !== 'string') return null;
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body === '' || hasControlCharacter(body)) return null;
  return `#${body}`;
}

/**
 * docs/product/accounts.md / docs/architecture.md#reliability-and-security-rules: where to go after login. Only a same-origin relative path is accepted, and it must
 * stay one however often it is percent-decoded; '//evil.example', '/\evil.example', 'https://…',
 * 'javascript:…', encoded and whitespace-smuggled variants, the login page itself and non-page paths
 * (/api/…, /socket) all give '/'.
 * The URL hash of the login page (`hash`) is kept, replacing any hash inside `redirectPath`.
 */
export function safeRedirectTarget(redirectPath: string | null | undefined, hash?: string | null): string {
  const target = accept(redirectPath);
  const keptHash = normaliseHash(hash);
  if (!keptHash) return target;
  const hashStart = target.indexOf('#');
  return `${hashStart === -1 ? target : target.slice(0, hashStart)}${keptHash}`;
}

function accept(redirectPath: string | null | undefined): string {
  if (typeof redirectPath !== 'string' || redirectPath === '') return ROUTES.home;
  const forms = decodedForms(redirectPath);
  if (!forms || !forms.every(isPlainLocalPath)) return ROUTES.home;
  // Going back to the login page after logging in would show the form again: not a useful target.
  if (forms.some((form) => isLoginPath(form))) return ROUTES.home;
  // Never a page: an API call or the socket. A crafted link must not make a fresh login fire a GET such as
  // /api/auth/user/logout.
  if (forms.some((form) => NON_PAGE_PATH.test(pathnameOf(form)))) return ROUTES.home;
  return redirectPath;
}
