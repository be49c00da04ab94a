import type { shellMk } from '../mk/shell';

export const shellSq: Record<keyof typeof shellMk, string> = {
  'app.name': 'Shpallje',
  'nav.home': 'Ballina',
  'nav.messages': 'Mesazhet',
  'nav.post': 'Publiko',
  'nav.search': 'Kërko',
  'nav.menu': 'Menyja',
  'footer.terms': 'Kushtet e përdorimit',
  'footer.listingRules': 'Rregullat për vendosjen e shpalljeve',
  'footer.privacy': 'Politika e privatësisë',
  'footer.bannerAds': 'Reklamim me baner',
  'footer.faq': 'Pyetje të shpeshta',
  'footer.paymentMethods': 'Mënyrat e pagesës',
  'footer.backToTop': 'Kthehu lart',
  'footer.copyright': '© {year} Shpallje. Të gjitha të drejtat e rezervuara.',
  'notFound.title': 'Faqja nuk u gjet',
  'notFound.back': 'Kthehu në ballinë',
  'home.title': 'Shpallje — bli dhe shit në Maqedoni',
};
