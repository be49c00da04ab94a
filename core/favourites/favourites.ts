import { distinctUntilChanged, firstValueFrom, map, type Observable, type Subscription } from 'rxjs';
import { Store } from '../store/store';
import type { Analytics, AnalyticsListing } from '../analytics/analytics';
import { messageText, type Language } from '../i18n/catalogue';
import type { HttpMethod, HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import type { SessionState } from '../session/types';

import { INITIAL_FAVOURITES_STATE, type EntityId, type FavouritesState } from './favourites-state';

export { INITIAL_FAVOURITES_STATE, type EntityId, type FavouritesState };

export const FAVOURITES_PATHS = { list: '/api/favourites', cleanup: '/api/favourites/cleanup' } as const;

/** Numeric strings become numbers, so `toggle('12')` and a server `entity_id: 12` are the same listing. */
export function normalizeEntityId(id: EntityId): EntityId {
  return typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/** docs/product/selling.md `GET /api/favourites` → `{ status, data: [{ entity_id }] }`; unreadable entries are skipped. */
export function favouriteIdsIn(body: unknown): EntityId[] | null {
  if (body === null || typeof body !== 'object') return null;
  const record = body as { status?: unknown; data?: unknown };
  if (record.status === 'error' || !Array.isArray(record.data)) return null;
  const ids: EntityId[] = [];
  for (const item of record.data) {
    const raw = item !== null && typeof item === 'object' ? (item as { entity_id?: unknown }).entity_id : item;
    if (typeof raw === 'number' || (typeof raw === 'string' && raw !== '')) ids.push(normalizeEntityId(raw));
  }
  return ids;
}

export interface FavouritesDeps {
  http: HttpPort;
  session: { getSnapshot(): Pick<SessionState, 'user' | 'token'>; readonly state$: Observable<Pick<SessionState, 'user' | 'token'>> };
  notifier: NotifierPort;
  logger: LoggerPort;
  analytics?: Analytics;
  /** The interface language at the moment a text is written (app/ passes LanguageStore's `current`). */
  language?: () => Language;
}

/**
 * Saved listings (docs/product/selling.md favourites calls, saving requires login). Errors are only logged and the
 * action resolves false (docs/product/errors.md silent handling); the set changes only after the server said yes.
 */
export class Favourites extends Store<FavouritesState> {
  private readonly toasts: Toasts;
  private readonly lang: () => Language;
  private sessionSubscription: Subscription | null = null;
  private disposed = false;
  /** Commands run one after another, so a fast double toggle or a toggle during a load never races. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: FavouritesDeps) {
    super(INITIAL_FAVOURITES_STATE);
    this.toasts = new Toasts(deps.notifier);
    this.lang = deps.language ?? (() => 'mk');
  }


  isFavourite(entityId: EntityId): boolean {
    return this.getSnapshot().ids.has(normalizeEntityId(entityId));
  }

  /** Loads on login and empties on logout. */
  start(): void {
    if (this.sessionSubscription) return;
    this.sessionSubscription = this.deps.session.state$
      .pipe(
        map((session) => session.user?.id ?? null),
        distinctUntilChanged(),
      )
      .subscribe((userId) => {
        if (userId === null) this.patch(INITIAL_FAVOURITES_STATE);
        else void this.load();
      });
  }

  load(): Promise<boolean> {
    return this.serial(() => this.fetchList());
  }

  add(entityId: EntityId, listing?: AnalyticsListing): Promise<boolean> {
    return this.serial(() => this.addNow(entityId, listing));
  }

  remove(entityId: EntityId): Promise<boolean> {
    return this.serial(() => this.removeNow(entityId));
  }

  /** Decided when the command's turn comes, on the state the earlier commands left. */
  toggle(entityId: EntityId, listing?: AnalyticsListing): Promise<boolean> {
    return this.serial(() => (this.isFavourite(entityId) ? this.removeNow(entityId) : this.addNow(entityId, listing)));
  }

  /** docs/product/selling.md: cleanup (drops saved listings that no longer exist), then the list is refetched. */
  cleanup(): Promise<boolean> {
    return this.serial(async () => {
      if (!this.requireUser()) return false;
      const body = await this.call('POST', FAVOURITES_PATHS.cleanup);
      if (body === FAILED || isErrorBody(body)) {
        if (body !== FAILED) this.deps.logger.warn('favourites cleanup refused', body);
        return false;
      }
      return this.fetchList();
    });
  }

  override dispose(): void {
    this.disposed = true;
    this.sessionSubscription?.unsubscribe();
    this.sessionSubscription = null;
    super.dispose();
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async fetchList(): Promise<boolean> {
    if (!this.deps.session.getSnapshot().user) return false;
    this.patch({ loading: true });
    const body = await this.call('GET', FAVOURITES_PATHS.list);
    const ids = body === FAILED ? null : favouriteIdsIn(body);
    if (!ids) {
      if (body !== FAILED) this.deps.logger.warn('favourites list unreadable', body);
      this.patch({ loading: false });
      return false;
    }
    this.patch({ ids: new Set(ids), loaded: true, loading: false });
    return true;
  }

  private async addNow(entityId: EntityId, listing?: AnalyticsListing): Promise<boolean> {
    if (!this.requireUser()) return false;
    const id = normalizeEntityId(entityId);
    if (!(await this.mutate('POST', id))) return false;
    this.patch({ ids: new Set([...this.getSnapshot().ids, id]) });
    if (listing) this.deps.analytics?.addToWishlist(listing);
    return true;
  }

  private async removeNow(entityId: EntityId): Promise<boolean> {
    if (!this.requireUser()) return false;
    const id = normalizeEntityId(entityId);
    if (!(await this.mutate('DELETE', id))) return false;
    this.patch({ ids: new Set([...this.getSnapshot().ids].filter((candidate) => candidate !== id)) });
    return true;
  }

  private requireUser(): boolean {
    if (this.deps.session.getSnapshot().user) return true;
    this.toasts.error(messageText('favourites.loginRequired', this.lang()));
    return false;
  }

  private async mutate(method: HttpMethod, id: EntityId): Promise<boolean> {
    const body = await this.call(method, FAVOURITES_PATHS.list, { entity_id: id });
    if (body === FAILED) return false;
    if (isErrorBody(body)) {
      this.deps.logger.warn(`favourites ${method} refused`, body);
      return false;
    }
    return true;
  }

  private async call(method: HttpMethod, path: string, payload?: unknown): Promise<unknown> {
    try {
      const { token } = this.deps.session.getSnapshot();
      return await firstValueFrom(this.deps.http.request({ path, method, payload, token, credentials: true }));
    } catch (error) {
      this.deps.logger.warn(`favourites ${method} ${path} failed`, error);
      return FAILED;
    }
  }

  protected override patch(change: Partial<FavouritesState>): void {
    if (!this.disposed) super.patch(change);
  }
}

const FAILED = Symbol('failed');

function isErrorBody(body: unknown): boolean {
  if (body === false) return true;
  if (body === null || typeof body !== 'object') return false;
  const record = body as { status?: unknown; success?: unknown };
  return record.status === 'error' || record.success === false;
}

export const FAVOURITES = portToken<Favourites>('Favourites');
