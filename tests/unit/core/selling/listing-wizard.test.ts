import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { addTexts, DRAFT_SAVE_DELAY_MS, problemCountText, Selling, wizardTitleId, type HttpRequest, type PickedFile } from '../../../../core';
import { sellingSq } from '../../../../core/i18n/sq/selling';
import { sellingMk } from '../../../../core/i18n/mk/selling';
import { createFakePorts, httpFailures } from '../../../fakes';
import { flushMicrotasks } from '../../../fakes/FakeClock';

addTexts('mk', sellingMk);
addTexts('sq', sellingSq);

const CATEGORIES = [
  { id: 1, name: 'Возила', slug: 'vozila', subcategories: [{ id: 11, name: 'Автомобили', slug: 'avtomobili' }] },
  { id: 2, name: 'Услуги', slug: 'uslugi', subcategories: [] },
];
const LOCATIONS = [{ id: 100, name: 'Скопски регион', slug: 'skopski', cities: [{ id: 101, name: 'Скопје', slug: 'skopje' }] }];
const USER = { id: 7, account_type: 'private', phone_number: '+389 70 123 456', user_meta: { viber_phone_number: '+389 71 000 111', whatsapp_phone_number: null, company_name: null } };
const image = (name: string) => ({ original: `/uploads/listings/${name}.jpg`, thumb_webp: `/uploads/listings/${name}-thumb.webp` });
const listing = (extra: Record<string, unknown> = {}) => ({ id: 55, title: 'Голф 6 2010', slug: 'golf-6-2010-55', status: 'draft', images: [], user: { id: 7 }, ...extra });
const file = (name: string, type: string, size: number): PickedFile => new File([new Uint8Array(size)], name, { type });

function setUp(options: { verified?: boolean; draft?: unknown } = {}) {
  const ports = createFakePorts();
  ports.http.on('GET', '/api/config/listing-limits', { status: 'success', data: { max_photos: 3 } });
  ports.http.on('GET', '/api/categories', { status: 'success', data: CATEGORIES });
  ports.http.on('GET', '/api/locations', { status: 'success', data: LOCATIONS });
  ports.http.on('GET', '/api/oglasi/drafts/latest', { status: 'success', data: options.draft ?? null });
  ports.http.on('POST', '/api/oglasi/create', (request: HttpRequest) => ({ status: 'success', data: listing({ title: (request.payload as { title: string }).title }) }));
  ports.http.on('PUT', '/api/oglasi/manage/55', { status: 'success', data: listing() });
  ports.http.on('PUT', '/api/oglasi/manage/55/images', { status: 'success', data: listing() });
  const wizard = new Selling({ ...ports, language: () => 'mk', user: () => ({ ...USER, verified: options.verified ?? false }) }).listingWizard();
  return { ...ports, wizard };
}

const fillBasic = (h: ReturnType<typeof setUp>) => h.wizard.update({ categoryId: 1, subcategoryId: 11, title: 'Голф 6 2010', regionId: 100, cityId: 101, price: '6500' });

describe('ListingWizard (docs/product/selling.md add/edit listing, issue 18)', () => {
  it('starts from the profile: contact and Viber phones prefilled, brand asked only where the category has one', async () => {
    const h = setUp();
    await h.wizard.start();
    const state = h.wizard.getSnapshot();
    expect(state.phase).toBe('editing');
    expect(state.values).toMatchObject({ contactPhone: '+389 70 123 456', viberPhone: '+389 71 000 111', whatsappPhone: '', userType: 'private', currency: 'EUR' });
    expect(state.choices.categories.map((c) => c.name)).toEqual(['Возила', 'Услуги']);
    h.wizard.update({ categoryId: 1 });
    expect(h.wizard.getSnapshot().choices).toMatchObject({ brand: true, subcategories: [{ id: 11, name: 'Автомобили' }] });
    h.wizard.update({ categoryId: 2 });
    expect(h.wizard.getSnapshot().choices).toMatchObject({ brand: false, subcategories: [] });
  });

  it('refuses to leave step 1 incomplete, with the catalogue texts under the fields and the first as a toast', async () => {
    const h = setUp();
    await h.wizard.start();
    h.wizard.update({ title: 'Го', priceType: 'fixed', price: '12abc', contactPhone: 'abc' });
    expect(await h.wizard.next()).toBe(false);
    const { problems, step } = h.wizard.getSnapshot();
    expect(step).toBe('basic');
    expect(h.notifier.texts('error')).toEqual(['Полето Категорија е задолжително']);
    expect(problems.title?.id).toBe('wizard.titleTooShort');
    expect(problems.regionId).toMatchObject({ id: 'validation.fieldRequired', labelId: 'wizard.region' });
    expect(problems.price?.id).toBe('wizard.priceInvalid');
    expect(problems.contactPhone?.id).toBe('validation.phoneInvalid');
    // Choosing the category with subcategories then asks for one.
    h.wizard.update({ categoryId: 1, title: 'Голф 6', regionId: 100, cityId: 101, price: '6500', contactPhone: '' });
    expect(await h.wizard.next()).toBe(false);
    expect(h.notifier.texts('error').at(-1)).toBe('Полето Поткатегорија е задолжително');
    expect(h.http.callsTo('POST', '/api/oglasi/create')).toHaveLength(0);
  });

  it('leaving step 1 creates the server draft once; after that the draft is saved 1.5 s after the last keystroke', async () => {
    const h = setUp();
    await h.wizard.start();
    fillBasic(h);
    expect(await h.wizard.next()).toBe(true);
    const created = h.http.callsTo('POST', '/api/oglasi/create');
    expect(created).toHaveLength(1);
    expect(created[0]!.payload).toMatchObject({ draft: 'true', title: 'Голф 6 2010', category_id: '1', subcategory_id: '11', location_id: '101', price: '6500', currency: 'EUR', user_type: 'private' });
    expect(h.wizard.getSnapshot()).toMatchObject({ step: 'details', listingId: 55, status: 'draft' });

    h.wizard.update({ description: 'Прв' });
    await h.clock.advance(1000);
    h.wizard.update({ description: 'Прв сопственик' });
    await h.clock.advance(DRAFT_SAVE_DELAY_MS - 1);
    expect(h.http.callsTo('PUT', '/api/oglasi/manage/55')).toHaveLength(0);
    await h.clock.advance(1);
    await flushMicrotasks();
    const saves = h.http.callsTo('PUT', '/api/oglasi/manage/55');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.payload).toMatchObject({ description: 'Прв сопственик' });
    expect(h.wizard.getSnapshot().dirty).toBe(false);
  });

  it('keeps what was typed through a reload (local copy per user and listing), and offers an earlier draft', async () => {
    const first = setUp();
    await first.wizard.start();
    first.wizard.update({ title: 'Стан во Центар' });
    const stored = first.storage.get('oglasi.listing-wizard.7.new');
    expect(stored).toContain('Стан во Центар');

    const again = setUp({ draft: listing({ id: 40, title: 'Стар нацрт' }) });
    again.storage.set('oglasi.listing-wizard.7.new', stored!);
    await again.wizard.start();
    // What was typed in this session wins over the offer; it is not lost.
    expect(again.wizard.getSnapshot()).toMatchObject({ phase: 'editing', values: { title: 'Стан во Центар' }, dirty: true });

    const offered = setUp({ draft: listing({ id: 40, title: 'Стар нацрт', category: { id: 1 }, subcategory: { id: 11 } }) });
    offered.http.on('GET', '/api/oglasi/listing/40', { status: 'success', data: listing({ id: 40, title: 'Стар нацрт', images: [image('a')], user: { id: 7 } }) });
    await offered.wizard.start();
    expect(offered.wizard.getSnapshot()).toMatchObject({ phase: 'offer', draftOffer: { id: 40, title: 'Стар нацрт' } });
    await offered.wizard.continueDraft();
    expect(offered.wizard.getSnapshot()).toMatchObject({ phase: 'editing', listingId: 40, values: { title: 'Стар нацрт' } });
    expect(offered.wizard.photos.order).toEqual(['/uploads/listings/a.jpg']);

    const fresh = setUp({ draft: listing({ id: 40, title: 'Стар нацрт' }) });
    fresh.http.on('DELETE', '/api/oglasi/drafts/40', { status: 'success', data: { id: 40 } });
    await fresh.wizard.start();
    await fresh.wizard.startOver();
    expect(fresh.wizard.getSnapshot()).toMatchObject({ phase: 'editing', listingId: null, values: { title: '' } });
    // A stored copy that is not the form's shape is ignored, not trusted.
    const tampered = setUp();
    tampered.storage.set('oglasi.listing-wizard.7.new', JSON.stringify({ title: 5 }));
    await tampered.wizard.start();
    expect(tampered.wizard.getSnapshot().values.title).toBe('');
  });

  it('another user\'s listing is not opened for editing', async () => {
    const h = setUp();
    h.http.on('GET', '/api/oglasi/listing/90', { status: 'success', data: listing({ id: 90, user: { id: 8 } }) });
    await h.wizard.start(90);
    expect(h.wizard.getSnapshot().phase).toBe('notFound');
    h.http.on('GET', '/api/oglasi/listing/91', httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404));
    await h.wizard.start(91);
    expect(h.wizard.getSnapshot().phase).toBe('notFound');
  });

  it('photos: the validation texts for a wrong type and a too-large file, the maximum, progress per photo, cancel and retry', async () => {
    const h = setUp();
    await h.wizard.start();
    fillBasic(h);
    await h.wizard.next();
    const held: Array<{ request: HttpRequest; answer: Subject<unknown> }> = [];
    h.http.on('POST', '/api/oglasi/manage/55/images', (request: HttpRequest) => {
      const answer = new Subject<unknown>();
      held.push({ request, answer });
      return answer;
    });
    h.wizard.photos.add([file('a.jpg', 'image/jpeg', 1000), file('b.gif', 'image/gif', 1000), file('c.png', 'image/png', 11 * 1024 * 1024), file('d.webp', 'image/webp', 2000)]);
    expect(h.notifier.texts('error')).toEqual(['b.gif: Дозволени формати на слика: JPG, JPEG, PNG, WEBP', 'c.png: Големината на сликата е преголема. Максимална големина дозволена е 10MB']);
    await flushMicrotasks();
    expect(held).toHaveLength(2);
    held[0]!.request.onProgress?.(0.4);
    const [a, d] = h.wizard.photos.getSnapshot().photos;
    expect(a).toMatchObject({ name: 'a.jpg', state: 'uploading', progress: 0.4 });
    expect(d).toMatchObject({ name: 'd.webp', state: 'uploading', progress: 0 });
    // Not before every photo is there.
    expect(await h.wizard.next()).toBe(false);
    expect(h.notifier.texts('error').at(-1)).toBe('Почекајте сликите да се прикачат.');

    held[0]!.answer.next({ status: 'success', data: listing({ images: [image('a')] }), image: image('a') });
    held[0]!.answer.complete();
    held[1]!.answer.error(httpFailures.serverBody({ status: 'error', messageId: 'mustBeImage' }));
    expect(h.wizard.photos.getSnapshot().photos.map((p) => [p.state, p.error])).toEqual([
      ['ready', null],
      ['failed', 'Мора да биде слика'],
    ]);
    h.wizard.photos.retry(d!.key);
    await flushMicrotasks();
    expect(held).toHaveLength(3);
    await h.wizard.photos.remove(d!.key);
    expect(held[2]!.answer.observed).toBe(false);
    h.wizard.photos.add([file('e.jpg', 'image/jpeg', 10), file('f.jpg', 'image/jpeg', 10), file('g.jpg', 'image/jpeg', 10)]);
    expect(h.notifier.texts('error').at(-1)).toBe('Можете да додадете најмногу 3 слики.');
    expect(h.wizard.photos.getSnapshot().photos).toHaveLength(3);
  });

  it('moving a photo or making it the main one sends the order by URL', async () => {
    const h = setUp();
    h.http.on('GET', '/api/oglasi/listing/55', { status: 'success', data: listing({ images: [image('a'), image('b'), image('c')] }) });
    await h.wizard.start(55);
    const keys = h.wizard.photos.getSnapshot().photos.map((p) => p.key);
    h.wizard.photos.makeMain(keys[2]!);
    h.wizard.photos.move(keys[0]!, { offset: 1 });
    await flushMicrotasks();
    const orders = h.http.callsTo('PUT', '/api/oglasi/manage/55/images').map((call) => (call.payload as { order: string[] }).order);
    expect(orders.at(-1)).toEqual(['/uploads/listings/c.jpg', '/uploads/listings/b.jpg', '/uploads/listings/a.jpg']);
  });

  it('submit: a non-verified seller\'s draft goes to moderation (30–60 min); a verified seller\'s is live and opened', async () => {
    for (const verified of [false, true]) {
      const h = setUp({ verified });
      h.http.on('GET', '/api/oglasi/listing/55', { status: 'success', data: listing({ images: [image('a')] }) });
      h.http.on('POST', '/api/oglasi/manage/55/publish', { status: 'success', data: listing({ status: verified ? 'active' : 'moderation' }) });
      await h.wizard.start(55);
      fillBasic(h);
      await h.wizard.next();
      await h.wizard.next();
      expect(h.wizard.getSnapshot().step).toBe('review');
      expect(await h.wizard.submit()).toBe(true);
      expect(h.wizard.getSnapshot()).toMatchObject({ phase: 'done', outcome: { status: verified ? 'active' : 'moderation', href: '/oglas/golf-6-2010-55' } });
      expect(h.notifier.texts('success')).toEqual([verified ? 'Огласот е објавен.' : 'Огласот е испратен на одобрување. Одобрувањето трае од 30 до 60 минути.']);
      expect(h.storage.get('oglasi.listing-wizard.7.55')).toBeNull();
    }
  });

  it('a failed submit loses nothing: the values, the step and the local copy stay, with the reason', async () => {
    const h = setUp();
    h.http.on('GET', '/api/oglasi/listing/55', { status: 'success', data: listing({ images: [image('a')] }) });
    h.http.on('POST', '/api/oglasi/manage/55/publish', httpFailures.timeout());
    await h.wizard.start(55);
    fillBasic(h);
    h.wizard.update({ description: 'Одлично возило' });
    await h.wizard.next();
    await h.wizard.next();
    expect(await h.wizard.submit()).toBe(false);
    expect(h.notifier.texts('error').at(-1)).toBe('Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.');
    expect(h.wizard.getSnapshot()).toMatchObject({ phase: 'editing', step: 'review', busy: false, values: { description: 'Одлично возило' } });
    expect(h.storage.get('oglasi.listing-wizard.7.55')).toContain('Одлично возило');
  });

  it('a rejected listing shows its reason; the edit is saved and sent back to moderation (not published as a draft)', async () => {
    const h = setUp();
    const rejected = listing({ status: 'rejected', rejection_reason: 'Нејасни фотографии', images: [image('a')], category: { id: 1 }, subcategory: { id: 11 }, location: { region: { id: 100 }, city: { id: 101 } }, price: 6500 });
    h.http.on('GET', '/api/oglasi/listing/55', () => ({ status: 'success', data: h.http.callsTo('PUT', '/api/oglasi/manage/55').length > 0 ? { ...rejected, status: 'moderation', rejection_reason: null } : rejected }));
    await h.wizard.start(55);
    expect(h.wizard.getSnapshot()).toMatchObject({ status: 'rejected', rejectionReason: 'Нејасни фотографии', values: { categoryId: 1, subcategoryId: 11, cityId: 101, price: '6500' } });
    h.wizard.update({ title: 'Голф 6 2010, нови фотографии' });
    // A listing that is not a draft is not saved per keystroke.
    await h.clock.advance(DRAFT_SAVE_DELAY_MS * 2);
    expect(h.http.callsTo('PUT', '/api/oglasi/manage/55')).toHaveLength(0);
    await h.wizard.next();
    await h.wizard.next();
    expect(await h.wizard.submit()).toBe(true);
    expect(h.http.callsTo('PUT', '/api/oglasi/manage/55')[0]!.payload).toMatchObject({ title: 'Голф 6 2010, нови фотографии' });
    expect(h.http.callsTo('POST', '/api/oglasi/manage/55/publish')).toHaveLength(0);
    expect(h.wizard.getSnapshot().outcome?.status).toBe('moderation');
  });

  it('the URL can only ask for a step whose earlier steps are complete', async () => {
    const h = setUp();
    await h.wizard.start();
    expect(h.wizard.goTo('review')).toBe('basic');
    fillBasic(h);
    await h.wizard.next();
    expect(h.wizard.goTo('review')).toBe('details');
    expect(h.wizard.goTo('basic')).toBe('basic');
  });

  it('the problems shown belong to the step on screen: going back (a button or the URL) leaves them behind (issue 39)', async () => {
    const h = setUp();
    await h.wizard.start();
    fillBasic(h);
    await h.wizard.next();
    expect(await h.wizard.next()).toBe(false);
    expect(Object.keys(h.wizard.getSnapshot().problems)).toEqual(['images']);
    h.wizard.back();
    expect(h.wizard.getSnapshot()).toMatchObject({ step: 'basic', problems: {} });
    expect(await h.wizard.next()).toBe(true);
    expect(await h.wizard.next()).toBe(false);
    expect(h.wizard.goTo('basic')).toBe('basic');
    expect(h.wizard.getSnapshot().problems).toEqual({});
    // Asking for the step already shown changes nothing.
    h.wizard.update({ title: '' });
    expect(await h.wizard.next()).toBe(false);
    expect(h.wizard.goTo('basic')).toBe('basic');
    expect(h.wizard.getSnapshot().problems.title).toBeDefined();
  });
  it('start over deletes the offered draft on the server and its local copy, so it is not offered again (issue 39)', async () => {
    const h = setUp({ draft: listing({ id: 40, title: 'Стар нацрт' }) });
    let drafts: unknown = listing({ id: 40, title: 'Стар нацрт' });
    h.http.on('GET', '/api/oglasi/drafts/latest', () => ({ status: 'success', data: drafts }));
    h.http.on('DELETE', '/api/oglasi/drafts/40', () => {
      drafts = null;
      return { status: 'success', data: { id: 40 } };
    });
    // A copy of what was typed into that draft on this device.
    h.storage.set('oglasi.listing-wizard.7.40', JSON.stringify({ ...h.wizard.getSnapshot().values, title: 'Стар нацрт, уреден' }));
    await h.wizard.start();
    expect(h.wizard.getSnapshot()).toMatchObject({ phase: 'offer', draftOffer: { id: 40 } });
    const started = h.wizard.startOver();
    expect(h.wizard.getSnapshot().busy).toBe(true);
    expect(await started).toBe(true);
    expect(h.http.callsTo('DELETE', '/api/oglasi/drafts/40')).toHaveLength(1);
    expect(h.wizard.getSnapshot()).toMatchObject({ phase: 'editing', draftOffer: null, listingId: null, busy: false, mode: 'post', values: { title: '' } });
    expect(h.storage.get('oglasi.listing-wizard.7.40')).toBeNull();
    expect(h.notifier.texts('error')).toEqual([]);
    // Opening the wizard again (any device) offers nothing.
    await h.wizard.start();
    expect(h.wizard.getSnapshot()).toMatchObject({ phase: 'editing', draftOffer: null });
  });

  it('start over: a draft already gone counts as deleted; a failed delete keeps the offer and says why', async () => {
    const gone = setUp({ draft: listing({ id: 40, title: 'Стар нацрт' }) });
    gone.http.on('DELETE', '/api/oglasi/drafts/40', httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404));
    await gone.wizard.start();
    expect(await gone.wizard.startOver()).toBe(true);
    expect(gone.wizard.getSnapshot()).toMatchObject({ phase: 'editing', draftOffer: null });
    expect(gone.notifier.texts('error')).toEqual([]);

    const failing = setUp({ draft: listing({ id: 40, title: 'Стар нацрт' }) });
    failing.http.on('DELETE', '/api/oglasi/drafts/40', httpFailures.timeout());
    failing.storage.set('oglasi.listing-wizard.7.40', JSON.stringify({ ...failing.wizard.getSnapshot().values, title: 'Стар нацрт, уреден' }));
    await failing.wizard.start();
    expect(await failing.wizard.startOver()).toBe(false);
    expect(failing.notifier.texts('error')).toEqual(['Барањето истече. Ако прикачувавте фајлови, проверете дали се успешно качени.']);
    expect(failing.wizard.getSnapshot()).toMatchObject({ phase: 'offer', draftOffer: { id: 40, title: 'Стар нацрт' }, busy: false });
    expect(failing.storage.get('oglasi.listing-wizard.7.40')).toContain('Стар нацрт, уреден');
    // The offer can still be taken, or the delete tried again.
    failing.http.on('DELETE', '/api/oglasi/drafts/40', { status: 'success', data: { id: 40 } });
    expect(await failing.wizard.startOver()).toBe(true);
    expect(failing.wizard.getSnapshot().phase).toBe('editing');
  });

  it('the title says what the seller is doing: posting a new listing or a draft, editing one that is out of the drafts (issue 39)', async () => {
    expect(wizardTitleId(null, false)).toBe('page.createListing');
    // An edit address: nothing is guessed until the listing answers.
    expect(wizardTitleId(null, true)).toBeNull();
    const fresh = setUp();
    expect(wizardTitleId(fresh.wizard.getSnapshot(), true)).toBeNull();
    await fresh.wizard.start();
    expect(fresh.wizard.getSnapshot().mode).toBe('post');
    expect(wizardTitleId(fresh.wizard.getSnapshot(), false)).toBe('page.createListing');

    for (const [status, title] of [
      ['draft', 'page.createListing'],
      ['moderation', 'wizard.editTitle'],
      ['active', 'wizard.editTitle'],
      ['rejected', 'wizard.editTitle'],
      ['expired', 'wizard.editTitle'],
      ['archived', 'wizard.editTitle'],
    ] as const) {
      const h = setUp();
      h.http.on('GET', '/api/oglasi/listing/55', { status: 'success', data: listing({ status, images: [image('a')] }) });
      await h.wizard.start(55);
      expect(wizardTitleId(h.wizard.getSnapshot(), true), status).toBe(title);
    }

    // Publishing the draft does not turn the confirmation into an edit.
    const posted = setUp();
    posted.http.on('GET', '/api/oglasi/listing/55', { status: 'success', data: listing({ images: [image('a')] }) });
    posted.http.on('POST', '/api/oglasi/manage/55/publish', { status: 'success', data: listing({ status: 'moderation' }) });
    await posted.wizard.start(55);
    fillBasic(posted);
    await posted.wizard.next();
    await posted.wizard.next();
    expect(await posted.wizard.submit()).toBe(true);
    expect(posted.wizard.getSnapshot()).toMatchObject({ phase: 'done', status: 'moderation' });
    expect(wizardTitleId(posted.wizard.getSnapshot(), true)).toBe('page.createListing');

    // A listing that cannot be opened is still an edit address.
    const missing = setUp();
    missing.http.on('GET', '/api/oglasi/listing/91', httpFailures.serverBody({ status: 'error', messageId: 'notFound' }, 404));
    await missing.wizard.start(91);
    expect(wizardTitleId(missing.wizard.getSnapshot(), true)).toBe('wizard.editTitle');
  });

  it('each refusal to go on is counted, with the step to fix, so the screen can focus its first problem (issue 39)', async () => {
    const h = setUp();
    h.http.on('GET', '/api/oglasi/listing/55', { status: 'success', data: listing({ images: [image('a')] }) });
    h.http.on('DELETE', '/api/oglasi/manage/55/images', { status: 'success', data: listing() });
    await h.wizard.start(55);
    expect(h.wizard.getSnapshot().refusals).toBe(0);
    expect(await h.wizard.next()).toBe(false);
    expect(await h.wizard.next()).toBe(false);
    expect(h.wizard.getSnapshot()).toMatchObject({ step: 'basic', refusals: 2 });
    expect(Object.keys(h.wizard.getSnapshot().problems)).toEqual(['categoryId', 'regionId', 'price']);
    fillBasic(h);
    expect(await h.wizard.next()).toBe(true);
    expect(await h.wizard.next()).toBe(true);
    expect(h.wizard.getSnapshot()).toMatchObject({ step: 'review', refusals: 2, problems: {} });
    // The only photo removed, then submitted from the review: back to step 2 with its problem, in one change.
    await h.wizard.photos.remove(h.wizard.photos.getSnapshot().photos[0]!.key);
    const seen: Array<[string, number, string | undefined]> = [];
    const watch = h.wizard.state$.subscribe((state) => seen.push([state.step, state.refusals, state.problems.images?.id]));
    seen.length = 0;
    expect(await h.wizard.submit()).toBe(false);
    watch.unsubscribe();
    expect(seen).toEqual([['details', 3, 'validation.galleryRequired']]);
    expect(h.notifier.texts('error').at(-1)).toBe('Додадете барем 1 слика');
  });

  it('the photos\' problem goes as soon as a photo is added, and "wait for the uploads" once they are done (issue 39)', async () => {
    const h = setUp();
    await h.wizard.start();
    fillBasic(h);
    await h.wizard.next();
    const held: Array<Subject<unknown>> = [];
    h.http.on('POST', '/api/oglasi/manage/55/images', () => {
      const answer = new Subject<unknown>();
      held.push(answer);
      return answer;
    });
    h.wizard.update({ description: 'Одлично возило' });
    expect(await h.wizard.next()).toBe(false);
    expect(h.wizard.getSnapshot().problems.images?.id).toBe('validation.galleryRequired');
    expect(h.notifier.texts('error').at(-1)).toBe('Додадете барем 1 слика');

    // A photo picked: the problem is gone at once, while it is still on its way.
    h.wizard.photos.add([file('a.jpg', 'image/jpeg', 1000)]);
    expect(h.wizard.getSnapshot().problems.images).toBeUndefined();
    // Going on before it is there: the other problem, which goes when the upload ends.
    expect(await h.wizard.next()).toBe(false);
    expect(h.wizard.getSnapshot().problems.images?.id).toBe('wizard.photosUploading');
    await flushMicrotasks();
    held[0]!.next({ status: 'success', data: listing({ images: [image('a')] }), image: image('a') });
    held[0]!.complete();
    expect(h.wizard.getSnapshot().problems.images).toBeUndefined();
    // A refused file adds no photo: the problem stands.
    const none = setUp();
    await none.wizard.start();
    fillBasic(none);
    await none.wizard.next();
    await none.wizard.next();
    none.wizard.photos.add([file('b.gif', 'image/gif', 1000)]);
    expect(none.wizard.getSnapshot().problems.images?.id).toBe('validation.galleryRequired');
  });

  it('the error summary counts the fields to fix in the language\'s plural (mk and sq)', () => {
    expect(problemCountText(1, 'mk')).toBe('1 поле треба да се поправи.');
    expect(problemCountText(4, 'mk')).toBe('4 полиња треба да се поправат.');
    expect(problemCountText(11, 'mk')).toBe('11 полиња треба да се поправат.');
    expect(problemCountText(21, 'mk')).toBe('21 поле треба да се поправи.');
    expect(problemCountText(1, 'sq')).toBe('1 fushë duhet të korrigjohet.');
    expect(problemCountText(3, 'sq')).toBe('3 fusha duhet të korrigjohen.');
  });
});
