/**
 * The first script of every page (a build entry of its own, a few hundred bytes): the server's preview — home's
 * hero, a listing's picture and title (server/web/page-head.ts) — paints before any of the app's JavaScript is
 * fetched or run (docs/decisions/145-paint-before-scripts.md).
 *
 * The server writes the app's entry and the modules it imports into this script's `data-entry` and `data-preload`
 * (server/web/paint-first-template.ts) instead of a script tag and modulepreload links: those made ~140 KB of
 * JavaScript share a phone's first round trips with the preview's picture, and their evaluation (the first page's
 * longest task) ran before the picture was painted. Here they are asked for once the preview is on screen — at
 * once when there is no preview — all together (no request waits for another), and the entry is imported.
 *
 * Nothing here may import a module: it would pull the app's chunks into this entry.
 */

/** The longest the preview's picture may hold the app back (a slow or failing image must never block the page). */
export const PICTURE_WAIT_LIMIT_MS = 2_500;

export interface PaintFirstPage {
  document: Document;
  requestAnimationFrame(callback: () => void): void;
  setTimeout(callback: () => void, ms: number): void;
  importModule(url: string): Promise<unknown>;
}

/** Resolves once the preview has been painted (its high-priority picture loaded or failed, then one frame), or at once without one. */
export function previewPainted(page: PaintFirstPage): Promise<void> {
  const boot = page.document.getElementById('boot');
  if (!boot || !boot.hasChildNodes()) return Promise.resolve();
  // Only the page's largest paint is waited for — the listing's picture, the one image the server marks high
  // priority; a category page's lazily loaded card images are not (one below the fold would never load).
  const picture = boot.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const loaded =
    picture && !picture.complete
      ? new Promise<void>((resolve) => {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
          page.setTimeout(resolve, PICTURE_WAIT_LIMIT_MS);
        })
      : Promise.resolve();
  // A frame, then a task: the frame's paint has happened by the time the task runs.
  return loaded.then(() => new Promise<void>((resolve) => page.requestAnimationFrame(() => page.setTimeout(resolve, 0))));
}

/**
 * Preloads the app's modules all at once, then evaluates them one chunk per task and imports the entry, after the
 * preview has painted. Importing the entry alone evaluated its whole static graph (~140 KB gzip: react-dom, the
 * router, the query cache, the app) as one task — the page's longest, and most of its Total Blocking Time. The
 * chunks are imported in the server's order (vite's: each after the chunks it imports), each in a task of its own,
 * so no single evaluation blocks input for long; a chunk evaluates once, whoever imports it first, so the entry's
 * own import then runs only its own code.
 */
export async function startApp(page: PaintFirstPage, script: HTMLElement): Promise<void> {
  const entry = script.dataset.entry;
  if (!entry) return;
  await previewPainted(page);
  const head = page.document.head;
  const chunks = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  for (const href of chunks) {
    const link = page.document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    head.appendChild(link);
  }
  try {
    for (const chunk of chunks) {
      await page.importModule(chunk);
      await new Promise<void>((resolve) => page.setTimeout(resolve, 0));
    }
    await page.importModule(entry);
  } catch {
    // The entry could not be fetched or evaluated (a network blip): hand it to the browser as an ordinary module
    // script, which fetches it again and reports any error in the console as it always did.
    const fallback = page.document.createElement('script');
    fallback.type = 'module';
    fallback.src = entry;
    head.appendChild(fallback);
  }
}

const script = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('script[data-entry]');
if (script) {
  void startApp(
    {
      document,
      requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
      setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
      importModule: (url) => import(/* @vite-ignore */ url),
    },
    script,
  );
}
