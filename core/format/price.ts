import { messageText, type Language } from '../i18n/catalogue';

/** The currencies docs/product/language.md formats. Any other code is printed after the amount as given. */
export type CurrencyCode = 'MKD' | 'EUR';

/** docs/product/language.md: a currency is an object with a code or a plain code. */
export type CurrencyInput = string | { code?: string | null } | null | undefined;

/** docs/product/language.md: default currency for formatting. */
export const DEFAULT_FORMAT_CURRENCY: CurrencyCode = 'MKD';
/** docs/product/language.md: default currency of a listing. See docs/decisions/022-currency-defaults.md. */
export const DEFAULT_LISTING_CURRENCY: CurrencyCode = 'EUR';
/**
 * Denars per euro: every price is also stored in euros at this rate (the listings' generated `price_eur`, migration
 * 0002), so a list sorts and filters MKD and EUR prices together; a price range given in denars is converted with it.
 */
export const MKD_PER_EUR = 61.5;

/** An amount in euros, to the cent, as `price_eur` holds it (a denar amount divided by MKD_PER_EUR). */
export function eurosOf(amount: number, currency: CurrencyCode): number {
  return currency === 'MKD' ? Math.round((amount / MKD_PER_EUR) * 100) / 100 : amount;
}

// The denar's abbreviation in each language's own script (docs/decisions/120-language-and-access.md); the euro is '€'.
const SYMBOLS: Record<Language, Record<CurrencyCode, string>> = { mk: { MKD: 'ден.', EUR: '€' }, sq: { MKD: 'den.', EUR: '€' } };

/** A currency's symbol in `lang` ('ден.' / 'den.', '€'): the filter bar's currency choice and its price chip. */
export function currencySymbol(code: CurrencyCode, lang: Language = 'mk'): string {
  return SYMBOLS[lang][code];
}
const ALIASES: Readonly<Record<string, CurrencyCode>> = {
  MKD: 'MKD', 'ДЕН': 'MKD', 'ДЕН.': 'MKD', DEN: 'MKD', 'DEN.': 'MKD', DENAR: 'MKD', DENARI: 'MKD',
  EUR: 'EUR', '€': 'EUR', EURO: 'EUR', EVRO: 'EUR', 'ЕВРО': 'EUR',
};

/** Price types that mean "by agreement" (the server's 'agreement', and spellings seen elsewhere). */
const BY_AGREEMENT = new Set(['agreement', 'by_agreement', 'byagreement', 'negotiable', 'po_dogovor', 'podogovor']);

export function isPriceByAgreement(priceType: string | null | undefined): boolean {
  return typeof priceType === 'string' && BY_AGREEMENT.has(priceType.trim().toLowerCase().replace(/[\s-]/g, '_'));
}

/** The code of a currency given as an object or a plain code; `fallback` when none is given. */
export function currencyCode(currency: CurrencyInput, fallback: CurrencyCode = DEFAULT_FORMAT_CURRENCY): string {
  const raw = typeof currency === 'object' && currency !== null ? currency.code : currency;
  if (typeof raw !== 'string' || raw.trim() === '') return fallback;
  const upper = raw.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
}

export interface FormatPriceOptions {
  /** k / m / b suffixes: 1500 → '1,5k'. */
  compact?: boolean;
  /** A listing's price type: 'По Договор' when it is by agreement. */
  priceType?: string | null;
  /** Currency when `currency` is not given (docs/product/language.md: MKD). */
  defaultCurrency?: CurrencyCode;
  lang?: Language;
}

/**
 * A count or amount as the interface writes numbers: thousands with dots, decimal comma (docs/product/language.md), in both
 * languages (docs/decisions/120-language-and-access.md); at most two decimals, without trailing zeros: 2.5 → '2,5'.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(2).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${decimals ? `,${decimals}` : ''}`;
  return value < 0 && text !== '0' ? `-${text}` : text;
}

// Thousands with dots, decimal comma (docs/product/language.md). Decimals only when the amount has cents.
function groupNumber(value: number): string {
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const text = fraction === 0 ? grouped : `${grouped},${String(fraction).padStart(2, '0')}`;
  return negative && cents !== 0 ? `-${text}` : text;
}

const COMPACT_UNITS = [
  { size: 1e3, suffix: 'k' },
  { size: 1e6, suffix: 'm' },
  { size: 1e9, suffix: 'b' },
] as const;

// One decimal at most, decimal comma: 1500 → '1,5k'; below 1000 the plain number. A value that rounds up to
// 1000 of a unit moves to the next one (999.999 → '1m', not '1000k').
function compactNumber(value: number): string {
  const abs = Math.abs(value);
  let index = COMPACT_UNITS.findLastIndex((unit) => abs >= unit.size);
  if (index === -1) return groupNumber(value);
  const rounded = (at: number) => Math.round((abs / COMPACT_UNITS[at]!.size) * 10) / 10;
  if (rounded(index) >= 1000 && index < COMPACT_UNITS.length - 1) index += 1;
  const chosen = COMPACT_UNITS[index]!;
  const scaled = rounded(index);
  const text = Number.isInteger(scaled) ? groupNumber(scaled) : scaled.toFixed(1).replace('.', ',');
  return `${value < 0 ? '-' : ''}${text}${chosen.suffix}`;
}

/** An amount in the compact form alone (k / m / b: 1500 → '1,5k'), for where space is short — a filter chip. */
export function compactAmount(value: number): string {
  return compactNumber(value);
}

function toAmount(amount: number | string | null | undefined): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : null;
  if (typeof amount === 'string' && amount.trim() !== '') {
    const parsed = Number(amount.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * docs/product/language.md price: '1.234 ден.', '1.234,50 €', compact '1,5k €'; 'По Договор' for a by-agreement price type.
 * In Albanian the same digits with 'den.' and 'Me marrëveshje' (docs/decisions/120-language-and-access.md).
 * Default currency MKD. An amount that is not a number gives '' (nothing to show), never 'NaN'.
 */
export function formatPrice(amount: number | string | null | undefined, currency?: CurrencyInput, opts: FormatPriceOptions = {}): string {
  const lang = opts.lang ?? 'mk';
  if (isPriceByAgreement(opts.priceType)) return messageText('price.byAgreement', lang);
  const value = toAmount(amount);
  if (value === null) return '';
  const code = currencyCode(currency, opts.defaultCurrency ?? DEFAULT_FORMAT_CURRENCY);
  const number = opts.compact ? compactNumber(value) : groupNumber(value);
  const symbol = SYMBOLS[lang][code as CurrencyCode] ?? code;
  return `${number} ${symbol}`;
}

/** The price fields of a listing (docs/product/language.md). */
export interface PricedListing {
  price?: number | string | null;
  price_type?: string | null;
  currency?: CurrencyInput;
}

/**
 * A listing's price: its currency defaults to EUR (docs/product/language.md), and a by-agreement price type or a missing
 * price shows 'По Договор' (a listing always shows something in its price slot).
 */
export function formatListingPrice(listing: PricedListing, opts: Omit<FormatPriceOptions, 'priceType' | 'defaultCurrency'> = {}): string {
  const lang = opts.lang ?? 'mk';
  if (isPriceByAgreement(listing.price_type) || toAmount(listing.price) === null) return messageText('price.byAgreement', lang);
  return formatPrice(listing.price, listing.currency, { ...opts, defaultCurrency: DEFAULT_LISTING_CURRENCY });
}
