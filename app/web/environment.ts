/**
 * Is this page running inside the native mobile wrapper (docs/product/browsing.md: pull-to-refresh there)? The wrapper is a
 * WebView app; it identifies itself in one of two ways, either is enough:
 *   1. its user agent contains the token `OglasiApp/<version>` (set by the app's WebView configuration);
 *   2. it injects a bridge object: `window.ReactNativeWebView` (React Native) or `window.OglasiNative`.
 * A normal browser has neither, so it never gets the custom pull gesture (browsers have their own).
 */
export function isNativeWrapper(win: Pick<Window, 'navigator'> & Record<string, unknown> = window as unknown as Window & Record<string, unknown>): boolean {
  const userAgent = win.navigator?.userAgent ?? '';
  return /\bOglasiApp\/[\w.]+/.test(userAgent) || typeof win.ReactNativeWebView === 'object' || typeof win.OglasiNative === 'object';
}
