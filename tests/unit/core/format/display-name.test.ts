import { describe, expect, it } from 'vitest';
import { displayName } from '../../../../core';

describe('displayName: one public name for the listing page, the chat and the server', () => {
  it.each([
    [{ full_name: 'Ана Петровска', user_meta: { display_name: '  Ана П. ', company_name: 'Шоп' } }, 'Ана П.'],
    [{ full_name: 'Ана Петровска', user_meta: { display_name: ' ', company_name: 'Авто Скопје' } }, 'Авто Скопје'],
    [{ full_name: 'Ана Петровска', user_meta: {} }, 'Ана Петровска'],
    [{ full_name: null, user_meta: { first_name: 'Марко', last_name: 'Николов' } }, 'Марко Николов'],
    [{ full_name: '', user_meta: { first_name: 'Марко' } }, 'Марко'],
    [{ full_name: null, user_meta: null }, null],
    [null, null],
  ])('%j → %j', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});
