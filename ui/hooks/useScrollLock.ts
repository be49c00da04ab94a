import { useEffect } from 'react';

// Counted, so two modals open at once (e.g. the chat above a page modal) unlock only when the last closes.
let locks = 0;
let savedOverflow = '';

/** docs/product/README.md Other UI elements: page scrolling is locked while a modal is open. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
