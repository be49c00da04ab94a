import { useEffect } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { loadToastLibrary, useToastLibrary } from './toastLibrary';
import { whenIdle } from './whenIdle';

/** How long the shell lets the first page settle before it fetches the toast library anyway. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * Toasts stand at the bottom, where no page or dialog has its title: centred on a phone and at the right on a wider
 * screen, lifted clear of what is fixed there (`--toast-bottom`, app/web/global.css: the phone's bottom bar and its
 * safe area, the listing page's contact bar, the floating header controls).
 */
const CONTAINER_STYLE = { bottom: 'var(--toast-bottom)' } as const;

/**
 * Where react-hot-toast renders (docs/product/README.md: every user message is a toast). Durations and the 20-visible limit are
 * decided by the core and the notifier adapter; this only places the toasts and keeps them announced. The
 * library arrives after the first page (fetched when the page is idle, or by an earlier toast, which waits in
 * the notifier's queue meanwhile), so it is not part of the first download.
 */
export function Toasts() {
  const library = useToastLibrary();
  const phone = useMediaQuery(MOBILE_QUERY);
  useEffect(() => whenIdle(() => void loadToastLibrary().catch(() => undefined), IDLE_TIMEOUT_MS), []);
  if (!library) return null;
  const { Toaster } = library;
  return <Toaster position={phone ? 'bottom-center' : 'bottom-right'} containerStyle={CONTAINER_STYLE} toastOptions={{ ariaProps: { role: 'status', 'aria-live': 'polite' } }} />;
}
