import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueAreas, catalogues, messageForOutcome, messageText, type MessageId } from '../../../../core';
import { loadLanguage } from '../../../../core';

// Albanian is loaded on demand (core/i18n/catalogue.ts); these checks read its texts.
beforeAll(() => loadLanguage('sq'));

// docs/product/errors.md message ids, grouped as that page lists them. Every one must exist in both languages.
const SPEC_MESSAGE_IDS = [
  // shared request helper outcomes
  'requestTimeout', 'rateLimitError', 'notAuthenticated', 'generalError',
  // account and session
  'userNotFound', 'profileUpdated', 'invalidUpdateData', 'sendingRequest', 'invalidCredentials',
  'invalidRegistrationCredentials', 'invalidEmail', 'invalidPassword', 'userAlreadyExists', 'userBanned',
  // password
  'resetLinkSent', 'passwordChanged', 'passwordResetFailed',
  // registration
  'registrationSuccess', 'registrationSuccessNoVerification', 'tooManyRegistrationAttempts', 'disposableEmailNotAllowed',
  // e-mail verification
  'emailAlreadyVerified', 'emailVerified', 'emailNotVerified', 'verificationEmailSent',
  // images
  'mustBeImage', 'imageTooLarge',
  // profile fields
  'firstNameRequired', 'firstNameMax', 'lastNameRequired', 'lastNameMax', 'phoneNumberMax', 'whatsappPhoneNumberMax',
  'viberPhoneNumberMax', 'companyNameMax',
  // verification request
  'verification_submitted', 'verification_already_pending', 'verification_failed',
  // codes
  'codeExpired', 'verificationExpired', 'invalidCode', 'smsSendFailed', 'phoneVerified',
] as const;

// Texts the product pages quote verbatim and the shared ids agreed between helpers.
const VERBATIM: ReadonlyArray<readonly [MessageId, string]> = [
  ['requestTimeout', 'Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.'],
  ['generalError', 'Настана грешка при процесирање на податоците.'],
  ['notAuthenticated', 'Не сте најавени'],
  ['sendingRequest', 'Се испраќа барањето...'],
  ['mustBeImage', 'Мора да биде слика'],
  ['imageTooLarge', 'Големината на сликата е преголема. Максимална големина дозволена е 10MB'],
  ['firstNameRequired', 'Полето Име е задолжително'],
  ['lastNameRequired', 'Полето Презиме е задолжително'],
  ['invalidEmail', 'Невалиден email'],
  ['invalidPassword', 'Невалидна лозинка'],
  ['validation.passwordsDoNotMatch', 'Лозинките не се совпаѓаат'],
  ['validation.fieldRequired', 'Полето {label} е задолжително'],
  ['common.errorOccurred', 'Настана грешка.'],
  ['common.success', 'Успешно'],
  ['common.updated', 'Успешно ажурирано.'],
  ['common.registrationSuccess', 'Успешна регистрација!'],
  ['button.loading', 'Се вчитува...'],
  ['user.defaultName', 'Корисник'],
  ['price.byAgreement', 'По Договор'],
];

describe('docs/product/errors.md message ids', () => {
  it.each(SPEC_MESSAGE_IDS)('%s exists in mk and sq, non-empty', (id) => {
    expect(catalogues.mk[id as MessageId]?.trim()).toBeTruthy();
    expect(catalogues.sq[id as MessageId]?.trim()).toBeTruthy();
  });

  it.each(VERBATIM)('%s is the quoted text verbatim', (id, text) => {
    expect(messageText(id)).toBe(text);
  });

  it('says what docs/product/errors.md describes: userBanned → contact support, rateLimitError → wait 1 minute', () => {
    expect(messageText('userBanned')).toMatch(/поддршка/);
    expect(messageText('rateLimitError')).toMatch(/1 минута/);
    expect(messageText('verification_already_pending')).toMatch(/е-пошта/);
  });

  it('fills the label of the generic required-field message', () => {
    expect(messageText('validation.fieldRequired', 'mk', { label: 'Наслов' })).toBe('Полето Наслов е задолжително');
    expect(messageText('validation.fieldRequired', 'sq', { label: 'Titulli' })).toBe('Fusha Titulli është e detyrueshme');
  });

  it('gives Albanian texts that differ from the Macedonian ones', () => {
    expect(messageText('notAuthenticated', 'sq')).not.toBe(messageText('notAuthenticated', 'mk'));
  });
});

describe('reference-server outcome ids (beyond docs/product/errors.md)', () => {
  it.each(['invalidRequest', 'notFound', 'payloadTooLarge', 'unsupportedMediaType', 'csrfRejected', 'socialLoginUnavailable'] as const)(
    '%s has a Macedonian text, so the toast is never the raw id',
    (id) => {
      expect(messageForOutcome({ status: 'error', messageId: id })).toBe(messageText(id));
      expect(messageText(id)).not.toBe(id);
    },
  );
});

describe('catalogue areas', () => {
  it('never define the same id in two area files (the spread merge would overwrite silently)', () => {
    for (const lang of ['mk', 'sq'] as const) {
      const seen = new Map<string, string>();
      for (const [area, texts] of Object.entries(catalogueAreas[lang])) {
        for (const id of Object.keys(texts)) {
          expect(seen.get(id), `${lang}: '${id}' is in both ${seen.get(id)} and ${area}`).toBeUndefined();
          seen.set(id, area);
        }
      }
      expect(seen.size).toBe(Object.keys(catalogues[lang]).length);
    }
  });

  it('keeps every sq area file aligned with its mk twin', () => {
    for (const [area, texts] of Object.entries(catalogueAreas.mk)) {
      expect(Object.keys(catalogueAreas.sq[area] ?? {}).sort(), area).toEqual(Object.keys(texts).sort());
    }
  });
});

describe('messageForOutcome (docs/product/errors.md generic auth helper)', () => {
  it.each([
    ['catalogue text for a known messageId', { status: 'error', messageId: 'invalidCredentials', message: 'Wrong' }, 'Погрешно корисничко име или лозинка.'],
    ['the server message when the id is unknown', { status: 'error', messageId: 'somethingNew', message: 'Сервер вели не' }, 'Сервер вели не'],
    ['the server message without an id', { status: 'error', message: 'Грешка од серверот' }, 'Грешка од серверот'],
    ['catalogue text when the caught message is an id', { message: 'requestTimeout' }, 'Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.'],
    ['the fallback for an empty body', {}, 'Настана грешка.'],
    ['the fallback for a blank message', { message: '   ' }, 'Настана грешка.'],
    ['the fallback for null', null, 'Настана грешка.'],
    ['the fallback for a string body', 'oops', 'Настана грешка.'],
    ['the fallback for a non-string messageId', { messageId: 42 }, 'Настана грешка.'],
  ])('gives %s', (_label, body, expected) => {
    expect(messageForOutcome(body)).toBe(expected);
  });

  it('takes another fallback and language', () => {
    expect(messageForOutcome({}, { fallbackId: 'chat.error.emptyMessage' })).toBe('Пораката не може да биде празна.');
    expect(messageForOutcome({ messageId: 'invalidEmail' }, { lang: 'sq' })).toBe('Email i pavlefshëm');
  });
});
