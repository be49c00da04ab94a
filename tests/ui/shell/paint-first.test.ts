import { afterEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_WAIT_LIMIT_MS, previewPainted, startApp, type PaintFirstPage } from '../../../app/web/paint-first';

/**
 * The paint-first loader (app/web/paint-first.ts, decision 145): the app's modules are asked for only after the
 * server's preview has painted — at once without a preview, after the preview's picture (or its failure, or a
 * time limit) and one frame with one — then all together, evaluated one chunk per task, and the entry last.
 */
function pageWith(bootHtml: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="boot">${bootHtml}</div><div id="root"></div><script type="module" data-entry="/assets/main-A1.js" data-preload="/assets/react-B2.js /assets/i18n-C3.js"></script>`;
  const frames: Array<() => void> = [];
  const imported: string[] = [];
  const page: PaintFirstPage = {
    document,
    requestAnimationFrame: (callback) => void frames.push(callback),
    setTimeout: (callback, ms) => void setTimeout(callback, ms),
    importModule: (url) => {
      imported.push(url);
      return Promise.resolve({});
    },
  };
  const script = document.querySelector<HTMLElement>('script[data-entry]')!;
  const runFrame = () => frames.splice(0).forEach((frame) => frame());
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  return { page, script, imported, runFrame, preloads };
}

describe('paint-first: the preview paints before the app is fetched', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at once when the server wrote no preview', async () => {
    const { page, script, imported, preloads } = pageWith('');
    await startApp(page, script);
    expect(preloads()).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js']);
    expect(imported).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js', '/assets/main-A1.js']);
  });

  it('evaluates one chunk per task, in the server\'s order, and the entry last', async () => {
    const { page, script, imported } = pageWith('');
    // The page's timers run only when the test says: each one is a task boundary the loader asked for.
    const tasks: Array<() => void> = [];
    page.setTimeout = (callback) => void tasks.push(callback);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const started = startApp(page, script);
    await settle();
    expect(imported).toEqual(['/assets/react-B2.js']);
    tasks.splice(0).forEach((task) => task());
    await settle();
    expect(imported).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js']);
    tasks.splice(0).forEach((task) => task());
    await started;
    expect(imported).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js', '/assets/main-A1.js']);
  });

  it('waits for the preview picture, then a frame, then preloads every module at once and imports the entry', async () => {
    vi.useFakeTimers();
    const { page, script, imported, runFrame, preloads } = pageWith('<div class="boot-stage"><img class="boot-picture" src="/uploads/a.webp" fetchpriority="high"></div>');
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    const started = startApp(page, script);
    await vi.advanceTimersByTimeAsync(1_000);
    runFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(preloads()).toEqual([]);
    expect(imported).toEqual([]);

    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(10);
    expect(imported).toEqual([]); // the frame that paints the picture comes first
    runFrame();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(preloads()).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js']);
    expect(imported).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js', '/assets/main-A1.js']);
  });

  it('a picture that fails, or never arrives, does not hold the app back', async () => {
    vi.useFakeTimers();
    const failing = pageWith('<img src="/uploads/gone.webp" fetchpriority="high">');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const failed = previewPainted(failing.page);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    failing.runFrame();
    await vi.advanceTimersByTimeAsync(1);
    await expect(failed).resolves.toBeUndefined();

    const slow = pageWith('<img src="/uploads/slow.webp" fetchpriority="high">');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    let done = false;
    void previewPainted(slow.page).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_LIMIT_MS - 1);
    slow.runFrame();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    slow.runFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('does not wait for a category page’s lazily loaded card pictures', async () => {
    const { page, script, imported, runFrame } = pageWith('<ul class="boot-cards"><li><img src="/uploads/card.webp" loading="lazy"></li></ul>');
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    const started = startApp(page, script);
    await Promise.resolve();
    runFrame();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await started;
    expect(imported).toEqual(['/assets/react-B2.js', '/assets/i18n-C3.js', '/assets/main-A1.js']);
  });

  it('hands the entry to the browser as a module script when importing it fails', async () => {
    const { page, script } = pageWith('');
    page.importModule = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await startApp(page, script);
    const fallback = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(fallback?.getAttribute('src')).toBe('/assets/main-A1.js');
  });
});
