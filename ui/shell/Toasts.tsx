import { useEffect } from 'react';
import { loadToastLibrary, useToastLibrary } from './toastLibrary';
import { whenIdle } from './whenIdle';

/** How long the shell lets the first page settle before it fetches the toast library anyway. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * Where react-hot-toast renders (docs/product/README.md: every user message is a toast). Durations and the 20-visible limit are
 * decided by the core and the notifier adapter; this only places the toasts and keeps them announced. The
 * library arrives after the first page (fetched when the page is idle, or by an earlier toast, which waits in
 * the notifier's queue meanwhile), so it is not part of the first download.
 */
export function Toasts() {
  const library = useToastLibrary();
  useEffect(() => whenIdle(() => void loadToastLibrary().catch(() => undefined), IDLE_TIMEOUT_MS), []);
  if (!library) return null;
  const { Toaster } = library;
  return <Toaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ ariaProps: { role: 'status', 'aria-live': 'polite' } }} />;
}
