import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ApiContext } from '../context';
import { publicUser } from '../accounts/users';
import { resolveUserId } from '../listings/resolve';
import { notFound } from '../http/replies';
import { cachedJson } from '../http/read-cache';
import { nameIn } from '../listings/catalogue';
import { requestLanguage } from '../text/texts';
import type { AnswerOf, categoriesAnswerSchema, homeStatsAnswerSchema, locationsAnswerSchema, userPageAnswerSchema } from '../../core/api/answers';

/** How far back "new listings" on the home page look. */
const NEW_LISTINGS_DAYS = 7;

/**
 * Categories with subcategories, regions with cities, the home statistics and the public user page. Category and
 * place names are in the request's language (its `oglasi_lang` cookie; migration 0070); slugs are the same in both.
 */
export async function registerCatalogueRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/categories', async (request, reply) => cachedJson(context.readCache, request, reply, async () => {
    const language = requestLanguage(request);
    const categories = await db.selectFrom('categories').selectAll().orderBy('position').orderBy('name').execute();
    // A listing counts in its category and in its subcategory: two grouped index-only scans (migration 0034), not
    // a join of every category with every listing.
    const counts = await sql<{ id: number; total: string | number }>`
      select id, sum(n) as total from (
        select category_id as id, count(*) as n from listings
        where status = 'active' and (expires_at is null or expires_at > now()) group by category_id
        union all
        select subcategory_id, count(*) from listings
        where status = 'active' and (expires_at is null or expires_at > now()) and subcategory_id is not null group by subcategory_id
      ) as per_category group by id`.execute(db);
    const countOf = new Map(counts.rows.map((r) => [r.id, Number(r.total)]));
    const item = (c: (typeof categories)[number]) => ({ id: c.id, name: nameIn(c, language), label: nameIn(c, language), slug: c.slug, icon: c.icon, listings_count: countOf.get(c.id) ?? 0 });
    return {
      store: true,
      body: {
        status: 'success',
        data: categories
          .filter((c) => c.parent_id === null)
          .map((top) => ({ ...item(top), subcategories: categories.filter((c) => c.parent_id === top.id).map(item) })),
      } satisfies AnswerOf<typeof categoriesAnswerSchema>,
    };
  }));

  api.get('/locations', async (request, reply) => cachedJson(context.readCache, request, reply, async () => {
    const language = requestLanguage(request);
    const rows = await db.selectFrom('locations').selectAll().orderBy('position').orderBy('name').execute();
    const item = (l: (typeof rows)[number]) => ({ id: l.id, name: nameIn(l, language), label: nameIn(l, language), slug: l.slug });
    return {
      store: true,
      body: {
        status: 'success',
        data: rows
          .filter((l) => l.kind === 'region')
          .map((region) => ({ ...item(region), cities: rows.filter((l) => l.parent_id === region.id).map(item) })),
      } satisfies AnswerOf<typeof locationsAnswerSchema>,
    };
  }));

  api.get('/stats/home', async (request, reply) => cachedJson(context.readCache, request, reply, async () => {
    const { rows } = await sql<{ total_listings: string | number; new_listings: string | number; total_shops: string | number; registered_users: string | number }>`
      select
        (select count(*) from listings where status = 'active' and (expires_at is null or expires_at > now())) as total_listings,
        (select count(*) from listings where status = 'active' and (expires_at is null or expires_at > now())
          and published_at > now() - make_interval(days => ${NEW_LISTINGS_DAYS})) as new_listings,
        (select count(*) from users where account_type = 'company' and banned = false) as total_shops,
        (select count(*) from users where banned = false and role = 'user') as registered_users`.execute(db);
    const row = rows[0];
    return {
      store: true,
      body: {
        status: 'success',
        data: {
          total_listings: Number(row?.total_listings ?? 0),
          total_shops: Number(row?.total_shops ?? 0),
          new_listings: Number(row?.new_listings ?? 0),
          registered_users: Number(row?.registered_users ?? 0),
          new_listings_days: NEW_LISTINGS_DAYS,
        },
      } satisfies AnswerOf<typeof homeStatsAnswerSchema>,
    };
  }));

  api.get('/users/:slug', async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    if (slug.length > 120) return notFound(reply);
    const id = await resolveUserId(db, slug);
    if (id === undefined) return notFound(reply);
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (user.deleted_at) return notFound(reply);
    const location = user.location_id
      ? await db.selectFrom('locations').select(['id', 'name', 'name_sq', 'slug']).where('id', '=', user.location_id).executeTakeFirst()
      : undefined;
    const active = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll().as('total'))
      .where('user_id', '=', id)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirst();
    return {
      status: 'success',
      data: {
        user: { ...publicUser(user, context.config.supportEmail), location: location ? { id: location.id, name: nameIn(location, requestLanguage(request)), slug: location.slug } : null },
        active_listings: Number(active?.total ?? 0),
        member_since: new Date(user.created_at).toISOString(),
      },
    } satisfies AnswerOf<typeof userPageAnswerSchema>;
  });
}
