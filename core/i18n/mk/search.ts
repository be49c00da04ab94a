// The search box's suggestions (docs/product/browsing.md "Search everywhere"). Not in the first page's catalogue:
// the suggestions' chunk registers them with `addTexts` when a search field is first focused.
export const searchMk = {
  'searchBox.suggestions': 'Предлози за пребарување',
  'searchBox.categories': 'Категории',
  'searchBox.popular': 'Популарни пребарувања',
  'searchBox.recent': 'Последни пребарувања',
  'searchBox.clearRecent': 'Исчисти',
  'searchBox.clearRecentLabel': 'Исчисти ги последните пребарувања',
  'searchBox.inCategory': 'во {parent}',
  'searchBox.count': 'Предлози: {count}',
  'searchBox.sheetTitle': 'Пребарување',
} as const;
