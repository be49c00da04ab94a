import { useLayoutEffect } from 'react';

/**
 * The server paints a static preview of some pages before the scripts run (server/web/page-head.ts: home's
 * hero, a listing's picture and title) into `#boot`, and index.html hides `#root` while `#boot` has content.
 * The hand-off empties `#boot` in a layout effect — before the browser paints — so the preview and the React
 * page swap in one frame: no blank flash, no layout shift. A preview marked `data-until="page"` waits for its
 * page (the listing page, once its data is there); any other waits only for the shell.
 */
export function handOffBoot(owner: 'shell' | 'page' | 'always'): void {
  if (typeof document === 'undefined') return;
  const boot = document.getElementById('boot');
  if (!boot || !boot.hasChildNodes()) return;
  if (owner === 'shell' && boot.dataset.until === 'page') return;
  boot.replaceChildren();
  delete boot.dataset.until;
}

export function useBootHandOff(owner: 'shell' | 'page', ready = true): void {
  useLayoutEffect(() => {
    if (ready) handOffBoot(owner);
  }, [owner, ready]);
}
