import { describe, expect, it } from 'vitest';
import { movesFocusToMain, type NavigationFocusInput } from '../../../../core';

const toListing: NavigationFocusInput = { from: '/', to: '/oglas/golf-7-123', action: 'PUSH', hash: '', focusInModal: false, focusPlacedByPage: false, focusLost: false };

describe('focus after a client-side navigation', () => {
  it.each<[string, Partial<NavigationFocusInput>, boolean]>([
    ['a link to a new page', {}, true],
    ['back or forward to another page', { action: 'POP' }, true],
    ['the first render (same path)', { to: '/' }, false],
    ['a query change on the same page (typing in the search box)', { from: '/oglasi/prebaruvanje', to: '/oglasi/prebaruvanje' }, false],
    ['an address replaced under the visitor (the wizard draft gets its id)', { from: '/korisnik/oglas', to: '/korisnik/oglas/12', action: 'REPLACE' }, false],
    ['a protected page replaced by login, its focused link gone with it', { from: '/korisnik/moi-oglasi', to: '/korisnik/najava', action: 'REPLACE', focusLost: true }, true],
    ['login replaced by the page a signed-in visitor came from', { from: '/korisnik/najava', action: 'REPLACE', focusLost: true }, true],
    ['a page replaced by itself at another address, focus lost (a listing\'s former slug)', { from: '/oglas/123', to: '/oglas/golf-7-123', action: 'REPLACE', focusLost: true }, true],
    ['a lost focus on the same path (a query rewritten) stays where it is', { from: '/oglasi/prebaruvanje', to: '/oglasi/prebaruvanje', action: 'REPLACE', focusLost: true }, false],
    ['a link to an anchor', { hash: '#plakanje' }, false],
    ['a navigation while the chat dialog holds focus', { focusInModal: true }, false],
    ['a new page that focused its own field', { focusPlacedByPage: true }, false],
  ])('%s', (_name, change, expected) => {
    expect(movesFocusToMain({ ...toListing, ...change })).toBe(expected);
  });
});
