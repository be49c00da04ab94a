import { BehaviorSubject } from 'rxjs';
import { vi } from 'vitest';
import { FakeClock, FakeHttp, FakeLogger, FakeNotifier, FakeStorage } from '../../fakes';
import type { UiFavouritesState, UiServices, UiSession, UiSessionState, UiUser } from '../../../ui/services';

export const LOGGED_OUT: UiSessionState = { user: null, token: null, sessionLoaded: true, loggingOut: false, loading: false };

/** A session whose state the test sets directly; commands are spies. */
export class TestSession implements UiSession {
  private readonly subject: BehaviorSubject<UiSessionState>;
  readonly state$;
  login = vi.fn<UiSession['login']>(async () => ({ outcome: 'success' as const }));
  logout = vi.fn<UiSession['logout']>(async () => true);
  loginWithGoogleOneTap = vi.fn<UiSession['loginWithGoogleOneTap']>(async () => undefined);

  constructor(initial: UiSessionState = LOGGED_OUT) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  getSnapshot = () => this.subject.getValue();

  set(patch: Partial<UiSessionState>): void {
    this.subject.next({ ...this.subject.getValue(), ...patch });
  }

  logIn(user: UiUser, token = 'token-1'): void {
    this.set({ user, token, sessionLoaded: true });
  }
}

export interface TestServices extends UiServices {
  session: TestSession;
  http: FakeHttp;
  notifier: FakeNotifier;
  storage: FakeStorage;
  clock: FakeClock;
  logger: FakeLogger;
}

export function createTestServices(overrides: Partial<UiServices> = {}): TestServices {
  const favourites = new BehaviorSubject<UiFavouritesState>({ ids: new Set(), loaded: true });
  const base: TestServices = {
    http: new FakeHttp(),
    session: new TestSession(),
    favourites: { state$: favourites.asObservable(), getSnapshot: () => favourites.getValue(), toggle: vi.fn(async () => true) },
    footerMenus: { load: vi.fn(async () => ({ columns: [] })) },
    analytics: { viewItem: vi.fn(), generateLead: vi.fn(), search: vi.fn(), share: vi.fn(), addToWishlist: vi.fn() },
    notifier: new FakeNotifier(),
    storage: new FakeStorage(),
    clock: new FakeClock(),
    logger: new FakeLogger(),
    config: { googleClientId: null, smsLogin: false, socialProviders: [], nativeWrapper: false },
    oneTap: null,
  };
  return { ...base, ...overrides } as TestServices;
}
