import { describe, expect, it } from 'vitest';
import { addTexts, Admin, ADMIN_PATHS } from '../../../../core';
import { adminMk } from '../../../../core/i18n/mk/admin';
import { trustMk } from '../../../../core/i18n/mk/trust';
import { ADMIN_RATING_PATHS, TRUST_PATHS } from '../../../../core/trust/wire';
import { createFakePorts, httpFailures } from '../../../fakes';

addTexts('mk', { ...adminMk, ...trustMk });

const NOW = Date.parse('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const request = { id: 7, first_name: 'Весна', last_name: 'Проверка', email: 'v@primer.mk', phone: '+38970555444', document_type: 'passport', submitted_at: minutesAgo(90), documents: { front: '/api/admin/verification-requests/7/document/front', back: null }, user: { id: 3, email: 'v@primer.mk' } };

function setUp() {
  const ports = createFakePorts();
  ports.http.on('GET', ADMIN_PATHS.queues, { status: 'success', data: { verification: 1, moderation: 2, reports: 0 } });
  ports.http.on('GET', ADMIN_PATHS.verification, { status: 'success', data: [request] });
  ports.http.on('GET', ADMIN_PATHS.listings, {
    status: 'success',
    data: [
      { id: 11, title: 'Велосипед', slug: 'velosiped-11', updated_at: minutesAgo(25), images: [{ original: '/u/a.jpg', thumb_webp: '/u/a-thumb.webp' }], user: { id: 4, full_name: 'Иван' } },
      { id: 12, title: 'Кауч', slug: 'kauch-12', updated_at: minutesAgo(75), images: [], user: { id: 5, email: 'x@primer.mk' } },
    ],
  });
  ports.http.on('GET', ADMIN_PATHS.reports, { status: 'success', data: [{ listing: { id: 20, title: 'Ајфон', slug: 'ajfon-20', status: 'active' }, seller: { id: 9, email: 's@primer.mk', banned: false }, reports: 2, types: { fraud: 2 }, messages: ['Бара уплата'] }] });
  ports.http.on('GET', ADMIN_PATHS.audit, { status: 'success', data: [{ id: 1, action: 'listing.approve', target_type: 'listing', target_id: 9, note: null, created_at: minutesAgo(5), admin: 'Ана Админ' }] });
  ports.http.on('GET', TRUST_PATHS.adminReports, {
    status: 'success',
    data: [{ id: 3, conversation_id: 40, listing: { id: 20, title: 'Ајфон' }, reporter: { id: 2, name: 'Марко' }, reported: { id: 9, name: 'Петар', email: 's@primer.mk', banned: false }, reason: 'Бара аванс', created_at: minutesAgo(10), messages: [{ id: 1, sender_id: 9, body: 'Уплати аванс', created_at: minutesAgo(12) }] }],
  });
  ports.http.on('GET', ADMIN_RATING_PATHS.reports, { status: 'success', data: [{ id: 5, stars: 1, text: 'Лажго', reply: null, reports: 2, rater: 'Марко', ratee: 'Петар' }] });
  ports.http.on('GET', TRUST_PATHS.adminSafety, { status: 'success', data: [{ rule: 'advance_payment', today: 4, week: 9 }] });
  const console = new Admin({ http: ports.http, notifier: ports.notifier, logger: ports.logger, clock: { now: () => NOW, setTimeout: ports.clock.setTimeout.bind(ports.clock), clearTimeout: ports.clock.clearTimeout.bind(ports.clock) }, language: () => 'mk' }).console();
  return { ...ports, console };
}

describe('ModerationConsole (issue 20: the queues, decisions, the 30–60 minute promise)', () => {
  it('reads the queues, their counts and the audit log; a listing waiting past 60 minutes is flagged', async () => {
    const h = setUp();
    await h.console.load();
    const state = h.console.getSnapshot();
    expect(state.counts).toEqual({ verification: 1, moderation: 2, reports: 0 });
    expect(state.verification[0]).toMatchObject({ id: 7, documents: { back: null } });
    expect(state.listings.map((item) => [item.id, item.waitingMinutes, item.overdue, item.href])).toEqual([
      [11, 25, false, '/oglas/velosiped-11'],
      [12, 75, true, '/oglas/kauch-12'],
    ]);
    expect(state.listings[0]!.images).toEqual(['/u/a-thumb.webp']);
    expect(state.audit[0]).toMatchObject({ admin: 'Ана Админ', action: 'listing.approve' });
  });

  it('a rejection needs its note; a decision another admin made first is said by name', async () => {
    const h = setUp();
    await h.console.load();
    expect(await h.console.decideVerification(7, 'reject', '  ')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Напишете зошто е одбиено: корисникот ќе ја види забелешката.']);
    expect(h.http.callsTo('POST', ADMIN_PATHS.decideVerification(7))).toHaveLength(0);
    h.http.on('POST', ADMIN_PATHS.decideVerification(7), httpFailures.serverBody({ status: 'error', messageId: 'invalidRequest', current_status: 'approved', decided_by: 'Бојан Админ' }, 409));
    expect(await h.console.decideVerification(7, 'reject', 'Нечитливо')).toBe(false);
    expect(h.http.callsTo('POST', ADMIN_PATHS.decideVerification(7))[0]!.payload).toEqual({ decision: 'reject', admin_note: 'Нечитливо' });
    expect(h.notifier.texts('error').at(-1)).toBe('Веќе одлучено од Бојан Админ.');
    h.http.on('POST', ADMIN_PATHS.moderate(11), { status: 'success' });
    expect(await h.console.decideListing(11, 'reject', 'Погрешна категорија')).toBe(true);
    expect(h.http.callsTo('POST', ADMIN_PATHS.moderate(11))[0]!.payload).toEqual({ decision: 'reject', reason: 'Погрешна категорија' });
    expect(h.notifier.texts('success')).toEqual(['Одбиено.']);
  });

  it('reported conversations: read with their messages and the rule counters; warn is sent and said', async () => {
    const h = setUp();
    await h.console.load();
    const state = h.console.getSnapshot();
    expect(state.conversationReports[0]).toMatchObject({ id: 3, reported: { name: 'Петар' }, messages: [{ body: 'Уплати аванс' }] });
    expect(state.safetyCounters).toEqual([{ rule: 'advance_payment', today: 4, week: 9 }]);
    h.http.on('POST', TRUST_PATHS.adminResolve(3), { status: 'success', data: { id: 3, action: 'warn' } });
    expect(await h.console.resolveConversationReport(3, 'warn')).toBe(true);
    expect(h.http.callsTo('POST', TRUST_PATHS.adminResolve(3))[0]!.payload).toEqual({ action: 'warn' });
    expect(h.notifier.texts('success')).toEqual(['Корисникот е предупреден.']);
    expect(state.ratingReports).toEqual([expect.objectContaining({ id: 5, reports: 2 })]);
    h.http.on('POST', ADMIN_RATING_PATHS.hide(5), { status: 'success', data: { id: 5 } });
    expect(await h.console.hideRating(5)).toBe(true);
    expect(h.notifier.texts('success').at(-1)).toBe('Оцената е сокриена.');
  });

  it('a console that cannot load offers a retry', async () => {
    const h = setUp();
    h.http.on('GET', ADMIN_PATHS.queues, httpFailures.serverBody({ status: 'error', messageId: 'forbidden' }, 403));
    await h.console.load();
    expect(h.console.getSnapshot()).toMatchObject({ loading: false, failed: true });
  });

  it('reports: rejecting a listing needs a reason; a ban is sent and the search refreshed', async () => {
    const h = setUp();
    await h.console.load();
    expect(h.console.getSnapshot().reports[0]).toMatchObject({ listing: { id: 20 }, reports: 2, types: { fraud: 2 } });
    expect(await h.console.resolveReports(20, 'reject')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Напишете зошто е одбиено: корисникот ќе ја види забелешката.']);
    h.http.on('POST', ADMIN_PATHS.resolveReports(20), { status: 'success' });
    expect(await h.console.resolveReports(20, 'ban', 'Измама')).toBe(true);
    expect(h.http.callsTo('POST', ADMIN_PATHS.resolveReports(20))[0]!.payload).toEqual({ action: 'ban', reason: 'Измама' });
    h.http.on('GET', ADMIN_PATHS.users, { status: 'success', data: [{ id: 9, email: 's@primer.mk', phone_number: null, name: 'Петар', banned: true, verified: false, role: 'user' }] });
    h.http.on('POST', ADMIN_PATHS.ban(9), { status: 'success' });
    expect(await h.console.setBanned(9, true, 's@primer')).toBe(true);
    expect(h.http.callsTo('POST', ADMIN_PATHS.ban(9))[0]!.payload).toEqual({ banned: true });
    expect(h.notifier.texts('success').at(-1)).toBe('Корисникот е блокиран и одјавен.');
    expect(h.console.getSnapshot().users).toMatchObject([{ id: 9, banned: true }]);
    await h.console.searchUsers('s');
    expect(h.console.getSnapshot().users).toEqual([]);
  });
});
