/**
 * The Macedonian catalogue (default language). SPEC's exact texts are used verbatim where SPEC gives them.
 * Keys are message ids (SPEC §8) or UI text ids (dotted, e.g. `nav.home`).
 */
export const mk = {
  'app.name': 'Огласи',
  'nav.home': 'Почетна',
  'nav.messages': 'Пораки',
  'nav.post': 'Објави',
  'nav.search': 'Пребарај',
  'nav.menu': 'Мени',
  'footer.terms': 'Услови на користење',
  'footer.listingRules': 'Правила за поставување огласи',
  'footer.privacy': 'Правила за приватност',
  'footer.bannerAds': 'Банер огласување',
  'footer.faq': 'Често поставувани прашања',
  'footer.paymentMethods': 'Начини на плаќање',
  'footer.backToTop': 'Назад на врв',
  'footer.copyright': '© {year} Огласи. Сите права се задржани.',
  'notFound.title': 'Страницата не е пронајдена',
  'notFound.back': 'Назад на почетна',
  'home.title': 'Огласи — купувај и продавај во Македонија',
} as const;

export type MessageId = keyof typeof mk;
