/**
 * A same-origin path, or null (docs/architecture.md#reliability-and-security-rules; OWASP Unvalidated Redirects): resolves the target against the
 * current origin and requires that origin back. `//evil.example`, `/\evil.example`, `https://evil.example`
 * and `javascript:` are all refused.
 */
export function sameOriginPath(target: string, origin: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  try {
    const url = new URL(target, origin);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
