import { describe, expect, it } from 'vitest';
import { isDisposableEmail, isValidEmailFormat, messageText, validateEmail, validatePassword } from '../../../../core';

describe('validatePassword, strict reading (default; docs/product/accounts.md, decision 023)', () => {
  it.each([
    ['Oglasi2025!', []],
    ['Лозинка1!', []],
    ['Abcdef1_', []],
    ['Abc1!', ['validation.passwordMinLength']],
    ['abcdefg1!', ['validation.passwordUppercase']],
    ['Abcdefgh!', ['validation.passwordDigit']],
    ['Abcdefgh1', ['validation.passwordSpecial']],
    ['Abcdefg 1', ['validation.passwordSpecial']],
    ['', ['validation.passwordMinLength', 'validation.passwordUppercase', 'validation.passwordDigit', 'validation.passwordSpecial']],
  ])('%j → %j', (password, expected) => {
    expect(validatePassword(password)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units: 7 emoji-rich characters are too short', () => {
    expect(validatePassword('A1!😀😀😀😀')).toEqual(['validation.passwordMinLength']);
    expect(validatePassword('A1!😀😀😀😀x')).toEqual([]);
  });
});

describe('validatePassword, digit-only reading', () => {
  it.each([
    ['lozinka1', []],
    ['lozinka!', ['validation.passwordDigit']],
    ['loz1', ['validation.passwordMinLength']],
  ])('%j → %j', (password, expected) => {
    expect(validatePassword(password, undefined, { reading: 'digit' })).toEqual(expected);
  });
});

describe('password confirmation (docs/product/accounts.md)', () => {
  it("a different confirmation gives 'Лозинките не се совпаѓаат'", () => {
    const errors = validatePassword('Oglasi2025!', 'Oglasi2025?');
    expect(errors).toEqual(['validation.passwordsDoNotMatch']);
    expect(messageText(errors[0]!)).toBe('Лозинките не се совпаѓаат');
  });

  it('a matching confirmation passes; no confirmation is not checked', () => {
    expect(validatePassword('Oglasi2025!', 'Oglasi2025!')).toEqual([]);
    expect(validatePassword('Oglasi2025!')).toEqual([]);
  });
});

describe('validateEmail (docs/product/accounts.md)', () => {
  it.each([
    ['prodavac@primer.mk', null],
    ['  Kupuvac@Primer.MK ', null],
    ['ime.prezime+oglasi@gmail.com', null],
    ['', 'invalidEmail'],
    ['prodavac', 'invalidEmail'],
    ['prodavac@', 'invalidEmail'],
    ['@primer.mk', 'invalidEmail'],
    ['a@b@primer.mk', 'invalidEmail'],
    ['pro davac@primer.mk', 'invalidEmail'],
    ['prodavac@primer', 'invalidEmail'],
    ['.prodavac@primer.mk', 'invalidEmail'],
    ['pro..davac@primer.mk', 'invalidEmail'],
    ['prodavac@-primer.mk', 'invalidEmail'],
    [null, 'invalidEmail'],
    ['someone@mailinator.com', 'disposableEmailNotAllowed'],
    ['someone@10minutemail.com', 'disposableEmailNotAllowed'],
    ['someone@guerrillamail.com', 'disposableEmailNotAllowed'],
    ['someone@inbox.mailinator.com', 'disposableEmailNotAllowed'],
  ])('%j → %s', (email, expected) => {
    expect(validateEmail(email)).toBe(expected);
  });

  it("shows 'Невалиден email'", () => {
    expect(messageText(validateEmail('x')!)).toBe('Невалиден email');
  });

  it('does not flag ordinary providers as disposable', () => {
    for (const email of ['a@gmail.com', 'a@yahoo.com', 'a@outlook.com', 'a@t-home.mk', 'a@primer.mk']) expect(isDisposableEmail(email)).toBe(false);
  });

  it('accepts international domain names', () => {
    expect(isValidEmailFormat('petar@пример.мкд')).toBe(true);
  });
});
