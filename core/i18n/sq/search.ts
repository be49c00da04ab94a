import type { searchMk } from '../mk/search';

export const searchSq: Record<keyof typeof searchMk, string> = {
  'searchBox.suggestions': 'Sugjerime për kërkim',
  'searchBox.categories': 'Kategoritë',
  'searchBox.popular': 'Kërkimet e njohura',
  'searchBox.recent': 'Kërkimet e fundit',
  'searchBox.clearRecent': 'Pastro',
  'searchBox.clearRecentLabel': 'Pastro kërkimet e fundit',
  'searchBox.inCategory': 'në {parent}',
  'searchBox.count': 'Sugjerime: {count}',
  'searchBox.sheetTitle': 'Kërkim',
};
