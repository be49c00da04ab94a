import { Toaster } from 'react-hot-toast';

/**
 * Where react-hot-toast renders (SPEC §1: every user message is a toast). Durations and the 20-visible limit are
 * decided by the core and the notifier adapter; this only places the toasts and keeps them announced.
 */
export function Toasts() {
  return <Toaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ ariaProps: { role: 'status', 'aria-live': 'polite' } }} />;
}
