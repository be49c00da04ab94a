import { useEffect, useRef, useState } from 'react';
import { useText } from '../i18n';
import { useServices } from '../services';
import styles from './PullToRefresh.module.css';

/** docs/product/README.md: pulling down more than 80 px reloads (inside the native mobile wrapper only). */
export const PULL_TO_REFRESH_THRESHOLD_PX = 80;

/**
 * docs/product/README.md Other UI elements: inside the native mobile wrapper (which has no browser reload gesture), pulling
 * the page down from the very top by more than 80 px reloads it. How the wrapper is detected is app/'s
 * decision (`config.nativeWrapper`, see app/web/environment.ts); in a normal browser this renders nothing.
 */
export function PullToRefresh({ onRefresh }: { onRefresh: () => void }) {
  const t = useText();
  const { config } = useServices();
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (!config.nativeWrapper) return;
    let distance = 0;
    const onStart = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      distance = Math.max(0, event.touches[0]!.clientY - start.current);
      setPull(distance);
    };
    const onEnd = () => {
      if (start.current !== null && distance > PULL_TO_REFRESH_THRESHOLD_PX) refreshRef.current();
      start.current = null;
      distance = 0;
      setPull(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [config.nativeWrapper]);

  if (!config.nativeWrapper || pull <= 0) return null;
  const ready = pull > PULL_TO_REFRESH_THRESHOLD_PX;
  return (
    <div className={styles.indicator} style={{ transform: `translateY(${Math.min(pull, 120) / 2}px)` }} role="status">
      {ready ? t('pullToRefresh.release') : t('pullToRefresh.pull')}
    </div>
  );
}
