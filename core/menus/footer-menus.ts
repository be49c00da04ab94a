import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { messageText, type Language } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { portToken } from '../ports/token';
import { FOOTER_FALLBACK_LINKS, infoPath } from '../routes/routes';

export const FOOTER_MENU_LOCATIONS = ['footer-1', 'footer-2'] as const;
export type FooterMenuLocation = (typeof FOOTER_MENU_LOCATIONS)[number];

export function menuPath(location: string): string {
  return `/api/menus/location/${encodeURIComponent(location)}`;
}

export interface FooterLink {
  slug: string;
  title: string;
  /** `/info/{slug}`. */
  href: string;
}

export interface FooterMenusState {
  loading: boolean;
  /** Two columns (footer-1, footer-2); with the fallback, the six docs/product/browsing.md links split three and three. */
  columns: FooterLink[][];
  usedFallback: boolean;
}

export const INITIAL_FOOTER_MENUS_STATE: FooterMenusState = Object.freeze({ loading: false, columns: [], usedFallback: false });

/** docs/product/browsing.md Menu: a list of menus (bare, in `data`, or keyed by location), each with pages { slug, title }. */
export function menuLinksIn(body: unknown, location: string): FooterLink[] {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const menus = Array.isArray(body) ? body : Array.isArray(record?.data) ? record.data : Array.isArray(record?.[location]) ? record[location] : [];
  const links: FooterLink[] = [];
  for (const menu of menus as unknown[]) {
    const pages = menu !== null && typeof menu === 'object' ? (menu as { pages?: unknown }).pages : null;
    if (!Array.isArray(pages)) continue;
    for (const page of pages as unknown[]) {
      if (page === null || typeof page !== 'object') continue;
      const { slug, title } = page as { slug?: unknown; title?: unknown };
      // A slug is a single path segment: anything else would let menu data point outside /info/.
      if (typeof slug !== 'string' || !/^[\p{L}\p{N}_-]+$/u.test(slug) || typeof title !== 'string' || title.trim() === '') continue;
      links.push({ slug, title, href: infoPath(slug) });
    }
  }
  return links;
}

export function fallbackFooterColumns(lang: Language = 'mk'): FooterLink[][] {
  const links = FOOTER_FALLBACK_LINKS.map((link) => ({ slug: link.slug, title: messageText(link.titleId, lang), href: infoPath(link.slug) }));
  return [links.slice(0, 3), links.slice(3)];
}

export interface FooterMenusDeps {
  http: HttpPort;
  logger: LoggerPort;
  /** The interface language at the moment a text is written (app/ passes LanguageStore's `current`). */
  language?: () => Language;
}

/**
 * The footer's two link columns (docs/product/browsing.md Footer, menus call). A failed call is logged (docs/product/errors.md silent
 * handling); when neither menu yields a link, the six fallback links are used. Never throws.
 */
export class FooterMenus extends Store<FooterMenusState> {
  private readonly lang: () => Language;

  constructor(private readonly deps: FooterMenusDeps) {
    super(INITIAL_FOOTER_MENUS_STATE);
    this.lang = deps.language ?? (() => 'mk');
  }

  async load(): Promise<FooterMenusState> {
    this.setState({ ...this.getSnapshot(), loading: true });
    const columns = await Promise.all(FOOTER_MENU_LOCATIONS.map((location) => this.column(location)));
    const usedFallback = columns.every((column) => column.length === 0);
    const next: FooterMenusState = { loading: false, columns: usedFallback ? fallbackFooterColumns(this.lang()) : columns, usedFallback };
    this.setState(next);
    return next;
  }

  private async column(location: FooterMenuLocation): Promise<FooterLink[]> {
    try {
      return menuLinksIn(await firstValueFrom(this.deps.http.request({ path: menuPath(location) })), location);
    } catch (error) {
      this.deps.logger.warn(`footer menu ${location} failed`, error);
      return [];
    }
  }
}

export const FOOTER_MENUS = portToken<FooterMenus>('FooterMenus');
