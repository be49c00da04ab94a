// Session, onboarding, verification and favourites texts (docs/product/language.md, docs/product/accounts.md). See core/i18n/README.md.
// Texts docs/product/ quotes are verbatim; the onboarding task titles and descriptions are ours.
export const sessionMk = {
  'session.invalidInformation': 'Невалидни информации.',
  'session.loginSuccess': 'Успешна најава!',
  'session.googleLoginSuccess': 'Успешна најава со Google!',
  'session.googleLoginFailed': 'Грешка при најавување со Google',
  'session.socialLoginFailed': 'Грешка при најавување со {provider}',
  'session.invalidCredential': 'Invalid credential',
  'session.logoutSuccess': 'Успешна одјава',
  'session.endedByServer': 'Одјавени сте: сесијата беше завршена (промена на лозинка или одјава од сите уреди). Најавете се повторно.',

  'favourites.loginRequired': 'Само регистрирани корисници можат да зачуваат огласи',

  'onboarding.loading': 'Се проверуваат задачите...',
  'onboarding.title': 'Комплетирајте го вашиот профил',
  'onboarding.task.profile.title': 'Пополнете го профилот',
  'onboarding.task.profile.description': 'Внесете име, презиме, телефонски број и локација.',
  'onboarding.task.listing.title': 'Објавете го првиот оглас',
  'onboarding.task.listing.description': 'Имајте барем еден активен оглас.',
  'onboarding.task.verification.title': 'Верификувајте го профилот',
  'onboarding.task.verification.description': 'Потврдете го вашиот идентитет и добијте ознака за верификуван корисник.',

  'verification.loading': 'Се проверува...',
  'verification.none': 'Не е верификуван',
  'verification.pending': 'На чекање',
  'verification.approved': 'Верификуван',
  'verification.rejected': 'Одбиено - обидете се повторно',
  'verification.badge': 'Верификуван корисник',
} as const;
