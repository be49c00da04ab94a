import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { Analytics } from '../../../../core/analytics/analytics';
import { INITIAL_ONBOARDING_STATE, Onboarding } from '../../../../core/onboarding/onboarding';
import { isProfileComplete } from '../../../../core/onboarding/onboarding-tasks';
import { Session } from '../../../../core/session/session';
import { VerificationStatusCheck } from '../../../../core/verification/verification-status';
import { createFakePorts, httpFailures } from '../../../fakes';

const USER_DATA = '/api/auth/user/user-data';
const MY_LISTINGS = '/api/oglasi/my-listings';
const CHECK = '/api/verification/check-status';

const COMPLETE_PROFILE = {
  id: 5,
  verified: false,
  phone_number: '+38970111222',
  location: { id: 4 },
  user_meta: { first_name: 'Петар', last_name: 'Петровски' },
};

function setup() {
  const ports = createFakePorts({ path: '/' });
  const session = new Session({
    http: ports.http,
    tokenStorage: ports.sessionStorage,
    notifier: ports.notifier,
    navigator: ports.navigator,
    clock: ports.clock,
    analytics: new Analytics(ports.analytics),
    logger: ports.logger,
  });
  const verification = new VerificationStatusCheck({ http: ports.http, session, logger: ports.logger });
  const onboarding = new Onboarding({ http: ports.http, session, verification, navigator: ports.navigator, logger: ports.logger });
  return { ...ports, session, verification, onboarding };
}

describe('isProfileComplete (docs/product/accounts.md task 1)', () => {
  it.each([
    ['all present', COMPLETE_PROFILE, true],
    ['phone only in user_meta', { ...COMPLETE_PROFILE, phone_number: null, user_meta: { ...COMPLETE_PROFILE.user_meta, phone_number: '070111222' } }, true],
    ['no phone anywhere', { ...COMPLETE_PROFILE, phone_number: '' }, false],
    ['no first name', { ...COMPLETE_PROFILE, user_meta: { last_name: 'Петровски' } }, false],
    ['no last name', { ...COMPLETE_PROFILE, user_meta: { first_name: 'Петар' } }, false],
    ['blank first name', { ...COMPLETE_PROFILE, user_meta: { first_name: '  ', last_name: 'П' } }, false],
    ['no location id', { ...COMPLETE_PROFILE, location: null }, false],
  ])('%s → %s', (_name, user, expected) => {
    expect(isProfileComplete(user)).toBe(expected);
  });
});

describe('Onboarding checklist (docs/product/accounts.md Profile-completion panel)', () => {
  it("shows 'Се проверуваат задачите...' while loading, then three tasks with the incomplete count on the bell", async () => {
    const h = setup();
    h.http.on('GET', USER_DATA, { user: { id: 5, verified: false }, token: 't' });
    const listings = new Subject<unknown>();
    h.http.on('GET', MY_LISTINGS, listings);
    h.http.on('GET', CHECK, { status: 'success', request: null });
    expect(h.onboarding.getSnapshot()).toEqual(INITIAL_ONBOARDING_STATE);
    h.onboarding.start();
    await h.session.start();
    expect(h.onboarding.getSnapshot()).toMatchObject({ loading: true, loadingText: 'Се проверуваат задачите...', visible: true, badgeCount: 0 });
    listings.next({ active: [] });
    listings.complete();
    await h.clock.advance(0);
    const state = h.onboarding.getSnapshot();
    expect(state).toMatchObject({ loading: false, loadingText: null, incompleteCount: 3, badgeCount: 3, visible: true, complete: false });
    expect(state.tasks.map((task) => [task.id, task.completed, task.clickable, task.href])).toEqual([
      [1, false, true, '/korisnik/moj-profil'],
      [2, false, true, '/korisnik/oglas'],
      [3, false, true, '/korisnik/verifikuvaj-profil'],
    ]);
    expect(state.tasks.map((task) => task.title)).toEqual(['Пополнете го профилот', 'Објавете го првиот оглас', 'Верификувајте го профилот']);
  });

  it('the badge shows the count until the bell is first clicked', async () => {
    const h = setup();
    h.http.on('GET', USER_DATA, { user: COMPLETE_PROFILE, token: 't' });
    h.http.on('GET', MY_LISTINGS, { active: [] });
    h.http.on('GET', CHECK, {});
    h.onboarding.start();
    await h.session.start();
    await h.clock.advance(0);
    expect(h.onboarding.getSnapshot()).toMatchObject({ incompleteCount: 2, badgeCount: 2 });
    h.onboarding.clickBell();
    expect(h.onboarding.getSnapshot()).toMatchObject({ incompleteCount: 2, badgeCount: 0, bellClicked: true, visible: true });
    await h.onboarding.load();
    expect(h.onboarding.getSnapshot().badgeCount).toBe(0);
  });

  it('a failed listings check is logged and counts as no listing', async () => {
    const h = setup();
    h.http.on('GET', USER_DATA, { user: COMPLETE_PROFILE, token: 't' });
    h.http.on('GET', MY_LISTINGS, httpFailures.general());
    h.http.on('GET', CHECK, { request: { status: 'approved' } });
    h.onboarding.start();
    await h.session.start();
    await h.clock.advance(0);
    expect(h.onboarding.getSnapshot().tasks.find((task) => task.id === 2)?.completed).toBe(false);
    expect(h.logger.all()).toContain('my-listings check failed');
    expect(h.onboarding.getSnapshot()).toMatchObject({ incompleteCount: 1, complete: false });
  });

  it('complete when profile and listing are done and verification is approved: nothing to show', async () => {
    const h = setup();
    h.http.on('GET', USER_DATA, { user: { ...COMPLETE_PROFILE, verified: true }, token: 't' });
    h.http.on('GET', MY_LISTINGS, { active: [{ id: 1 }] });
    h.onboarding.start();
    await h.session.start();
    await h.clock.advance(0);
    expect(h.onboarding.getSnapshot()).toMatchObject({ complete: true, incompleteCount: 0, visible: false, badgeCount: 0 });
    expect(h.onboarding.getSnapshot().tasks[2]).toMatchObject({ status: 'approved', statusLabel: 'Верификуван', completed: true, clickable: false });
  });

  it('a rejected verification is clickable again and not counted as complete; pending is neither', async () => {
    const h = setup();
    h.http.on('GET', USER_DATA, { user: COMPLETE_PROFILE, token: 't' });
    h.http.on('GET', MY_LISTINGS, { data: { active: [{ id: 1 }] } });
    h.http.once('GET', CHECK, { request: { status: 'rejected' } });
    h.onboarding.start();
    await h.session.start();
    await h.clock.advance(0);
    expect(h.onboarding.getSnapshot().tasks[2]).toMatchObject({ status: 'rejected', statusLabel: 'Одбиено - обидете се повторно', completed: false, clickable: true });
    expect(h.onboarding.getSnapshot()).toMatchObject({ incompleteCount: 1, complete: false });
    expect(h.onboarding.openTask(3)).toBe(true);
    expect(h.navigator.last()).toEqual({ kind: 'navigate', path: '/korisnik/verifikuvaj-profil', replace: false });

    h.http.once('GET', CHECK, { request: { status: 'pending' } });
    await h.onboarding.load();
    expect(h.onboarding.getSnapshot().tasks[2]).toMatchObject({ status: 'pending', statusLabel: 'На чекање', completed: false, clickable: false });
    expect(h.onboarding.openTask(3)).toBe(false);
    expect(h.onboarding.openTask(1)).toBe(false);
  });

  it('a profile update re-evaluates task 1; logout resets the checklist', async () => {
    const h = setup();
    h.http.once('GET', USER_DATA, { user: { ...COMPLETE_PROFILE, location: null }, token: 't' });
    h.http.on('GET', MY_LISTINGS, { active: [] });
    h.http.on('GET', CHECK, {});
    h.onboarding.start();
    await h.session.start();
    await h.clock.advance(0);
    expect(h.onboarding.getSnapshot().tasks[0]?.completed).toBe(false);
    h.http.once('GET', USER_DATA, { user: COMPLETE_PROFILE, token: 't' });
    await h.session.refreshUser();
    expect(h.onboarding.getSnapshot().tasks[0]?.completed).toBe(true);
    expect(h.http.callsTo('GET', MY_LISTINGS)).toHaveLength(1);

    h.http.on('GET', '/api/auth/user/logout', {});
    const out = h.session.logout();
    await h.clock.advance(100);
    await out;
    expect(h.onboarding.getSnapshot()).toEqual(INITIAL_ONBOARDING_STATE);
  });

  it('shows nothing to an anonymous visitor and makes no calls', async () => {
    const h = setup();
    h.http.on('GET', USER_DATA, { user: null });
    h.onboarding.start();
    await h.session.start();
    await h.clock.advance(0);
    expect(h.onboarding.getSnapshot()).toEqual(INITIAL_ONBOARDING_STATE);
    expect(h.http.calls.map((call) => call.path)).toEqual([USER_DATA]);
  });
});
