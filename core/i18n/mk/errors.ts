// Errors, fallbacks and validation texts (docs/product/language.md, docs/product/errors.md). See core/i18n/README.md for who adds what.
// docs/product/errors.md message ids are kept verbatim (the server sends them as `messageId`). Where docs/product/ quotes a text it
// is used character for character; where it only describes a message (e.g. "userBanned (contact support)"),
// the text below is ours and says what the page describes.
export const errorsMk = {
  // docs/product/errors.md shared request helper outcomes
  requestTimeout: 'Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.',
  rateLimitError: 'Премногу барања. Почекајте 1 минута пред да се обидете повторно.',
  generalError: 'Настана грешка при процесирање на податоците.',

  // docs/product/errors.md account and session
  userNotFound: 'Корисникот не е пронајден.',
  supportMessageSent: 'Пораката е испратена до поддршката.',
  accountDeleted: 'Вашиот профил е избришан.',
  profileUpdated: 'Профилот е успешно ажуриран.',
  invalidUpdateData: 'Невалидни податоци за ажурирање.',
  notAuthenticated: 'Не сте најавени',
  sendingRequest: 'Се испраќа барањето...',
  invalidCredentials: 'Погрешно корисничко име или лозинка.',
  invalidRegistrationCredentials: 'Невалидни податоци за регистрација.',
  invalidEmail: 'Невалиден email',
  invalidPassword: 'Невалидна лозинка',
  userAlreadyExists: 'Веќе постои корисник со оваа е-пошта.',
  userBanned: 'Вашиот профил е блокиран. Ве молиме контактирајте ја поддршката.',

  // docs/product/errors.md password
  resetLinkSent: 'Линкот за ресетирање на лозинката е испратен на вашата е-пошта.',
  passwordChanged: 'Лозинката е успешно променета. Ќе бидете пренасочени кон најава.',
  passwordResetFailed: 'Ресетирањето на лозинката не успеа. Обидете се повторно.',

  // docs/product/errors.md registration
  registrationSuccess: 'Успешна регистрација! Проверете ја вашата е-пошта за верификација.',
  registrationSuccessNoVerification: 'Успешна регистрација! Можете да се најавите со вашата е-пошта и лозинка.',
  tooManyRegistrationAttempts: 'Премногу обиди за регистрација. Почекајте неколку минути и обидете се повторно.',
  disposableEmailNotAllowed: 'Не се дозволени привремени адреси за е-пошта.',

  // docs/product/errors.md e-mail verification
  emailAlreadyVerified: 'Е-поштата е веќе верификувана.',
  emailVerified: 'Е-поштата е успешно верификувана. Ќе бидете пренасочени кон најава.',
  emailNotVerified: 'Е-поштата не е верификувана. Проверете го вашето сандаче или повторно испратете го линкот.',
  verificationEmailSent: 'Испратена е нова порака за верификација на вашата е-пошта.',

  // docs/product/errors.md images (texts quoted in docs/product/selling.md)
  mustBeImage: 'Мора да биде слика',
  imageTooLarge: 'Големината на сликата е преголема. Максимална големина дозволена е 10MB',

  // docs/product/errors.md profile fields (required texts quoted in docs/product/accounts.md; the maximum lengths are ours)
  firstNameRequired: 'Полето Име е задолжително',
  firstNameMax: 'Името е предолго.',
  lastNameRequired: 'Полето Презиме е задолжително',
  lastNameMax: 'Презимето е предолго.',
  phoneNumberMax: 'Телефонскиот број е предолг.',
  whatsappPhoneNumberMax: 'WhatsApp бројот е предолг.',
  viberPhoneNumberMax: 'Viber бројот е предолг.',
  companyNameMax: 'Името на компанијата е предолго.',

  // docs/product/errors.md verification request
  verification_submitted: 'Барањето за верификација е успешно поднесено.',
  verification_already_pending:
    'Веќе имате барање за верификација на чекање. Ќе бидете известени по е-пошта кога ќе биде обработено.',
  verification_failed: 'Поднесувањето на барањето за верификација не успеа. Обидете се повторно.',

  // docs/product/errors.md codes
  codeExpired: 'Кодот е истечен. Побарајте нов код.',
  verificationExpired: 'Верификацијата е истечена. Побарајте нов код.',
  invalidCode: 'Невалиден код.',
  codeAttemptsLocked: 'Премногу погрешни обиди за кодот. Обидете се повторно за 24 часа.',
  smsSendFailed: 'Испраќањето на SMS пораката не успеа. Обидете се повторно.',
  phoneVerified: 'Телефонскиот број е успешно верификуван.',

  // Reference-server outcomes beyond the original list (server/http/errors.ts, routes): shown like any message id
  invalidCharacters: 'Полето содржи недозволени знаци.',
  invalidRequest: 'Невалидно барање.',
  notFound: 'Не е пронајдено.',
  payloadTooLarge: 'Испратените податоци се преголеми.',
  unsupportedMediaType: 'Форматот на испратените податоци не е поддржан.',
  csrfRejected: 'Барањето е одбиено од безбедносни причини. Освежете ја страницата и обидете се повторно.',
  socialLoginUnavailable: 'Најавата преку оваа социјална мрежа моментално не е достапна.',
  socialLoginFailed: 'Најавата не успеа. Обидете се повторно.',
  socialLinkRequired: 'Веќе постои профил со оваа е-пошта. Потврдете дека е ваш за да ги поврзете.',
  socialLinkExpired: 'Барањето за поврзување истече. Обидете се повторно.',
  socialLinkByEmailOnly: 'Овој профил може да се поврзе само со потврда по е-пошта.',
  socialLinkMailSent: 'Ви испративме линк за потврда. Отворете ја пораката во вашата е-пошта.',
  socialLinked: 'Профилите се поврзани. Успешна најава!',
  forbidden: 'Немате дозвола за оваа акција.',

  // docs/product/language.md, docs/product/errors.md fallback texts and shared texts used by core rules
  'common.errorOccurred': 'Настана грешка.',
  'common.success': 'Успешно',
  'common.updated': 'Успешно ажурирано.',
  'common.registrationSuccess': 'Успешна регистрација!',
  'common.tryAgain': 'Настана грешка, обидете се повторно.',
  'button.loading': 'Се вчитува...',
  'user.defaultName': 'Корисник',
  'price.byAgreement': 'По Договор',

  // docs/product/language.md validation
  'validation.passwordsDoNotMatch': 'Лозинките не се совпаѓаат',
  'validation.fieldRequired': 'Полето {label} е задолжително',
  'validation.passwordMinLength': 'Лозинката мора да има најмалку 8 знаци',
  'validation.passwordUppercase': 'Лозинката мора да содржи барем една голема буква',
  'validation.passwordDigit': 'Лозинката мора да содржи барем една цифра',
  'validation.passwordSpecial': 'Лозинката мора да содржи барем еден специјален знак',
  'validation.imageTypeNotAllowed': 'Дозволени формати на слика: JPG, JPEG, PNG, WEBP',
  'validation.galleryRequired': 'Додадете барем 1 слика',
  'validation.galleryTooMany': 'Додадовте премногу слики',
  'validation.videoWrongType': 'Дозволени формати на видео: MP4, MOV, WEBM',
  'validation.videoTooLarge': 'Видеото е преголемо. Максимална големина дозволена е 100MB',
  'validation.videoTooLong': 'Видеото е предолго. Максимално траење е 90 секунди (1,5 минути)',
  'validation.videoUnreadable': 'Видеото не може да се вчита.',
  'validation.invalidYouTubeUrl': 'Невалиден YouTube линк',
  'validation.emailRequiredForPhone': 'Прво внесете е-пошта за да го верификувате телефонот',
  'validation.phoneRequired': 'Внесете телефонски број пред да се испрати кодот',
  'validation.codeFormat': 'Внесете валиден код од 6 цифри',
  'validation.phoneNotVerified': 'Телефонот мора да биде верификуван пред да се зачува профилот',
  'validation.phoneFormatHint': 'Формат: +389 XX XXX XXX',
  'validation.phoneInvalid': 'Невалиден телефонски број. Формат: +389 XX XXX XXX',
  'validation.termsRequired': 'Мора да ги прифатите условите за користење',
} as const;
