import { firstValueFrom } from 'rxjs';
import { Store } from '../store/store';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import { ALERTS_PATHS } from './wire';

export interface UnsubscribeState {
  status: 'working' | 'doneSearch' | 'doneDrops' | 'invalid' | 'failed';
}

export const INITIAL_UNSUBSCRIBE_STATE: UnsubscribeState = { status: 'working' };

/**
 * The page an e-mail's unsubscribe link opens (docs/product/browsing.md "Saved searches"): signed in or not, it
 * sends the link's token (a POST: no state changes on GET) and says what stopped; a second click says the same.
 */
export class UnsubscribeLink extends Store<UnsubscribeState> {
  constructor(private readonly deps: { http: HttpPort; logger: LoggerPort }) {
    super(INITIAL_UNSUBSCRIBE_STATE);
  }

  async confirm(token: string | null): Promise<void> {
    if (!token) return this.setState({ status: 'invalid' });
    this.setState({ status: 'working' });
    try {
      const body = (await firstValueFrom(this.deps.http.request({ path: ALERTS_PATHS.unsubscribe, method: 'POST', payload: { token }, redirectOnUnauthenticated: false }))) as { kind?: unknown };
      if (!this.isDisposed) this.setState({ status: body.kind === 'price_drops' ? 'doneDrops' : 'doneSearch' });
    } catch (error) {
      this.deps.logger.warn('unsubscribe failed', error);
      const refused = isHttpFailure(error) && error.httpStatus !== undefined && error.httpStatus >= 400 && error.httpStatus < 500 && error.httpStatus !== 429;
      if (!this.isDisposed) this.setState({ status: refused ? 'invalid' : 'failed' });
    }
  }
}
