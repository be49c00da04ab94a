import { describe, expect, it } from 'vitest';
import { greetingName, isLargeBubble, truncateChatPreview, truncateChatTitle, truncateToastPreview, unreadBadgeText } from '../../../../core';

describe('unreadBadgeText (docs/product/chat.md: 0 nothing, 1–9 the number, above 9 "9+")', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [5, '5'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [-3, ''],
    [Number.NaN, ''],
    [null, ''],
  ])('%s → %j', (count, expected) => {
    expect(unreadBadgeText(count)).toBe(expected);
  });
});

describe('chat truncation (docs/product/chat.md: title 24, preview 29, toast 40)', () => {
  const text = 'Здраво, дали е сѐ уште достапен автомобилот?';

  it('cuts the title at 24 characters', () => {
    expect(truncateChatTitle('a'.repeat(24))).toBe('a'.repeat(24));
    expect(truncateChatTitle('a'.repeat(25))).toBe(`${'a'.repeat(24)}...`);
    expect(truncateChatTitle(text)).toBe(`${Array.from(text).slice(0, 24).join('').trimEnd()}...`);
  });

  it('cuts the preview at 29 characters', () => {
    expect(truncateChatPreview('b'.repeat(29))).toBe('b'.repeat(29));
    expect(truncateChatPreview('b'.repeat(30))).toBe(`${'b'.repeat(29)}...`);
  });

  it('cuts the toast preview at 40 characters', () => {
    expect(truncateToastPreview('c'.repeat(40))).toBe('c'.repeat(40));
    expect(truncateToastPreview('c'.repeat(41))).toBe(`${'c'.repeat(40)}...`);
  });

  it('never splits an emoji', () => {
    expect(truncateChatTitle('😀'.repeat(30))).toBe(`${'😀'.repeat(24)}...`);
  });

  it('handles missing text', () => {
    expect(truncateChatPreview(null)).toBe('');
  });
});

describe('isLargeBubble (docs/product/chat.md: longer than 40 characters)', () => {
  it.each([
    ['x'.repeat(40), false],
    ['x'.repeat(41), true],
    ['', false],
    [null, false],
  ])('%j → %s', (message, expected) => {
    expect(isLargeBubble(message)).toBe(expected);
  });
});

describe('greetingName (docs/product/chat.md header greeting)', () => {
  it.each([
    ['first word of display_name', { full_name: 'Петар Петровски', user_meta: { display_name: 'Ауто Центар Скопје' } }, 'Ауто'],
    ['top-level display_name', { display_name: '  Марија  Стојанова ', full_name: 'X Y' }, 'Марија'],
    ['then first word of full_name', { full_name: 'Петар Петровски', user_meta: { display_name: '   ' } }, 'Петар'],
    ["then 'Корисник'", { full_name: '', user_meta: null }, 'Корисник'],
    ["no user → 'Корисник'", null, 'Корисник'],
  ])('%s', (_label, user, expected) => {
    expect(greetingName(user)).toBe(expected);
  });
});
