import { describe, expect, it } from 'vitest';
import { movesFocusToMain } from '../../../../core';

describe('focus after a client-side navigation', () => {
  it.each([
    ['a new page', { from: '/', to: '/oglas/golf-7-123', hash: '', focusInModal: false }, true],
    ['the first render (same path)', { from: '/', to: '/', hash: '', focusInModal: false }, false],
    ['a query change on the same page (typing in the search box)', { from: '/oglasi/prebaruvanje', to: '/oglasi/prebaruvanje', hash: '', focusInModal: false }, false],
    ['a link to an anchor', { from: '/', to: '/info/cesto-postavuvani-prasanja', hash: '#plakanje', focusInModal: false }, false],
    ['a navigation while the chat dialog holds focus', { from: '/', to: '/korisnik/inbox', hash: '', focusInModal: true }, false],
  ])('%s', (_name, input, expected) => {
    expect(movesFocusToMain(input)).toBe(expected);
  });
});
