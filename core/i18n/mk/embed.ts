// The embedded chat on partner sites (docs/embed.md): the frame's sign-in prompt and the first-party sign-in
// window. Registered with `addTexts` by the embed's own entries (app/embed/), so the web app's first page does not
// carry them.
export const embedMk = {
  'embed.signIn': 'Најави се за пораки',
  'embed.promptTitle': 'Пораки на Огласи',
  'embed.promptText': 'Најавете се со вашиот профил на Огласи за да разговарате со продавачите.',
  'embed.close': 'Затвори',
  'embed.popupBlocked': 'Прозорецот за најава е блокиран. Дозволете скокачки прозорци за оваа страница и обидете се повторно.',
  'embed.signInCancelled': 'Најавата е прекината.',
  'embed.sessionExpired': 'Врската со пораките истече. Најавете се повторно.',
  'embed.originRefused': 'Оваа страница не смее да ги вгради пораките на Огласи.',
  'embed.windowTitle': 'Најава за пораки на Огласи',
  'embed.windowIntro': 'Најавете се со вашиот профил на Огласи за да разговарате со продавачите на {site}.',
  'embed.email': 'Е-пошта',
  'embed.password': 'Лозинка',
  'embed.submit': 'Најави се',
  'embed.connecting': 'Се поврзува...',
  'embed.done': 'Поврзано. Овој прозорец се затвора.',
  'embed.noOpener': 'Отворете го овој прозорец од пораките на страницата на партнерот.',
  'embed.listingUnavailable': 'Огласот не е пронајден.',
} as const;
