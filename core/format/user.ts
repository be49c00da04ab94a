import { messageText, type Language } from '../i18n/catalogue';

/** The name fields SPEC §2's greeting reads. */
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

/** SPEC §2 greeting: the first word of display_name, then of full_name, then 'Корисник'. */
export function greetingName(user: GreetingUser | null | undefined, lang: Language = 'mk'): string {
  return (
    firstWord(user?.user_meta?.display_name) ??
    firstWord(user?.display_name) ??
    firstWord(user?.full_name) ??
    messageText('user.defaultName', lang)
  );
}
