/** Informational pages (/info/{slug}) and the two footer menus that link them (docs/product/browsing.md footer). */
export const PAGES: ReadonlyArray<{ slug: string; title: string; title_sq: string; content: string }> = [
  {
    slug: 'uslovi-na-koristenje',
    title: 'Услови на користење',
    title_sq: 'Kushtet e përdorimit',
    content:
      'Со користење на Огласи се согласувате со овие услови.\n\nОгласувачот е одговорен за точноста на огласот, за сликите и за цената. Забрането е објавување на лажни огласи, украдени фотографии и измамнички понуди.\n\nОгласи може да отстрани оглас или да блокира профил што ги крши правилата. За прашања пишете ни на поддршката.',
  },
  {
    slug: 'pravila-za-postavuvanje-oglasi',
    title: 'Правила за поставување огласи',
    title_sq: 'Rregullat për vendosjen e shpalljeve',
    content:
      'Секој оглас мора да има наслов, категорија, локација, опис и барем една слика.\n\nОгласите на неверификувани корисници се прегледуваат пред објавување; одобрувањето трае од 30 до 60 минути. Верификуваните корисници објавуваат веднаш.\n\nЕден производ — еден оглас. Цената мора да биде вистинска или означена како „По Договор“.',
  },
  {
    slug: 'pravila-za-privatnost',
    title: 'Правила за приватност',
    title_sq: 'Politika e privatësisë',
    content:
      'Ги чуваме само податоците потребни за вашиот профил и огласи: е-пошта, име, телефон и локација.\n\nЛозинките се чуваат само како безбеден хаш. Не ги продаваме вашите податоци. Од сликите ги отстрануваме метаподатоците (на пример GPS локација).\n\nМожете да побарате бришење на профилот преку поддршката.',
  },
  {
    slug: 'baner-oglasuvanje',
    title: 'Банер огласување',
    title_sq: 'Reklamim me baner',
    content:
      'Огласи нуди банер позиции на почетната страница, во категориите и во пребарувањето.\n\nЗа цени и слободни термини контактирајте нè по е-пошта. Банерите се означени како реклама.',
  },
  {
    slug: 'cesto-postavuvani-prasanja',
    title: 'Често поставувани прашања',
    title_sq: 'Pyetjet më të shpeshta',
    content:
      'Како да објавам оглас? Најавете се и изберете „Објави“.\n\nЗошто мојот оглас е во модерација? Огласите на неверификувани корисници се прегледуваат од 30 до 60 минути.\n\nКако да го верификувам профилот? Во „Мој профил“ поднесете барање со документ за идентификација.\n\nЗаборавив лозинка. На страницата за најава изберете „Заборавена лозинка“ и следете го линкот во е-поштата.',
  },
  {
    slug: 'nachini-na-plakanje',
    title: 'Начини на плаќање',
    title_sq: 'Mënyrat e pagesës',
    content:
      'Промоциските пакети се плаќаат со платежна картичка или со уплатница во банка.\n\nКредитите се додаваат на профилот веднаш по успешното плаќање. Фактура добивате на е-пошта.',
  },
];

export const MENUS: ReadonlyArray<{ location: string; name: string; name_sq: string; pages: string[] }> = [
  { location: 'footer-1', name: 'Информации', name_sq: 'Informacione', pages: ['uslovi-na-koristenje', 'pravila-za-postavuvanje-oglasi', 'pravila-za-privatnost'] },
  { location: 'footer-2', name: 'Помош', name_sq: 'Ndihmë', pages: ['baner-oglasuvanje', 'cesto-postavuvani-prasanja', 'nachini-na-plakanje'] },
];
