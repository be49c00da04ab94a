import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useServices } from '../services';

export const SCROLL_STORAGE_PREFIX = 'oglasi.scroll:';
/** Content (listings) arrives after navigation; keep trying to reach the stored position this long. */
const RESTORE_WINDOW_MS = 1_500;

/**
 * docs/product/README.md: the scroll position is stored per path and restored. The position of the path being left is
 * saved (session storage through the StoragePort); coming back to a path restores its position, retrying
 * while the page grows tall enough; a path never seen starts at the top. Hash links are left to the browser.
 */
export function ScrollMemory() {
  const { storage, clock } = useServices();
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(pathname);

  // Remember the position continuously (cheap: one write per scroll frame) so a reload also restores it.
  useEffect(() => {
    // The browser's own restoration would fight ours on back/forward.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => storage.set(SCROLL_STORAGE_PREFIX + current.current, String(Math.round(window.scrollY))));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [storage]);

  useLayoutEffect(() => {
    if (current.current !== pathname) {
      current.current = pathname;
    }
    if (hash) return;
    const stored = Number(storage.get(SCROLL_STORAGE_PREFIX + pathname));
    // A fresh visit by a link goes to the top; back/forward and reload restore.
    const target = navigationType === 'PUSH' || !Number.isFinite(stored) ? 0 : stored;
    window.scrollTo(0, target);
    if (target === 0) return;
    const started = clock.now();
    let timer: unknown;
    const retry = () => {
      if (Math.abs(window.scrollY - target) <= 1 || clock.now() - started > RESTORE_WINDOW_MS) return;
      window.scrollTo(0, target);
      timer = clock.setTimeout(retry, 100);
    };
    timer = clock.setTimeout(retry, 100);
    return () => clock.clearTimeout(timer);
  }, [pathname, hash, navigationType, storage, clock]);

  return null;
}
