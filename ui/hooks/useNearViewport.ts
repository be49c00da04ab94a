import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the fold a section starts loading: about a phone screen ahead of the reader's scrolling. */
export const NEAR_VIEWPORT_MARGIN = '600px';

/**
 * Whether the element has come near the viewport (once true, it stays true). Below-the-fold sections fetch their
 * data and chunks only then: the first page's requests, renders and layouts are the ones the visitor sees.
 * Where there is no IntersectionObserver (an old browser, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
