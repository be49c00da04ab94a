// Reach texts: the not-found page, a listing that is gone, the offline page, the app's update prompt (issue 26). Not in the first
// page's catalogue: the listing page's chunk, the server and the service worker's registration module add them.
export const reachMk = {
  'notFound.text': 'Страницата што ја барате не постои или е отстранета. Пребарајте огласи или изберете категорија.',
  'gone.title': 'Огласот повеќе не е достапен',
  'gone.text': 'Продавачот го отстрани огласот или му истече рокот. Погледнете слични огласи или пребарајте повторно.',
  'gone.similar': 'Слични огласи',
  'gone.search': 'Пребарај огласи',
  'gone.home': 'Назад на почетна',
  'offline.title': 'Нема интернет врска',
  'offline.text': 'Оваа страница не е зачувана за читање без интернет. Зачуваните огласи и последните прегледани огласи се достапни и без врска.',
  'offline.retry': 'Обиди се повторно',
  'update.available': 'Достапна е нова верзија на Огласи.',
  'update.refresh': 'Освежи за да ажурираш',
  'manifest.description': 'Купувај и продавај во Македонија: огласи за возила, недвижности, електроника и многу повеќе.',
} as const;
