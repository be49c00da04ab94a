import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Closes a popup (the user dropdown, the bell panel) on a press outside `container`, on Escape, and on a route
 * change (docs/product/README.md Header: the dropdown closes on an outside click or a route change).
 */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, open]);

  const { pathname, search } = useLocation();
  const location = `${pathname}${search}`;
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    closeRef.current();
  }, [location]);
}
