import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, startTestApp, type TestApp } from '../helpers/test-server';
import { call, createCatalogue, createListing, createUser } from '../helpers/fixtures';
import { cardExcerpt, DESCRIPTION_PREFIX } from '../../../server/listings/card';
import { excerpt } from '../../../server/listings/serialize';

interface Page {
  data: Array<{ id: number; excerpt: string; category: { name: string; slug: string }; location: { city: { slug: string } | null } }>;
  meta: { total: number };
}

/** Lists read categories and places from an in-process catalogue and a card reads a prefix of the description. */
describe('lists: the in-process catalogue and a card’s columns (decision 140)', () => {
  let app: TestApp;
  let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
  let sellerId = 0;

  beforeAll(async () => {
    app = await startTestApp();
    await resetDatabase(app.database);
    catalogue = await createCatalogue(app.database);
    sellerId = (await createUser(app.database, { email: 'katalog@primer.mk' })).id;
    await createListing(app.database, { userId: sellerId, title: 'Голф 7', categoryId: catalogue.vehicles.id, subcategoryId: catalogue.cars.id, locationId: catalogue.skopje.id });
  });
  afterAll(async () => {
    await resetDatabase(app.database);
    await app.close();
  });

  it('sees a category renamed, a category added and a place added by any writer at the next list', async () => {
    const first = (await call<Page>(app, 'GET', '/api/oglasi?category=vozila')).body;
    expect(first.data[0]?.category.name).not.toBe('Моторни возила');
    // Written straight to the database, as another process or an admin would: no call tells the server.
    await sql`update categories set name = 'Моторни возила' where id = ${catalogue.vehicles.id}`.execute(app.database.db);
    const renamed = (await call<Page>(app, 'GET', '/api/oglasi?category=vozila')).body;
    expect(renamed.data[0]?.category).toMatchObject({ name: 'Моторни возила', slug: 'vozila' });

    // A slug the catalogue has not seen yet is found, not a 404.
    const boats = await app.database.db.insertInto('categories').values({ name: 'Пловила', slug: 'plovila' }).returning('id').executeTakeFirstOrThrow();
    const town = await app.database.db.insertInto('locations').values({ kind: 'city', name: 'Охрид', slug: 'ohrid' }).returning('id').executeTakeFirstOrThrow();
    const boat = await createListing(app.database, { userId: sellerId, title: 'Чамец', categoryId: boats.id, locationId: town.id });
    const byCategory = (await call<Page>(app, 'GET', '/api/oglasi?category=plovila')).body;
    expect(byCategory.data.map((card) => card.id)).toEqual([boat.id]);
    const byPlace = (await call<Page>(app, 'GET', '/api/oglasi?location=ohrid')).body;
    expect(byPlace.data[0]?.location.city?.slug).toBe('ohrid');
    expect((await call(app, 'GET', '/api/oglasi?category=nema-takva')).status).toBe(404);
  });

  it('gives a long description the excerpt of the whole text', async () => {
    const description = `<p>${'Одлично зачуван автомобил, сервисиран. '.repeat(40)}</p>`;
    expect(description.length).toBeGreaterThan(DESCRIPTION_PREFIX);
    // A tag opened before the cut and closed after it: the prefix alone cannot tell the excerpt.
    const tricky = `Краток текст. <span title="${'x'.repeat(DESCRIPTION_PREFIX)}">скриено</span> ${'збор '.repeat(60)}`;
    const long = await createListing(app.database, { userId: sellerId, title: 'Долг опис', categoryId: catalogue.estates.id, description });
    const cut = await createListing(app.database, { userId: sellerId, title: 'Незатворен таг', categoryId: catalogue.estates.id, description: tricky });
    const cards = (await call<Page>(app, 'GET', '/api/oglasi?category=nedviznosti')).body.data;
    expect(cards.find((card) => card.id === long.id)?.excerpt).toBe(excerpt(description));
    expect(cards.find((card) => card.id === cut.id)?.excerpt).toBe(excerpt(tricky));
  });

  it('tells the excerpt from a prefix only when the cut cannot change it', () => {
    const words = 'автомобил добар &amp; сервисиран <b>итно</b> поволно'.split(' ');
    for (let seed = 1; seed <= 300; seed += 1) {
      let text = '';
      for (let i = 0; text.length < 1_600; i += 1) text += `${words[(seed * 7 + i * 13) % words.length]}${i % (seed % 9 + 2) === 0 ? '  ' : ' '}`;
      for (const cutAt of [150, 400, 999, 1_000, 1_200]) {
        const known = cardExcerpt(text.slice(0, cutAt), text.length > cutAt);
        if (known !== undefined) expect(known).toBe(excerpt(text));
      }
    }
    expect(cardExcerpt('кратко', false)).toBe('кратко');
    expect(cardExcerpt(`<a href="${'y'.repeat(500)}`, true)).toBeUndefined();
  });
});
