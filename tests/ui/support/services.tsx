import { BehaviorSubject, of } from 'rxjs';
import { AccountForms, Analytics, INITIAL_SESSION_STATE, Money, Selling, type AccountSession, type FavouritesState, type SessionState, type SessionUser } from '../../../core';
import { vi } from 'vitest';
import { FakeAnalytics, FakeClock, FakeHttp, FakeLogger, FakeNavigator, FakeNotifier, FakeStorage } from '../../fakes';
import type { UiServices, UiSession } from '../../../ui/services';

export const LOGGED_OUT: SessionState = { ...INITIAL_SESSION_STATE, sessionLoaded: true };

/** A session whose state the test sets directly; commands are spies. */
export class TestSession implements UiSession {
  private readonly subject: BehaviorSubject<SessionState>;
  readonly state$;
  login = vi.fn<UiSession['login']>(async () => ({ outcome: 'success' as const, isNewUser: false, target: null }));
  logout = vi.fn<UiSession['logout']>(async () => true);
  loginWithGoogleOneTap = vi.fn<UiSession['loginWithGoogleOneTap']>(async () => ({ outcome: 'success' as const, isNewUser: false, target: null }));
  // The accounts screens' calls (core AccountSession): answered ok unless a test says otherwise.
  register = vi.fn<AccountSession['register']>(async () => AUTH_OK);
  activate = vi.fn<AccountSession['activate']>(async () => AUTH_OK);
  resendVerificationEmail = vi.fn<AccountSession['resendVerificationEmail']>(async () => AUTH_OK);
  forgotPassword = vi.fn<AccountSession['forgotPassword']>(async () => AUTH_OK);
  changePassword = vi.fn<AccountSession['changePassword']>(async () => AUTH_OK);
  updateProfile = vi.fn<AccountSession['updateProfile']>(async () => AUTH_OK);
  navigateWith = vi.fn<AccountSession['navigateWith']>();

  constructor(initial: SessionState = LOGGED_OUT) {
    this.subject = new BehaviorSubject(initial);
    this.state$ = this.subject.asObservable();
  }

  getSnapshot = () => this.subject.getValue();

  set(patch: Partial<SessionState>): void {
    this.subject.next({ ...this.subject.getValue(), ...patch });
  }

  logIn(user: SessionUser, token = 'token-1'): void {
    this.set({ user, token, sessionLoaded: true });
  }
}

const AUTH_OK = { ok: true as const, response: { status: 'success' }, message: null };

export interface TestServices extends UiServices {
  session: TestSession;
  http: FakeHttp;
  notifier: FakeNotifier;
  storage: FakeStorage;
  clock: FakeClock;
  logger: FakeLogger;
  /** Where the money screens sent the browser (the payment page is a full page load). */
  moneyNavigator?: FakeNavigator;
}

export function createTestServices(overrides: Partial<UiServices> = {}): TestServices {
  const favourites = new BehaviorSubject<FavouritesState>({ ids: new Set(), loaded: true, loading: false });
  const base: TestServices = {
    http: new FakeHttp(),
    session: new TestSession(),
    favourites: { state$: favourites.asObservable(), getSnapshot: () => favourites.getValue(), toggle: vi.fn(async () => true) },
    footerMenus: { load: vi.fn(async () => ({ loading: false, usedFallback: false, columns: [] })) },
    analytics: { viewItem: vi.fn(), generateLead: vi.fn(), search: vi.fn(), share: vi.fn(), addToWishlist: vi.fn() },
    notifier: new FakeNotifier(),
    storage: new FakeStorage(),
    clock: new FakeClock(),
    logger: new FakeLogger(),
    config: { smsLogin: false, socialProviders: [], nativeWrapper: false },
    oneTap: null,
  };
  const services = { ...base, ...overrides } as TestServices;
  // The accounts screens run the real core use cases over the test session and fake ports.
  const forms = new AccountForms({
    session: services.session as unknown as AccountSession,
    http: services.http,
    clock: services.clock,
    notifier: services.notifier,
    navigator: new FakeNavigator(),
    analytics: new Analytics(new FakeAnalytics()),
    logger: services.logger,
    language: () => 'mk',
  });
  services.accounts ??= { state$: of(forms), getSnapshot: () => forms, load: async () => forms };
  // The money screens run the real core use cases over the fake ports (keys numbered, so a test can read them).
  let key = 0;
  const navigator = new FakeNavigator();
  const money = new Money({ http: services.http, notifier: services.notifier, logger: services.logger, navigator, clock: services.clock, language: () => 'mk', newKey: () => `00000000-0000-4000-8000-${String(++key).padStart(12, '0')}` });
  services.money ??= { state$: of(money), getSnapshot: () => money, load: async () => money };
  services.moneyNavigator = navigator;
  // The selling screens (and the owner's bar on a listing) run the real core use cases over the fake ports.
  const selling = new Selling({ http: services.http, notifier: services.notifier, logger: services.logger, language: () => 'mk', clock: services.clock, storage: services.storage, user: () => null });
  services.selling ??= { state$: of(selling), getSnapshot: () => selling, load: async () => selling };
  return services;
}
