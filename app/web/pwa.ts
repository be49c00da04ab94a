import { addTexts, messageText, type Language } from '../../core';

/**
 * The service worker's page side (issue 26), a chunk of its own loaded after the page's `load` event (home's
 * first download does not carry it): registers /sw.js (server/web/install.ts), and when a new build's worker has
 * installed and waits, says so — "refresh to update" — instead of letting the app run stale or swapping it
 * silently. The button lets the waiting worker take over and reloads once it has.
 * Plain DOM, not React: it must work whatever page (or page error) is on screen.
 */
export async function registerServiceWorker(
  language: () => Language,
  retryDelaysMs: readonly number[] = INSTALL_RETRY_DELAYS_MS,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const tryAgain = () => retryLater(() => void registerServiceWorker(language, retryDelaysMs.slice(1)), retryDelaysMs[0]);
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register('/sw.js');
  } catch {
    // /sw.js itself did not arrive (offline, a dropped connection).
    tryAgain();
    return undefined;
  }
  // A first install fails when one of the files it stores does not arrive — on a phone's network that happens — and
  // the browser then forgets the registration. The page registers only once per document, so a visitor who stays in
  // the app would never get offline reading: try again later (or as soon as the network is back).
  const firstInstall = navigator.serviceWorker.controller ? null : registration.installing;
  firstInstall?.addEventListener('statechange', () => {
    if (firstInstall.state === 'redundant' && !registration.active && !registration.waiting) tryAgain();
  });
  let refreshing = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (refreshing) window.location.reload();
  });
  const announce = (worker: ServiceWorker) =>
    void showUpdatePrompt(language(), () => {
      refreshing = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  // A worker that installed while no page listened (another tab, the previous visit) waits already.
  if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update: nothing to announce.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  });
  // A tab left open for days asks again whenever it comes back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  return registration;
}

/** When a failed first install is tried again; after the last, the next page load registers anew. */
export const INSTALL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000] as const;

/** Runs `run` once, after `delayMs` or when the browser comes back online, whichever is first; never without a delay. */
function retryLater(run: () => void, delayMs: number | undefined): void {
  if (delayMs === undefined) return;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', once);
    run();
  };
  const timer = window.setTimeout(once, delayMs);
  window.addEventListener('online', once);
}

const PROMPT_ID = 'app-update';

/** The prompt's texts come only when there is something to announce (most visits have nothing). */
async function showUpdatePrompt(lang: Language, accept: () => void): Promise<void> {
  if (document.getElementById(PROMPT_ID)) return;
  const [{ reachMk }, { reachSq }] = await Promise.all([import('../../core/i18n/mk/reach'), import('../../core/i18n/sq/reach')]);
  addTexts('mk', reachMk);
  addTexts('sq', reachSq);
  if (document.getElementById(PROMPT_ID)) return;
  const box = document.createElement('div');
  box.id = PROMPT_ID;
  box.setAttribute('role', 'status');
  box.style.cssText =
    'position:fixed;left:50%;bottom:calc(1rem + env(safe-area-inset-bottom));transform:translateX(-50%);z-index:2147483000;' +
    'display:flex;gap:0.75rem;align-items:center;flex-wrap:wrap;max-width:calc(100% - 2rem);box-sizing:border-box;' +
    'padding:0.75rem 1rem;border-radius:12px;background:#1f1147;color:#fff;box-shadow:0 6px 24px rgba(0,0,0,.3);font:inherit';
  const text = document.createElement('span');
  text.textContent = messageText('update.available', lang);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = messageText('update.refresh', lang);
  button.style.cssText = 'font:inherit;font-weight:700;padding:0.45rem 0.9rem;border-radius:8px;border:0;background:#fff;color:#0b6b5d;cursor:pointer';
  button.addEventListener('click', () => {
    button.disabled = true;
    accept();
  });
  box.append(text, button);
  document.body.append(box);
}
