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

  it('the image size limit is docs/product/selling.md 10 MB on both sides', () => {
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
});
