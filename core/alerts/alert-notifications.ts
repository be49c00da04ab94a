import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import type { HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { ClockPort } from '../ports/clock';
import { listingPagePath } from '../routes/routes';
import { ALERTS_PATHS, notificationsReader, type NotificationKind } from './wire';

/** One bell notification as the panel shows it. */
export interface AlertNotification {
  id: number;
  kind: NotificationKind;
  read: boolean;
  createdAt: string;
  title: string;
  href: string;
  price: number | null;
  currency: 'EUR' | 'MKD' | null;
  byAgreement: boolean;
}

export interface AlertNotificationsState {
  loaded: boolean;
  items: readonly AlertNotification[];
  unread: number;
}

export const INITIAL_ALERT_NOTIFICATIONS_STATE: AlertNotificationsState = { loaded: false, items: [], unread: 0 };

/** How often the bell asks for new notifications while someone watches it (docs/product/browsing.md "Saved searches"). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export interface AlertNotificationsDeps {
  http: HttpPort;
  logger: LoggerPort;
  clock: ClockPort;
}

/**
 * The bell's notifications (new matches of saved searches, price drops of saved listings): read when the bell is
 * first watched and again every NOTIFICATIONS_REFRESH_MS while it is (on the injected clock); opening the panel
 * marks them read — the badge drops at once, and comes back if the server did not take it.
 */
export class AlertNotifications extends Store<AlertNotificationsState> {
  private timer: unknown = null;
  private watching = false;

  constructor(private readonly deps: AlertNotificationsDeps) {
    super(INITIAL_ALERT_NOTIFICATIONS_STATE);
  }

  protected override onFirstSubscriber(): void {
    this.watching = true;
    void this.refresh();
  }

  protected override onLastUnsubscribe(): void {
    this.watching = false;
    this.stopTimer();
  }

  async refresh(): Promise<void> {
    this.stopTimer();
    try {
      const body = notificationsReader.parse(await firstValueFrom(this.deps.http.request({ path: ALERTS_PATHS.notifications, credentials: true, redirectOnUnauthenticated: false })));
      if (this.isDisposed) return;
      this.setState({
        loaded: true,
        unread: body.unread,
        items: body.data.map((wire) => ({
          id: wire.id,
          kind: wire.kind,
          read: wire.read,
          createdAt: wire.created_at,
          title: wire.listing.title,
          href: listingPagePath(wire.listing.slug),
          price: wire.listing.price ?? null,
          currency: wire.listing.currency === 'MKD' ? 'MKD' : wire.listing.currency === 'EUR' ? 'EUR' : null,
          byAgreement: wire.listing.price_type === 'agreement',
        })),
      });
    } catch (error) {
      this.deps.logger.warn('notifications not loaded', error);
    }
    if (!this.isDisposed && this.watching) this.timer = this.deps.clock.setTimeout(() => void this.refresh(), NOTIFICATIONS_REFRESH_MS);
  }

  /**
   * Marks every notification read (POST /api/notifications/read): the badge empties at once; the items keep their
   * "new" mark while the panel is open (the next read brings them back read).
   */
  async markAllRead(): Promise<void> {
    const before = this.getSnapshot();
    if (before.unread === 0) return;
    this.patch({ unread: 0 });
    try {
      await firstValueFrom(this.deps.http.request({ path: ALERTS_PATHS.notificationsRead, method: 'POST', credentials: true, payload: {} }));
    } catch (error) {
      this.deps.logger.warn('notifications not marked read', error);
      if (!this.isDisposed) this.setState(before);
    }
  }

  override dispose(): void {
    this.stopTimer();
    super.dispose();
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer as never);
    this.timer = null;
  }
}
