import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { movesFocusToMain } from '../../core';

/**
 * After the app changes page, focus goes to the main content (core's movesFocusToMain says when), so a screen
 * reader announces the new page and the next Tab starts from it, as after a full page load. Without scrolling:
 * ScrollMemory owns the scroll position. `#main` is the shell's <main tabindex="-1">.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const action = useNavigationType();
  const shown = useRef(pathname);
  // Where focus was while the old page was still on screen (rendering comes before the new page is committed): a
  // different element afterwards was focused by the new page itself.
  const before = useRef<Element | null>(null);
  if (shown.current !== pathname && typeof document !== 'undefined') before.current = document.activeElement;
  useEffect(() => {
    const from = shown.current;
    shown.current = pathname;
    const active = document.activeElement;
    const focusInModal = active?.closest('[aria-modal="true"]') != null;
    const focusPlacedByPage = active !== null && active !== before.current && active !== document.body;
    const focusLost = active === null || active === document.body;
    if (!movesFocusToMain({ from, to: pathname, action, hash, focusInModal, focusPlacedByPage, focusLost })) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, action]);
  return null;
}
