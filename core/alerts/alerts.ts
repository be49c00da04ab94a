import type { Language } from '../i18n/catalogue';
import type { ClockPort } from '../ports/clock';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { Toasts, type NotifierPort } from '../ports/notifier';
import { portToken } from '../ports/token';
import { AlertNotifications } from './alert-notifications';
import { SaveSearch } from './save-search';
import { SavedSearchList } from './saved-search-list';
import { UnsubscribeLink } from './unsubscribe-link';

export interface AlertsDeps {
  http: HttpPort;
  notifier: NotifierPort;
  logger: LoggerPort;
  clock: ClockPort;
  language: () => Language;
}

/**
 * Saved searches and their alerts (issue 38; docs/product/browsing.md "Saved searches"): the use cases of the save
 * button, the saved searches page, the unsubscribe page — one instance per shown screen — and the one bell
 * notifications store. Bound by the alerts feature module (app/features/alerts.ts), loaded on sign-in or when one
 * of those screens first needs it — never with the first page.
 */
export class Alerts {
  readonly notifications: AlertNotifications;
  private readonly toasts: Toasts;

  constructor(private readonly deps: AlertsDeps) {
    this.toasts = new Toasts(deps.notifier);
    this.notifications = new AlertNotifications({ http: deps.http, logger: deps.logger, clock: deps.clock });
  }

  saveSearch(): SaveSearch {
    const { http, logger, language } = this.deps;
    return new SaveSearch({ http, logger, language, toasts: this.toasts });
  }

  savedSearches(): SavedSearchList {
    const { http, logger, language } = this.deps;
    return new SavedSearchList({ http, logger, language, toasts: this.toasts });
  }

  unsubscribe(): UnsubscribeLink {
    return new UnsubscribeLink({ http: this.deps.http, logger: this.deps.logger });
  }

  dispose(): void {
    this.notifications.dispose();
  }
}

export const ALERTS = portToken<Alerts>('alerts');
