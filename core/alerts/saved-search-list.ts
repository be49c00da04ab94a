import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import { savedSearchItem, type SavedSearchItem } from './saved-search-item';
import { ALERTS_PATHS, savedSearchesReader, savedSearchReader } from './wire';

export interface SavedSearchListState {
  loading: boolean;
  failed: boolean;
  items: readonly SavedSearchItem[];
  /** E-mail when a saved (favourite) listing's price drops. */
  priceDropEmail: boolean;
  /** A change under way, by saved search id (its buttons wait). */
  busy: readonly number[];
}

export const INITIAL_SAVED_SEARCH_LIST_STATE: SavedSearchListState = { loading: true, failed: false, items: [], priceDropEmail: false, busy: [] };

export interface SavedSearchListDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
}

/**
 * The "Зачувани пребарувања" page (docs/product/browsing.md "Saved searches"): the user's saved searches with the
 * number of new matches since each was last opened; open one (marks it seen), delete one, e-mail alerts on or off,
 * and the price-drop e-mail choice. A failed change leaves the list as it was and says so in a toast.
 */
export class SavedSearchList extends Store<SavedSearchListState> {
  constructor(private readonly deps: SavedSearchListDeps) {
    super(INITIAL_SAVED_SEARCH_LIST_STATE);
  }

  async load(): Promise<void> {
    this.patch({ loading: true, failed: false });
    try {
      const body = savedSearchesReader.parse(await firstValueFrom(this.deps.http.request({ path: ALERTS_PATHS.savedSearches, credentials: true })));
      if (!this.isDisposed) this.patch({ loading: false, items: body.data.map(savedSearchItem), priceDropEmail: body.settings?.price_drop_email ?? false });
    } catch (error) {
      this.deps.logger.warn('saved searches not loaded', error);
      if (!this.isDisposed) this.patch({ loading: false, failed: true });
    }
  }

  /** Deletes one (DELETE /api/saved-searches/:id). */
  async remove(id: number): Promise<boolean> {
    const done = await this.change(id, { path: ALERTS_PATHS.savedSearch(id), method: 'DELETE', credentials: true });
    if (done === undefined) return false;
    this.patch({ items: this.getSnapshot().items.filter((item) => item.id !== id) });
    this.deps.toasts.success(messageText('alerts.deleted', this.deps.language()));
    return true;
  }

  /** E-mail alerts of one on or off. */
  async setEmailAlerts(id: number, on: boolean): Promise<boolean> {
    const body = await this.change(id, { path: ALERTS_PATHS.savedSearch(id), method: 'PUT', credentials: true, payload: { email_alerts: on } });
    if (body === undefined) return false;
    this.replace(savedSearchItem(savedSearchReader.parse(body).data));
    return true;
  }

  /** Opening one: its new matches count as seen (the list shows 0 when the user comes back). */
  async markSeen(id: number): Promise<void> {
    const body = await this.change(id, { path: ALERTS_PATHS.seen(id), method: 'POST', credentials: true, payload: {} }, false);
    if (body !== undefined) this.replace(savedSearchItem(savedSearchReader.parse(body).data));
  }

  async setPriceDropEmail(on: boolean): Promise<boolean> {
    const before = this.getSnapshot().priceDropEmail;
    this.patch({ priceDropEmail: on });
    try {
      await firstValueFrom(this.deps.http.request({ path: ALERTS_PATHS.settings, method: 'PUT', credentials: true, payload: { price_drop_email: on } }));
      return true;
    } catch (error) {
      this.deps.logger.warn('alert settings not saved', error);
      if (!this.isDisposed) this.patch({ priceDropEmail: before });
      this.deps.toasts.error(this.failureText(error));
      return false;
    }
  }

  private replace(item: SavedSearchItem): void {
    if (this.isDisposed) return;
    this.patch({ items: this.getSnapshot().items.map((current) => (current.id === item.id ? item : current)) });
  }

  private async change(id: number, request: Parameters<HttpPort['request']>[0], toastOnFailure = true): Promise<unknown> {
    if (this.getSnapshot().busy.includes(id)) return undefined;
    this.patch({ busy: [...this.getSnapshot().busy, id] });
    try {
      return await firstValueFrom(this.deps.http.request(request));
    } catch (error) {
      this.deps.logger.warn('saved search not changed', error);
      if (toastOnFailure) this.deps.toasts.error(this.failureText(error));
      return undefined;
    } finally {
      if (!this.isDisposed) this.patch({ busy: this.getSnapshot().busy.filter((busy) => busy !== id) });
    }
  }

  private failureText(error: unknown): string {
    return messageForOutcome(isHttpFailure(error) ? error.body : undefined, { lang: this.deps.language() });
  }
}
