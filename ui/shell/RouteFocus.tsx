import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { movesFocusToMain } from '../../core';

/**
 * After the app changes page, focus goes to the main content (core's movesFocusToMain says when), so a screen
 * reader announces the new page and the next Tab starts from it, as after a full page load. Without scrolling:
 * ScrollMemory owns the scroll position. `#main` is the shell's <main tabindex="-1">.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    const from = shown.current;
    shown.current = pathname;
    const focusInModal = document.activeElement?.closest('[aria-modal="true"]') != null;
    if (!movesFocusToMain({ from, to: pathname, hash, focusInModal })) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}
