import { useEffect } from 'react';

/**
 * Asks before leaving a page while `unsaved()` says work would be lost: closing the tab or reloading (the browser's
 * own beforeunload prompt) and following a link inside the app (`message` in a confirm). The listener runs in the
 * capture phase on the document, before the router's link handler, so a "stay" cancels the navigation.
 */
export function useLeaveGuard(unsaved: () => boolean, message: string): void {
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = message;
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      if (!unsaved() || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved, message]);
}
