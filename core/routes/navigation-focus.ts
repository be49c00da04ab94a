/**
 * Where keyboard focus goes after the app changes page without a reload (WCAG 2.4.3, issue 23). A browser's full
 * page load starts reading at the top; a client-side navigation leaves focus on the link that was pressed — often
 * gone with the old page, so focus falls to <body> and a screen reader announces nothing. The app moves focus to
 * the main content instead, but only when the visitor went to another page:
 *  - a new path, not only a new query (the search page rewrites `?q=` while the visitor types in its box: moving
 *    focus then would take the box from under their fingers);
 *  - a push or a back/forward, not a replace: the app replaces the address under a visitor who stays where they are
 *    (the wizard's draft gets its own address while its title is being typed) — unless the replace took the page
 *    from under the visitor's focus, which fell to <body>: a protected page replaced by login, or login (for a visitor
 *    already signed in) by the page they came from is a new page, and a keyboard user's next Tab would otherwise
 *    start again at the top of the document;
 *  - no `#fragment`: the browser scrolls and focuses the anchor itself;
 *  - not while a modal dialog holds focus (a navigation behind the chat must not pull focus out of it);
 *  - not when the new page put focus somewhere itself (a code field that asks to be typed in first).
 */
export interface NavigationFocusInput {
  /** The path shown before this navigation. */
  readonly from: string;
  /** The path shown now. */
  readonly to: string;
  /** How the address changed: the router's PUSH, POP or REPLACE. */
  readonly action: 'PUSH' | 'POP' | 'REPLACE';
  /** The new address's fragment ('' for none). */
  readonly hash: string;
  /** True while focus is inside an open modal dialog. */
  readonly focusInModal: boolean;
  /** True when focus moved during the page change to an element of the new page. */
  readonly focusPlacedByPage: boolean;
  /** True when nothing has focus after the change (it fell to <body> with the old page's element). */
  readonly focusLost: boolean;
}

export function movesFocusToMain({ from, to, action, hash, focusInModal, focusPlacedByPage, focusLost }: NavigationFocusInput): boolean {
  return from !== to && (action !== 'REPLACE' || focusLost) && hash === '' && !focusInModal && !focusPlacedByPage;
}
