import { messageText, type Language } from '../i18n/catalogue';

/** The name fields docs/product/accounts.md's greeting reads. */
export interface GreetingUser {
  full_name?: string | null;
  display_name?: string | null;
  user_meta?: { display_name?: string | null } | null;
}

function firstWord(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const word = value.trim().split(/\s+/u)[0];
  return word ? word : undefined;
}

/** docs/product/accounts.md greeting: the first word of display_name, then of full_name, then 'Корисник'. */
export function greetingName(user: GreetingUser | null | undefined, lang: Language = 'mk'): string {
  return (
    firstWord(user?.user_meta?.display_name) ??
    firstWord(user?.display_name) ??
    firstWord(user?.full_name) ??
    messageText('user.defaultName', lang)
  );
}

/** The name fields a public display name is made of (a seller on the listing page, a chat participant). */
export interface NamedUser {
  full_name?: string | null;
  user_meta?: { display_name?: string | null; company_name?: string | null; first_name?: string | null; last_name?: string | null } | null;
}

const clean = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * A user's public name, the same on the listing page, in the chat and on the server: display_name, else the
 * company name, else the full name, else first + last name; null when there is none (callers show their own
 * fallback, e.g. 'Anonymous' in the chat, docs/product/chat.md).
 */
export function displayName(user: NamedUser | null | undefined): string | null {
  const meta = user?.user_meta ?? {};
  const firstLast = [clean(meta.first_name), clean(meta.last_name)].filter(Boolean).join(' ');
  return clean(meta.display_name) ?? clean(meta.company_name) ?? clean(user?.full_name) ?? clean(firstLast);
}
