import type { reachMk } from '../mk/reach';

export const reachSq: Record<keyof typeof reachMk, string> = {
  'notFound.text': 'Faqja që kërkoni nuk ekziston ose është hequr. Kërkoni shpallje ose zgjidhni një kategori.',
  'gone.title': 'Shpallja nuk është më e disponueshme',
  'gone.text': 'Shitësi e hoqi shpalljen ose i skadoi afati. Shikoni shpallje të ngjashme ose kërkoni përsëri.',
  'gone.similar': 'Shpallje të ngjashme',
  'gone.search': 'Kërko shpallje',
  'gone.home': 'Kthehu në ballinë',
  'offline.title': 'Nuk ka lidhje me internetin',
  'offline.text': 'Kjo faqe nuk është ruajtur për lexim pa internet. Shpalljet e ruajtura dhe ato të shikuara së fundmi janë të disponueshme edhe pa lidhje.',
  'offline.retry': 'Provo përsëri',
  'update.available': 'Është në dispozicion një version i ri i Oglasi.',
  'update.refresh': 'Rifresko për ta përditësuar',
  'manifest.description': 'Bli dhe shit në Maqedoni: shpallje për automjete, patundshmëri, elektronikë e shumë më tepër.',
};
