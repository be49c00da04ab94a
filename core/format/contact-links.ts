/**
 * Links built from user data (phone numbers, web links). docs/architecture.md#reliability-and-security-rules: only http(s), tel:, mailto: and the
 * WhatsApp/Viber schemes we generate ourselves; anything else is dropped, never rendered as a link. YouTube links
 * are read by `youTubeVideoId` (core/validation/media.ts), the same rule the listing form validates with.
 */

/** Macedonian numbers: a national '0…' becomes '389…'; '+' and '00' prefixes are international already. */
export function internationalDigits(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  if (!/^[+(\d][\d\s()./-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = `389${digits.slice(1)}`;
  }
  return digits.length >= 6 && digits.length <= 15 ? digits : null;
}

export function telHref(raw: string | null | undefined): string | null {
  const digits = internationalDigits(raw);
  return digits ? `tel:+${digits}` : null;
}

export function whatsAppHref(raw: string | null | undefined): string | null {
  const digits = internationalDigits(raw);
  return digits ? `https://wa.me/${digits}` : null;
}

export function viberHref(raw: string | null | undefined): string | null {
  const digits = internationalDigits(raw);
  return digits ? `viber://chat?number=${encodeURIComponent(`+${digits}`)}` : null;
}

/** An http(s) URL from user data, or null (javascript:, data:, relative tricks…). */
export function safeHttpUrl(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
