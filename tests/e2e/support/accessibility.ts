import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * The accessibility gate (WCAG 2.2 AA through axe-core): every page a journey shows is audited once per URL (its
 * last rendering before the journey left it), in every browser context the test opens, with no line in the journey
 * asking for it — a new screen is covered the day a journey first visits it. Violations of impact serious or
 * critical fail the test; the rest are reported.
 *
 * axe-core is injected by script evaluation (the page's CSP does not apply to the driver's own evaluation), so
 * the app needs no test hook and ships nothing extra.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);
/** How often the journey's pages are read. */
const READ_EVERY_MS = 300;

export interface AccessibilityFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

export class AccessibilityWatch {
  /** The newest rendering read of each URL, audited when the test ends. */
  private readonly latest = new Map<
    string,
    { html: string; viewport: { width: number; height: number } | null }
  >();
  private readonly pages = new Set<Page>();
  private readonly findings: AccessibilityFinding[] = [];
  private readonly timer: ReturnType<typeof setInterval>;
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly browser: Browser,
    private readonly testInfo: TestInfo,
  ) {
    this.timer = setInterval(() => this.readAll(), READ_EVERY_MS);
  }

  watchContext(context: BrowserContext): void {
    for (const page of context.pages()) this.pages.add(page);
    context.on('page', (page) => {
      this.pages.add(page);
      page.on('close', () => this.pages.delete(page));
    });
  }

  /** Reads the pages still open one last time, audits every URL seen, and gives what fails the gate. */
  async finish(): Promise<AccessibilityFinding[]> {
    clearInterval(this.timer);
    await this.reading;
    await this.readAll();
    const context = this.latest.size > 0 ? await this.newAuditContext() : undefined;
    // One page per origin, each rendering written into it in turn: a new page and its trip to the site for every
    // URL were a third of an audit's time, and the audits half of some journeys'.
    const copies = new Map<string, Page>();
    for (const [url, snapshot] of this.latest) {
      const origin = new URL(url).origin;
      let copy = copies.get(origin);
      if (!copy) {
        copy = await context!.newPage();
        // A document of the site's own origin, so the copies' crossorigin stylesheets load as they did.
        await copy.goto(`${origin}/api/health`);
        copies.set(origin, copy);
      }
      await this.audit(copy, url, snapshot.html, snapshot.viewport);
    }
    await context?.close();
    const failing = this.findings.filter((finding) => FAILING.has(finding.impact));
    const summary = `axe: ${this.latest.size} page(s) audited, ${failing.length} serious/critical, ${this.findings.length - failing.length} minor/moderate`;
    this.testInfo.annotations.push({ type: 'accessibility', description: summary });
    if (this.findings.length > 0)
      await this.testInfo.attach('axe-findings.json', {
        body: JSON.stringify(this.findings, null, 2),
        contentType: 'application/json',
      });
    return failing;
  }

  /**
   * The journey's pages are only read (their rendered DOM), never touched: axe scrolls while it checks contrast,
   * and a journey measuring a scroll position at that moment would see it move. Reading every few hundred
   * milliseconds keeps the last complete rendering of a page the journey leaves quickly.
   */
  private readAll(): Promise<void> {
    this.reading = this.reading.then(async () => {
      for (const page of [...this.pages]) {
        const url = page.isClosed() ? '' : page.url();
        if (!url.startsWith('http')) continue;
        try {
          const html = await page.content();
          if (page.url() === url) this.latest.set(url, { html, viewport: page.viewportSize() });
        } catch {
          // Navigating or closing at that moment: the next read takes it.
        }
      }
    });
    return this.reading;
  }

  private newAuditContext(): Promise<BrowserContext> {
    const use = this.testInfo.project.use;
    return this.browser.newContext({
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      deviceScaleFactor: use.deviceScaleFactor,
      viewport: use.viewport,
    });
  }

  private async audit(
    copy: Page,
    url: string,
    html: string,
    viewport: { width: number; height: number } | null,
  ): Promise<void> {
    if (viewport) await copy.setViewportSize(viewport);
    await copy.setContent(staticCopy(html, new URL(url).origin), { waitUntil: 'load' });
    // The window outlives the documents written into it (document.open keeps it): axe is evaluated once per copy.
    if (!(await copy.evaluate(() => 'axe' in window)))
      await copy.evaluate((source) => void (0, eval)(source), AXE_SOURCE);
    const result = (await copy.evaluate(
      async ({ tags }) => {
        // The copy replays its CSS animations from the start (a toast sliding in or fading out): audit the settled
        // rendering, not the first frame of a transition (a half-faded toast is not what a reader is shown).
        for (const animation of document.getAnimations()) {
          try {
            animation.finish();
          } catch {
            // An infinite animation (a spinner) cannot finish; its colours do not change.
          }
        }
        const axe = (
          window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }
        ).axe;
        return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      },
      { tags: TAGS },
    )) as AxeResult;
    for (const violation of result.violations) {
      this.findings.push({
        url,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      });
    }
  }
}

/** The rendered page without its scripts (the copy must not start the app again), its URLs resolved against the site. */
function staticCopy(html: string, origin: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<head([^>]*)>/i, `<head$1><base href="${origin}/">`);
}
