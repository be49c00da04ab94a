/**
 * Outcomes the payments server answers with (issue 21, docs/payments.md). Both the server and the money screens
 * use these ids; only the payments server defines them. The screens' own texts live in `money.ts`. Like the other
 * account areas they are not in the first page's catalogue: the money screens' route registers them (`addTexts`).
 */
export const paymentsMk = {
  packageSelectionError: 'Изберете пакет за промоција.',
  insufficientCredits: 'Немате доволно кредити за овој пакет.',
  invalidAmount: 'Изберете износ помеѓу 100 и 60.000 ден.',
  listingNotPromotable: 'Може да се промовира само ваш активен оглас.',
  paymentNotFound: 'Плаќањето не е пронајдено.',
  paymentSucceeded: 'Плаќањето е успешно.',
  paymentFailed: 'Плаќањето не успеа. Ништо не е наплатено.',
  paymentPending: 'Плаќањето се обработува. Ќе ве известиме кога ќе заврши.',
  creditsAdded: 'Кредитите се додадени на вашата сметка.',
  promotionActivated: 'Промоцијата е активирана.',
  billingSaved: 'Податоците за наплата се зачувани.',
  invalidTaxNumber: 'Внесете валиден ЕДБ (13 цифри, по избор со префикс МК).',
  billingNameRequired: 'Името и презимето се задолжителни.',
  billingAddressRequired: 'Адресата е задолжителна.',
  billingCompanyRequired: 'Името на фирмата е задолжително.',
  billingCityRequired: 'Градот е задолжителен.',
  billingPostalCodeInvalid: 'Поштенскиот број има 4 цифри.',
  billingFieldTooLong: 'Текстот е предолг.',
  billingKindRequired: 'Изберете физичко или правно лице.',
  idempotencyKeyRequired: 'Барањето нема клуч за повторување. Освежете ја страницата и обидете се повторно.',
  idempotencyKeyReused: 'Ова барање веќе е испратено со други податоци. Освежете ја страницата и обидете се повторно.',
  paymentExpired: 'Времето за плаќање истече. Ништо не е наплатено.',
} as const;
