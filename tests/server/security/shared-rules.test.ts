import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_STATUSES, type ListingStatus } from '../../../core';
import { resetDatabase, testDatabase } from '../helpers/test-server';
import { createCatalogue, createListing, createUser } from '../helpers/fixtures';
import type { DatabaseHandle } from '../../../server/db/database';
import { IMAGE_MAX_BYTES, internationalDigits, isValidEmailFormat, REPORT_TYPES, supportPlaceholderId, telHref } from '../../../core';
import { normalisePhone } from '../../../server/accounts/sms-codes';
import { normaliseEmail } from '../../../server/accounts/validation';
import { MAX_IMAGE_BYTES } from '../../../server/media/image-types';
import { parseConversationRef } from '../../../server/chat/conversations';
import { ACTIONS_BY_STATUS, formatPhoneNumber, inboxConversationId, isInboxId, LISTING_PHOTOS_DEFAULT, MY_LISTINGS_TABS, PAGE_SIZES, statusesAllowing, validatePhoneNumber, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '../../../core';
import { validateProfile } from '../../../server/accounts/validation';
import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS } from '../../../server/media/video-limits';
import { loadConfig } from '../../../server/config';
import { PER_PAGE } from '../../../server/listings/list-statement';
import { ENTRIES_PER_PAGE } from '../../../server/payments/wallet-entries';
import { startTestApp, type TestApp } from '../helpers/test-server';
import { call, login } from '../helpers/fixtures';

/** The rules the client checks and the server enforces come from one definition in core: they cannot drift. */
describe('one set of rules for client and server', () => {
  const addresses = [
    'ana@primer.mk',
    'Ana.Petrovska@Primer.MK',
    'ана@пример.мк',
    'a@b.c',
    'no-at-sign.mk',
    'two@@primer.mk',
    'space in@primer.mk',
    '.dot@primer.mk',
    'dots..twice@primer.mk',
    'ana@primer',
    'ana@-primer.mk',
    `${'x'.repeat(65)}@primer.mk`,
  ];

  it('the server accepts exactly the e-mail addresses the login and registration forms accept', () => {
    for (const address of addresses) {
      expect({ address, server: normaliseEmail(address) !== undefined }).toEqual({ address, server: isValidEmailFormat(address.toLowerCase()) });
    }
    expect(normaliseEmail(' Ana@Primer.MK ')).toBe('ana@primer.mk');
    expect(normaliseEmail('ана@пример.мк')).toBe('ана@пример.мк');
  });

  it('one phone number is one account however it is typed, and the same number the call button dials', () => {
    for (const typed of ['070 123 456', '+389 70 123 456', '00389 70 123 456', '070/123-456']) {
      expect(normalisePhone(typed)).toBe('+38970123456');
      expect(telHref(typed)).toBe(`tel:${normalisePhone(typed)}`);
    }
    for (const junk of ['call me', '12', '070 123 456 <script>', 42]) expect(normalisePhone(junk)).toBeUndefined();
    expect(internationalDigits('070 123 456')).toBe('38970123456');
  });

  it('the profile form and the server agree on every phone number, including the ones they used to disagree on', () => {
    const typed = ['070.123.456', '070 123 456', '+389 70 123 456', '(02) 3123-456', '070/123-456', '1'.repeat(19), '+1234567890123456', '12345', 'call me', '070 123 456 <script>', '+389 70 12a 456'];
    for (const value of typed) {
      const form = validatePhoneNumber(value) === null;
      const server = validateProfile({ phone_number: value }, { requireNames: false }).errors.phone_number === undefined;
      const signIn = normalisePhone(value) !== undefined;
      expect({ value, form, server, signIn }).toEqual({ value, form, server: form, signIn: form });
    }
    expect(validatePhoneNumber('070.123.456')).toBeNull();
    expect(validatePhoneNumber('1'.repeat(19))).toBe('validation.phoneInvalid');
    expect(formatPhoneNumber('070.123.456')).toBe('+389 70 123 456');
    expect(formatPhoneNumber('+38971901234')).toBe('+389 71 901 234');
    expect(formatPhoneNumber('02 3123 456')).toBe('+389 2 3123 456');
    expect(formatPhoneNumber('+4915112345678')).toBe('+4915112345678');
  });

  it('video and photo limits are core\'s on the server, and one request may carry every photo a listing may have', () => {
    expect([MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS]).toEqual([VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS]);
    expect(loadConfig({}).maxListingPhotos).toBe(LISTING_PHOTOS_DEFAULT);
    expect(loadConfig({ MAX_LISTING_PHOTOS: '20' }).maxListingPhotos).toBe(20);
  });

  it('page sizes: the server pages lists and ledger entries by the sizes the client counts with', () => {
    expect(PER_PAGE).toBe(PAGE_SIZES.listings);
    expect(ENTRIES_PER_PAGE).toBe(PAGE_SIZES.walletEntries);
  });

  it('an inboxId passes the login page exactly when the inbox reads it', () => {
    for (const value of ['42', 'support-7', 'a'.repeat(64), 'a'.repeat(65), '../x', 'javascript:alert(1)', '', '4 2']) {
      expect(isInboxId(value)).toBe(inboxConversationId(value) !== null);
    }
    expect(inboxConversationId('42')).toBe(42);
    expect(inboxConversationId('support-7')).toBe('support-7');
  });

  it('the image size limit is 10 MB on both sides', () => {
    expect(MAX_IMAGE_BYTES).toBe(IMAGE_MAX_BYTES);
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it("the server reads the client's support placeholder id as the support conversation", () => {
    expect(parseConversationRef(supportPlaceholderId(42))).toEqual({ type: 'support' });
    expect(REPORT_TYPES).toContain('incorrect_information');
  });

  describe('listing statuses', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await testDatabase();
      await resetDatabase(database);
    });
    afterAll(async () => resetDatabase(database));

    it("the database stores exactly core's statuses", async () => {
      const { vehicles } = await createCatalogue(database);
      const user = await createUser(database, { email: 'ana@primer.mk' });
      for (const status of LISTING_STATUSES) {
        const listing = await createListing(database, { userId: user.id, title: `Оглас ${status}`, categoryId: vehicles.id, status });
        expect(listing.status).toBe(status);
      }
      await expect(createListing(database, { userId: user.id, title: 'Лош', categoryId: vehicles.id, status: 'bogus' as ListingStatus })).rejects.toThrow();
    });
  });

  describe('what each listing status allows', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ maxListingPhotos: 3 });
      await resetDatabase(app.database);
    });
    afterAll(() => app.close());

    it('the server accepts a status change from exactly the statuses whose row offers its button, and answers the tabs in core\'s order', async () => {
      const { vehicles } = await createCatalogue(app.database);
      const owner = await createUser(app.database, { email: 'sopstvenik@primer.mk' });
      const session = await login(app, 'sopstvenik@primer.mk');
      for (const action of ['archive', 'activate', 'renew'] as const) {
        expect(statusesAllowing(action)).toEqual(LISTING_STATUSES.filter((status) => ACTIONS_BY_STATUS[status].includes(action)));
        for (const status of LISTING_STATUSES) {
          // Renewing an active listing is offered in its last week (core/selling/row-actions.ts canRenew): one expiring in 3 days.
          const expiresAt = status === 'active' ? new Date(Date.now() + 3 * 24 * 3600 * 1000) : undefined;
          const listing = await createListing(app.database, { userId: owner.id, title: `${action} ${status}`, categoryId: vehicles.id, status, ...(expiresAt ? { expiresAt } : {}) });
          const answer = await call(app, 'POST', `/api/oglasi/manage/${listing.id}/${action}`, { cookie: session.cookie });
          expect({ action, status, accepted: answer.status === 200 }).toEqual({ action, status, accepted: ACTIONS_BY_STATUS[status].includes(action) });
        }
      }
      const tabs = await call<{ data: Record<string, unknown> }>(app, 'GET', '/api/oglasi/my-listings', { cookie: session.cookie });
      expect(Object.keys(tabs.body.data)).toEqual([...MY_LISTINGS_TABS]);
    });

    it('the multipart cap follows the photo limit: a listing\'s whole gallery fits one request, one more photo is refused by name', async () => {
      const owner = await createUser(app.database, { email: 'fotografii@primer.mk' });
      void owner;
      const session = await login(app, 'fotografii@primer.mk');
      const categoryId = (await app.database.db.selectFrom('categories').select('id').where('slug', '=', 'avtomobili').executeTakeFirstOrThrow()).id;
      const form = (files: number) => {
        const body = new FormData();
        body.append('title', 'Тест велосипед');
        body.append('category_id', String(categoryId));
        body.append('price', '100');
        body.append('currency', 'EUR');
        for (let i = 0; i < files; i += 1) body.append('images', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), `${i}.jpg`);
        return body;
      };
      const send = (files: number) => fetch(`${app.url}/api/oglasi/create`, { method: 'POST', body: form(files), headers: { cookie: session.cookie } });
      // A whole gallery is read (its made-up bytes are what the server then refuses); one photo more is named as such.
      const allowed = (await (await send(3)).json()) as { messageId?: string; errors?: Record<string, string[]> };
      const tooMany = await send(4);
      expect(allowed.messageId).not.toBe('validation.galleryTooMany');
      expect(allowed.errors?.images ?? []).not.toContain('validation.galleryTooMany');
      expect(tooMany.status).toBe(422);
      expect(((await tooMany.json()) as { messageId: string }).messageId).toBe('validation.galleryTooMany');
    });
  });
});
