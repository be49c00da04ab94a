/**
 * Links built from user data (phone numbers, web links). docs/architecture.md#reliability-and-security-rules: only http(s), tel:, mailto: and the
 * WhatsApp/Viber schemes we generate ourselves; anything else is dropped, never rendered as a link. YouTube links
 * are read by `youTubeVideoId` (core/validation/media.ts), the same rule the listing form validates with.
 */

import { internationalDigits } from '../validation/phone';

// The phone rule lives in core/validation/phone.ts; re-exported for the links' long-standing callers.
export { internationalDigits };

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

