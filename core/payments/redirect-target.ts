// Any fixed origin works: a relative target is local when resolving it against this origin stays on it.
const PROBE_ORIGIN = 'https://oglasi.invalid';

/**
 * Where a card payment continues (`redirect_url` of a top-up or card purchase): the sandbox's own page on this site
 * (`/sandbox/pay/<id>`), or — for a real provider plugged into the server's port — its hosted page over https.
 * The address comes from our own server's answer to a signed-in call, never from the page's query, and still only
 * these two forms are followed: a local path that stays local however it is read ('//evil', '/\evil', control
 * characters refused), or an absolute https URL. Anything else (javascript:, data:, http:) gives null.
 */
export function paymentRedirectTarget(url: unknown): string | null {
  if (typeof url !== 'string' || url === '' || /[\s\\]/u.test(url) || hasControlCharacter(url)) return null;
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return null;
    try {
      return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN ? url : null;
    } catch {
      return null;
    }
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed.href : null;
  } catch {
    return null;
  }
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
