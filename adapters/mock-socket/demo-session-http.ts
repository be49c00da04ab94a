import { catchError, Observable, of, throwError } from 'rxjs';
import { AUTH_PATHS } from '../../core/session/constants';
import { isHttpFailure, type HttpPort, type HttpRequest } from '../../core/ports';
import { DEMO_USER, DEMO_USER_ID } from './demo-user';

/** The token the demo session carries; the mock chat socket takes any non-empty token as the demo user. */
export const DEMO_TOKEN = 'demo-chat';


/** A signed-in demo user in the shape of `user-data` (docs/product/accounts.md User), so the session shows the chat. */
export const DEMO_USER_DATA = {
  user: {
    id: DEMO_USER_ID,
    slug: 'demo-korisnik-1',
    email: DEMO_USER.email,
    full_name: DEMO_USER.name,
    verified: false,
    user_meta: { display_name: DEMO_USER.name, first_name: 'Демо', last_name: 'Корисник' },
  },
  token: DEMO_TOKEN,
};

/**
 * Demo mode without a server (VITE_CHAT_SOCKET=mock or ?demo=chat): when `user-data` cannot be fetched at all
 * (no server: generalError or requestTimeout), the session gets a signed-in demo user, so the chat UI can be
 * shown end to end against the mock socket. With a server, every answer — including "anonymous" — passes
 * through untouched: a real visitor logs in as usual and the mock socket adopts their id.
 */
export class DemoSessionHttp implements HttpPort {
  constructor(private readonly inner: HttpPort) {}

  request<T = unknown>(request: HttpRequest): Observable<T> {
    const answer = this.inner.request<T>(request);
    if ((request.method ?? 'GET') !== 'GET' || request.path.split('?')[0] !== AUTH_PATHS.userData) return answer;
    return answer.pipe(
      catchError((error: unknown) =>
        isHttpFailure(error) && (error.kind === 'generalError' || error.kind === 'requestTimeout') ? of(DEMO_USER_DATA as T) : throwError(() => error),
      ),
    );
  }
}
