import { findLinks, OWN_DOMAINS, type FoundLink } from './links';

/**
 * The warning rules (docs/product/trust.md "Warnings where scams happen"): which risky patterns a chat message
 * shows. Shared by the client (the receiver's inline notice) and the server (the counters moderators watch).
 * A rule only informs: no message is altered or held because of it.
 *
 * Texts are matched in Macedonian (Cyrillic and Latin transliteration), Albanian and the English words scams use,
 * after lower-casing and removing Latin diacritics (ë → e, č → c), so "pagesë" and "pagese" match alike.
 */
export const SAFETY_RULES = ['card_details', 'advance_payment', 'courier_link', 'foreign_link', 'foreign_phone'] as const;
export type SafetyRule = (typeof SAFETY_RULES)[number];

/** Each rule's one sentence of advice in the catalogue (mk/sq `trust.*`). */
export const SAFETY_NOTICE_TEXT = {
  card_details: 'trust.notice.card_details',
  advance_payment: 'trust.notice.advance_payment',
  courier_link: 'trust.notice.courier_link',
  foreign_link: 'trust.notice.foreign_link',
  foreign_phone: 'trust.notice.foreign_phone',
} as const satisfies Record<SafetyRule, string>;

export interface SafetyAssessment {
  /** The rules that fired, in SAFETY_RULES order (most serious first); empty for an ordinary message. */
  readonly rules: readonly SafetyRule[];
  /** The rule whose advice the notice shows, or null. */
  readonly notice: SafetyRule | null;
  readonly links: readonly FoundLink[];
}

/** Lower case, Latin diacritics removed (Cyrillic letters kept: й, ќ, ѓ stay themselves). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

// Word edges for every script (`\b` knows only ASCII letters).
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;

const CARD = [
  // mk Cyrillic / Latin
  String.raw`(?:број|бројот)\s+(?:на|од)\s+(?:вашата\s+|твојата\s+)?(?:картичка|картичката|картица)`,
  String.raw`податоци(?:те)?\s+(?:од|на|за)\s+(?:вашата\s+|твојата\s+)?(?:картичка|картичката)`,
  String.raw`(?:broj|brojot)\s+(?:na|od)\s+(?:vasata\s+|tvojata\s+)?(?:karti[cč]?ka|kartichka|karticata|kartickata|kartichkata)`,
  String.raw`podatoci(?:te)?\s+(?:od|na|za)\s+(?:vasata\s+|vashata\s+|tvojata\s+)?(?:karti[cč]?ka|kartichka|kartickata|kartichkata)`,
  // sq
  String.raw`numr(?:i|in)\s+e?\s*(?:kartes|karteles|kartelës|kartës)`,
  String.raw`(?:te\s+)?dhenat\s+e\s+(?:kartes|karteles)`,
  // any language
  String.raw`${B}cvv2?${E}`,
  String.raw`${B}cvc${E}`,
  String.raw`${B}pin\s*(?:код|kod|kodi|code)?\s+(?:од|na|od|e|of)\s+(?:картичка|karti|kartes|card)`,
  String.raw`card\s+(?:number|details)`,
  String.raw`(?:датум|rok)\s+на\s+(?:важност|истекување)`,
];

const ADVANCE = [
  // mk Cyrillic
  String.raw`(?:уплат\p{L}*|плат\p{L}*|плаќање|префрл\p{L}*|исплат\p{L}*)\s+(?:\S+\s+){0,3}однапред`,
  String.raw`однапред\s+(?:\S+\s+){0,2}(?:уплат\p{L}*|плат\p{L}*|плаќање|пари|пратете)`,
  String.raw`${B}аванс\p{L}*`,
  String.raw`${B}капар\p{L}*`,
  String.raw`${B}депозит\p{L}*`,
  String.raw`уплат\p{L}*\s+(?:\S+\s+){0,2}(?:на\s+)?(?:сметка|western|moneygram|paypal|revolut)`,
  // mk Latin
  String.raw`(?:uplat\p{L}*|plat\p{L}*|plakjanje|plakanje|placanje|prefrl\p{L}*)\s+(?:\S+\s+){0,3}odnapred`,
  String.raw`odnapred\s+(?:\S+\s+){0,2}(?:uplat\p{L}*|plat\p{L}*|plakjanje|plakanje|pari)`,
  String.raw`${B}avans\p{L}*`,
  String.raw`${B}kapar\p{L}*`,
  String.raw`${B}depozit\p{L}*`,
  // sq
  String.raw`(?:pagese|pagesen|paguaj|paguani|paguash|paguar)\s+(?:\S+\s+){0,2}(?:paraprak\p{L}*|perpara|para\s+dorezimit)`,
  String.raw`${B}parapag\p{L}*`,
  String.raw`${B}paraprakisht${E}`,
  // money transfer services
  String.raw`western\s*union`,
  String.raw`money\s*gram`,
  String.raw`(?:pay|payment)\s+(?:in\s+)?advance`,
];

const COURIER_WORDS = String.raw`${B}(?:курир\p{L}*|достав\p{L}*|пратк\p{L}*|пошт\p{L}*|kurir\p{L}*|dostav\p{L}*|pratk\p{L}*|posta\p{L}*|korrier\p{L}*|dergese\p{L}*|dergim\p{L}*|delivery|courier|shipping|dhl|fedex|ups|gls|inpost|cargo)${E}`;
const COURIER_DOMAIN = /(?:dhl|fedex|ups|gls|post|posta|poshta|cargo|kurir|courier|delivery|dostava|shipping|track|parcel|inpost)/;

const CARD_PATTERN = new RegExp(CARD.join('|'), 'u');
const ADVANCE_PATTERN = new RegExp(ADVANCE.join('|'), 'u');
const COURIER_PATTERN = new RegExp(COURIER_WORDS, 'u');
// +NNN… or 00NNN…: an international number; 389 is North Macedonia's country code.
const INTERNATIONAL_PHONE = /(?:^|[^\p{L}\p{N}+])(?:\+|00)\s?(\d(?:[\s\-./()]?\d){7,14})(?!\d)/gu;
const HOME_COUNTRY_CODE = '389';

function hasForeignPhone(text: string): boolean {
  for (const match of text.matchAll(INTERNATIONAL_PHONE)) {
    const digits = (match[1] ?? '').replace(/\D/g, '');
    if (digits.length >= 8 && !digits.startsWith(HOME_COUNTRY_CODE)) return true;
  }
  return false;
}

/** The rules a message trips. `ownDomains` adds the site's own hosts (the client passes the page's host). */
export function assessMessage(text: string, ownDomains: readonly string[] = OWN_DOMAINS): SafetyAssessment {
  const folded = foldText(text);
  const links = findLinks(text, ownDomains);
  const untrusted = links.filter((link) => !link.trusted);
  const fired = new Set<SafetyRule>();
  if (CARD_PATTERN.test(folded)) fired.add('card_details');
  if (ADVANCE_PATTERN.test(folded)) fired.add('advance_payment');
  if (untrusted.length > 0) {
    if (COURIER_PATTERN.test(folded) || untrusted.some((link) => COURIER_DOMAIN.test(link.host))) fired.add('courier_link');
    else fired.add('foreign_link');
  }
  if (hasForeignPhone(text)) fired.add('foreign_phone');
  const rules = SAFETY_RULES.filter((rule) => fired.has(rule));
  return { rules, notice: rules[0] ?? null, links };
}
