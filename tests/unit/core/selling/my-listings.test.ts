import { describe, expect, it } from 'vitest';
import { ACTIONS_BY_STATUS, addTexts, CONFIRMATION_TEXT, EMPTY_TAB, messageText, MY_LISTINGS_TABS, Selling } from '../../../../core';
import { sellingMk } from '../../../../core/i18n/mk/selling';
import { trustMk } from '../../../../core/i18n/mk/trust';
import { createFakePorts, httpFailures } from '../../../fakes';

// What the route does when the selling chunk arrives (app/web/routes.tsx).
addTexts('mk', sellingMk);
addTexts('mk', trustMk);

const LIST = '/api/oglasi/my-listings';
const listing = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `Оглас ${id}`, slug: `oglas-${id}`, price: 100, currency: 'EUR', views: 3, ...extra });

function setUp() {
  const ports = createFakePorts();
  const listings = new Selling({ ...ports, language: () => 'mk', user: () => null }).myListings();
  return { ...ports, listings };
}

describe('MyListings (docs/product/selling.md Listing lifecycle)', () => {
  it('reads the six tabs and their counts; the rejected reason stays with its row', async () => {
    const h = setUp();
    h.http.on('GET', LIST, {
      status: 'success',
      data: { active: [listing(1), listing(2)], moderation: [], rejected: [listing(3, { rejection_reason: 'Нејасни фотографии' })], draft: [listing(4)], archived: [], expired: [listing(5)] },
    });
    await h.listings.load();
    const state = h.listings.getSnapshot();
    expect(state.counts).toEqual({ draft: 1, moderation: 0, active: 2, rejected: 1, archived: 0, expired: 1 });
    expect(state.tabs.rejected[0]).toMatchObject({ id: 3, status: 'rejected', rejectionReason: 'Нејасни фотографии', href: '/oglas/oglas-3' });
    expect(state.tabs.active[0]!.rejectionReason).toBeNull();
    expect(ACTIONS_BY_STATUS.archived).toEqual(['activate', 'stats']);
    // docs/product/selling.md: archive and renew with confirmation (and deleting a draft); reactivating at once.
    expect(Object.keys(CONFIRMATION_TEXT).sort()).toEqual(['archive', 'deleteDraft', 'markSold', 'renew']);
    expect(ACTIONS_BY_STATUS.draft).toContain('deleteDraft');
  });

  it('an action says its outcome, reloads the counts, and is not sent twice while in flight', async () => {
    const h = setUp();
    let archived = false;
    h.http.on('GET', LIST, () => ({ status: 'success', data: archived ? { active: [], archived: [listing(1)] } : { active: [listing(1)], archived: [] } }));
    h.http.on('POST', '/api/oglasi/manage/1/archive', () => {
      archived = true;
      return { status: 'success' };
    });
    await h.listings.load();
    const first = h.listings.act(1, 'archive');
    expect(await h.listings.act(1, 'archive')).toBe(false);
    expect(await first).toBe(true);
    expect(h.http.callsTo('POST', '/api/oglasi/manage/1/archive')).toHaveLength(1);
    expect(h.notifier.texts('success')).toEqual(['Огласот е архивиран.']);
    expect(h.listings.getSnapshot().counts).toMatchObject({ active: 0, archived: 1 });
    expect(h.listings.getSnapshot().busy.size).toBe(0);
  });

  it('a refused action (wrong state) says so and changes nothing; a failed list is the page error with retry', async () => {
    const h = setUp();
    h.http.on('GET', LIST, { status: 'success', data: { archived: [listing(1)] } });
    h.http.on('POST', '/api/oglasi/manage/1/renew', httpFailures.serverBody({ status: 'error', messageId: 'invalidRequest', current_status: 'archived' }, 409));
    await h.listings.load();
    expect(await h.listings.act(1, 'renew')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Оваа акција не е можна за огласот во неговиот сегашен статус.']);
    expect(h.http.callsTo('GET', LIST)).toHaveLength(1);
    h.http.on('GET', LIST, httpFailures.general());
    await h.listings.load();
    expect(h.listings.getSnapshot()).toMatchObject({ failed: true, loading: false });
  });

  it('marks an active listing sold: the archive call with sold, asked first, said as it opens the ratings; the row then carries when', async () => {
    const h = setUp();
    let soldAt: string | null = null;
    h.http.on('GET', LIST, () => ({ status: 'success', data: soldAt ? { active: [], archived: [listing(1, { sold_at: soldAt })] } : { active: [listing(1)], archived: [listing(2, { sold_at: null })] } }));
    h.http.on('POST', '/api/oglasi/manage/1/archive', () => {
      soldAt = '2026-11-28T12:00:00.000Z';
      return { status: 'success' };
    });
    await h.listings.load();
    expect(h.listings.getSnapshot().tabs.active[0]!.soldAt).toBeNull();
    expect(h.listings.getSnapshot().tabs.archived[0]!.soldAt).toBeNull();
    expect(ACTIONS_BY_STATUS.active).toContain('markSold');
    expect(messageText(CONFIRMATION_TEXT.markSold!, 'mk', { title: 'Голф' })).toBe('Да се означи „Голф“ како продадено? Огласот ќе се архивира, а вие и купувачот ќе можете да се оцените.');
    expect(await h.listings.act(1, 'markSold')).toBe(true);
    expect(h.http.callsTo('POST', '/api/oglasi/manage/1/archive')[0]!.payload).toEqual({ sold: true });
    expect(h.notifier.texts('success')).toEqual(['Огласот е архивиран како продаден. Сега вие и купувачот можете да се оцените.']);
    expect(h.listings.getSnapshot().tabs.archived[0]).toMatchObject({ id: 1, status: 'archived', soldAt: '2026-11-28T12:00:00.000Z' });
  });

  it('a plain archive sends no sold flag', async () => {
    const h = setUp();
    h.http.on('GET', LIST, { status: 'success', data: {} });
    h.http.on('POST', '/api/oglasi/manage/3/archive', { status: 'success' });
    expect(await h.listings.act(3, 'archive')).toBe(true);
    expect(h.http.callsTo('POST', '/api/oglasi/manage/3/archive')[0]!.payload).toEqual({});
  });

  it('deleting a draft', async () => {
    const h = setUp();
    h.http.on('GET', LIST, { status: 'success', data: { draft: [] } });
    h.http.on('DELETE', '/api/oglasi/drafts/4', { status: 'success' });
    expect(await h.listings.deleteDraft(4)).toBe(true);
    expect(h.notifier.texts('success')).toEqual(['Нацртот е избришан.']);
  });

  it('an empty tab says so and offers the next sensible step: post from active, moderation and drafts; back to the active ones from the others', () => {
    const shown = Object.fromEntries(MY_LISTINGS_TABS.map((tab) => [tab, [messageText(EMPTY_TAB[tab].text, 'mk'), messageText(EMPTY_TAB[tab].action, 'mk'), EMPTY_TAB[tab].href]]));
    expect(shown).toEqual({
      active: ['Немате активни огласи.', 'Објавете оглас', '/korisnik/oglas'],
      moderation: ['Немате огласи што чекаат одобрување.', 'Објавете оглас', '/korisnik/oglas'],
      rejected: ['Немате одбиени огласи.', 'Погледнете ги активните огласи', '/korisnik/moi-oglasi?tab=active'],
      draft: ['Немате зачувани нацрти.', 'Започнете нов оглас', '/korisnik/oglas'],
      archived: ['Немате архивирани огласи.', 'Погледнете ги активните огласи', '/korisnik/moi-oglasi?tab=active'],
      expired: ['Немате истечени огласи.', 'Погледнете ги активните огласи', '/korisnik/moi-oglasi?tab=active'],
    });
  });
});

describe("OwnerListingActions (docs/product/listing-page.md, the owner's bar)", () => {
  const ownerActions = () => {
    const ports = createFakePorts();
    return { ...ports, actions: new Selling({ ...ports, language: () => 'mk', user: () => null }).ownerListingActions() };
  };

  it('sends the same action my listings sends, says its outcome, and is busy (one at a time) while in flight', async () => {
    const h = ownerActions();
    h.http.on('POST', '/api/oglasi/manage/9/archive', { status: 'success' });
    const first = h.actions.act(9, 'archive');
    expect(h.actions.getSnapshot().busy).toBe(true);
    expect(await h.actions.act(9, 'renew')).toBe(false);
    expect(await first).toBe(true);
    expect(h.actions.getSnapshot().busy).toBe(false);
    expect(h.http.callsTo('POST', '/api/oglasi/manage/9/archive')).toHaveLength(1);
    expect(h.http.callsTo('POST', '/api/oglasi/manage/9/renew')).toHaveLength(0);
    expect(h.notifier.texts('success')).toEqual(['Огласот е архивиран.']);
  });

  it("a refusal (409: not in this status) is said as my listings says it; another failure is the server's message", async () => {
    const h = ownerActions();
    h.http.on('POST', '/api/oglasi/manage/9/activate', httpFailures.serverBody({ status: 'error', messageId: 'invalidRequest' }, 409));
    expect(await h.actions.act(9, 'activate')).toBe(false);
    h.http.on('POST', '/api/oglasi/manage/9/renew', httpFailures.general());
    expect(await h.actions.act(9, 'renew')).toBe(false);
    expect(h.notifier.texts('error')).toEqual(['Оваа акција не е можна за огласот во неговиот сегашен статус.', 'Настана грешка при процесирање на податоците.']);
    expect(h.actions.getSnapshot().busy).toBe(false);
  });
});
