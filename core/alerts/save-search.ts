import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { Toasts } from '../ports/notifier';
import type { ListingQuery } from '../listings/listing-query';
import { isSavableQuery, savedQueryString } from './saved-search';
import { ALERTS_PATHS, savedSearchReader } from './wire';

export type SaveSearchStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface SaveSearchState {
  status: SaveSearchStatus;
  /** The saved search's id once saved (a repeat answers the same one). */
  savedId: number | null;
}

export const INITIAL_SAVE_SEARCH_STATE: SaveSearchState = { status: 'idle', savedId: null };

export interface SaveSearchDeps {
  http: HttpPort;
  toasts: Toasts;
  logger: LoggerPort;
  language: () => Language;
}

/**
 * "Зачувај пребарување" on a list page (docs/product/browsing.md "Saved searches"): saves the page's filters,
 * normalised (the same filters are the same saved search: saving them again answers the one already kept and says
 * so), with or without e-mail alerts. The server refuses a 21st (its catalogue text in the toast). One save at a time.
 */
export class SaveSearch extends Store<SaveSearchState> {
  constructor(private readonly deps: SaveSearchDeps) {
    super(INITIAL_SAVE_SEARCH_STATE);
  }

  async save(query: Partial<ListingQuery>, emailAlerts: boolean): Promise<boolean> {
    if (this.getSnapshot().status === 'saving') return false;
    const lang = this.deps.language();
    if (!isSavableQuery(query)) {
      this.deps.toasts.error(messageText('alerts.notSavable', lang));
      return false;
    }
    this.patch({ status: 'saving' });
    try {
      const answer = await firstValueFrom(
        this.deps.http.request({ path: ALERTS_PATHS.savedSearches, method: 'POST', credentials: true, payload: { query: savedQueryString(query), email_alerts: emailAlerts } }),
      );
      const body = savedSearchReader.parse(answer);
      if (this.isDisposed) return true;
      this.setState({ status: 'saved', savedId: body.data.id });
      if (body.created === false) this.deps.toasts.plain(messageText('alerts.alreadySaved', lang));
      else this.deps.toasts.success(messageText('alerts.saved', lang));
      return true;
    } catch (error) {
      this.deps.logger.warn('search not saved', error);
      if (!this.isDisposed) this.patch({ status: 'failed' });
      this.deps.toasts.error(messageForOutcome(isHttpFailure(error) ? error.body : undefined, { lang }));
      return false;
    }
  }

  /** The page's filters changed: the button offers to save again. */
  reset(): void {
    if (this.getSnapshot().status !== 'saving') this.setState(INITIAL_SAVE_SEARCH_STATE);
  }
}
