/**
 * Where keyboard focus goes after the app changes page without a reload (WCAG 2.4.3, issue 23). A browser's full
 * page load starts reading at the top; a client-side navigation leaves focus on the link that was pressed — often
 * gone with the old page, so focus falls to <body> and a screen reader announces nothing. The app moves focus to
 * the main content instead, but only when the page itself changed:
 *  - a new path, not only a new query (the search page rewrites `?q=` while the visitor types in its box: moving
 *    focus then would take the box from under their fingers);
 *  - no `#fragment`: the browser scrolls and focuses the anchor itself;
 *  - not while a modal dialog holds focus (a navigation behind the chat must not pull focus out of it).
 */
export interface NavigationFocusInput {
  /** The path shown before this navigation. */
  readonly from: string;
  /** The path shown now. */
  readonly to: string;
  /** The new address's fragment ('' for none). */
  readonly hash: string;
  /** True while focus is inside an open modal dialog. */
  readonly focusInModal: boolean;
}

export function movesFocusToMain({ from, to, hash, focusInModal }: NavigationFocusInput): boolean {
  return from !== to && hash === '' && !focusInModal;
}
