import { LISTING_TEMPLATES } from './data/listings';
import type { Random } from './random';

/**
 * Text for the generated marketplace (scale.ts): titles and descriptions the way Macedonian sellers write them —
 * mostly Cyrillic, a good share in Latin ("Prodavam stan vo Centar"), some of that with diacritics (š, ž, č).
 */

const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ѓ: 'gj', е: 'e', ж: 'zh', з: 'z', ѕ: 'dz', и: 'i', ј: 'j', к: 'k', л: 'l',
  љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ќ: 'kj', у: 'u', ф: 'f', х: 'h', ц: 'c',
  ч: 'ch', џ: 'dzh', ш: 'sh',
};
const DIACRITICS: Record<string, string> = { ж: 'ž', ч: 'č', ш: 'š', ѓ: 'ǵ', ќ: 'ḱ', џ: 'dž' };

/** Cyrillic → Latin keeping case, as typed on a Latin keyboard (`sh`) or with diacritics (`š`). */
export function toLatin(text: string, diacritics = false): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const mapped = (diacritics ? DIACRITICS[lower] : undefined) ?? LATIN[lower];
    if (mapped === undefined) out += char;
    else out += char === lower ? mapped : mapped.charAt(0).toUpperCase() + mapped.slice(1);
  }
  return out;
}

const TITLE_PREFIXES = ['Продавам', 'Се продава', 'Итно', 'Поволно', 'Ново:', 'Продавам/менувам'];
const TITLE_SUFFIXES = ['одлична состојба', 'како ново', 'итно', 'поволно', 'со гаранција', 'без оштетувања', 'може замена', 'цена по договор', 'фиксна цена'];

const DESCRIPTION_OPENERS = [
  'Продавам поради преселба во странство.',
  'Се продава поради купување на ново.',
  'Малку користено, секогаш чувано внимателно.',
  'Првиот сопственик, сите сметки на располагање.',
  'Купено во Македонија, не е увоз.',
  'Редовно сервисирано, без никакви дефекти.',
];
const DESCRIPTION_DETAILS = [
  'Состојбата е одлична, како на сликите.',
  'Има мали траги од користење, ништо сериозно.',
  'Доаѓа со оригинално пакување и полнач.',
  'Може да се види секој ден по 17 часот.',
  'Можна е замена за помала вредност со доплата.',
  'Цената е фиксна, не се пазарам преку телефон.',
  'Достава низ цела Македонија со карго.',
  'Подигнување лично или испорака во градот.',
  'Сериозни купувачи, без пораки за замена.',
  'Сите документи се уредни и на располагање.',
];
const DESCRIPTION_CLOSERS = [
  'За повеќе информации јавете се или пишете порака.',
  'Пишете на Viber или WhatsApp.',
  'Јавете се по 16 часот.',
  'Повеќе слики на барање.',
];

/** How a generated listing is written: mostly Cyrillic, about a quarter plain Latin, a few Latin with diacritics. */
export type Script = 'cyrillic' | 'latin' | 'diacritics';

export function pickScript(random: Random): Script {
  const roll = random.next();
  return roll < 0.7 ? 'cyrillic' : roll < 0.92 ? 'latin' : 'diacritics';
}

function inScript(text: string, script: Script): string {
  return script === 'cyrillic' ? text : toLatin(text, script === 'diacritics');
}

/**
 * A title from a template's: sometimes prefixed ("Продавам …"), sometimes with a remark, a year or the town. With
 * `plainShare`, that share of titles is the template's own, word for word (a head-heavy marketplace: the same
 * "Volkswagen Голф 7 1.6 TDI" hundreds of times).
 */
export function scaleTitle(random: Random, base: string, city: string, script: Script, vehicleYear?: number, plainShare = 0): string {
  if (plainShare > 0 && random.next() < plainShare) return inScript(base, script).slice(0, 120);
  let title = base;
  const roll = random.next();
  if (roll < 0.2) title = `${random.pick(TITLE_PREFIXES)} ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  else if (roll < 0.5) title = `${title}, ${random.pick(TITLE_SUFFIXES)}`;
  else if (roll < 0.65) title = `${title} — ${city}`;
  if (vehicleYear !== undefined && random.next() < 0.5) title = `${title} ${vehicleYear}`;
  return inScript(title, script).slice(0, 120);
}

export function scaleDescription(random: Random, base: string, city: string, script: Script): string {
  const details = Array.from({ length: random.int(1, 4) }, () => random.pick(DESCRIPTION_DETAILS));
  const text = [`${base}.`, random.pick(DESCRIPTION_OPENERS), ...new Set(details), `Локација: ${city}.`, random.pick(DESCRIPTION_CLOSERS)].join(' ');
  return inScript(text, script);
}

const FIRST_NAMES = [
  'Ана', 'Марко', 'Елена', 'Иван', 'Сара', 'Никола', 'Јована', 'Горан', 'Марија', 'Петар', 'Бојан', 'Ивана', 'Драган',
  'Сашо', 'Весна', 'Филип', 'Кристина', 'Александар', 'Биљана', 'Зоран', 'Дарко', 'Ана Марија', 'Стефан', 'Тамара',
  'Бесник', 'Арбен', 'Дритон', 'Фатиме', 'Лирие', 'Емир', 'Мирослав', 'Љупчо', 'Жаклина', 'Ѓорѓи', 'Ќиро',
];
const LAST_NAMES = [
  'Петровски', 'Николовски', 'Трајковски', 'Стефановски', 'Ристов', 'Илиевски', 'Јовановски', 'Димитров', 'Стојановски',
  'Андоновски', 'Ангеловски', 'Костов', 'Митревски', 'Тодоровски', 'Алиу', 'Ахмети', 'Идризи', 'Шабани', 'Христов',
  'Георгиевски', 'Јанкуловски', 'Ѓорѓиевски', 'Спасовски', 'Велков', 'Наумовски',
];

export function personName(random: Random): { first: string; last: string } {
  const first = random.pick(FIRST_NAMES);
  let last = random.pick(LAST_NAMES);
  // Women's surnames take -а: Петровски → Петровска, Ристов → Ристова (Albanian surnames stay as they are).
  const female = /[аеa]$/.test(first) && first !== 'Никола' && first !== 'Ќиро';
  if (female && last.endsWith('ски')) last = `${last.slice(0, -1)}а`;
  else if (female && /[вн]$/.test(last)) last = `${last}а`;
  return { first, last };
}

export const BUYER_LINES = [
  'Здраво, дали огласот е сè уште активен?', 'Дали цената е фиксна или може договор?', 'Во каква состојба е?',
  'Може ли уште неколку слики?', 'Каде се наоѓате?', 'Дали има гаранција или сметка?', 'Може ли да дојдам викендов?',
  'Zdravo, dali e seushte aktuelno?', 'Koja e poslednata cena?', 'Дали испраќате со брза пошта?', 'Добро, ќе ви се јавам.',
];
export const SELLER_LINES = [
  'Здраво! Да, сè уште е достапно.', 'Цената е малку флексибилна.', 'Во одлична состојба е.', 'Ќе ви испратам слики вечерва.',
  'Јас сум во центар, слободно дојдете.', 'Има сметка.', 'Викендов сум дома, јавете се претходно.', 'Da, aktuelno e.',
  'Poslednata cena e vo oglasot.', 'Да, испраќам со карго.', 'Во ред, слободно пишете.',
];

/**
 * Words people search for, from the templates' titles, brands and models: each in Cyrillic, in Latin and with one
 * letter wrong (bench/server-scale.ts draws its long tail of queries from these).
 */
export function searchVocabulary(): string[] {
  const words = new Set<string>();
  for (const templates of Object.values(LISTING_TEMPLATES)) {
    for (const [title, , , , brand, model] of templates) {
      for (const word of [title, brand ?? '', model ?? ''].join(' ').split(/[^\p{L}\p{N}]+/u)) {
        if (word.length >= 4 && !/^\d+$/.test(word)) words.add(word.toLowerCase());
      }
    }
  }
  return [...words].sort();
}

/** One letter replaced by the next one of its alphabet ("golf" → "gomf"): a typo a search should still forgive. */
export function typo(word: string, random: Random): string {
  const chars = [...word];
  if (chars.length < 4) return word;
  const at = random.int(1, chars.length - 2);
  const code = (chars[at] as string).codePointAt(0) ?? 0;
  chars[at] = String.fromCodePoint(/\p{L}/u.test(String.fromCodePoint(code + 1)) ? code + 1 : code - 1);
  return chars.join('');
}
