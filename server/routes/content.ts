import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/replies';
import { requestLanguage } from '../text/texts';
import type { AnswerOf, infoPageAnswerSchema, menusAnswerSchema } from '../../core/api/answers';

/**
 * Footer menus (docs/product/browsing.md: footer-1, footer-2) and the informational pages they link to (/info/{slug}). Menu names
 * and page titles are in the request's language (its `oglasi_lang` cookie; migration 0070), the Macedonian ones
 * where no Albanian one is written.
 */
export async function registerContentRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/menus/location/:location', async (request, reply) => {
    const location = (request.params as { location: string }).location;
    const sq = requestLanguage(request) === 'sq';
    if (!/^[a-z0-9-]{1,40}$/.test(location)) return [];
    const menus = await db.selectFrom('menus').selectAll().where('location', '=', location).orderBy('position').execute();
    const pages =
      menus.length === 0
        ? []
        : await db
            .selectFrom('menu_pages as mp')
            .innerJoin('pages as p', 'p.id', 'mp.page_id')
            .select(['mp.menu_id', 'p.slug', 'p.title', 'p.title_sq'])
            .where('mp.menu_id', 'in', menus.map((m) => m.id))
            .orderBy('mp.position')
            .execute();
    // Browsers keep it five minutes, one copy per language cookie.
    reply.header('Cache-Control', 'public, max-age=300').header('Vary', 'Cookie');
    return menus.map((menu) => ({
      id: menu.id,
      name: sq ? (menu.name_sq ?? menu.name) : menu.name,
      location: menu.location,
      pages: pages.filter((p) => p.menu_id === menu.id).map((p) => ({ slug: p.slug, title: sq ? (p.title_sq ?? p.title) : p.title })),
    })) satisfies AnswerOf<typeof menusAnswerSchema>;
  });

  api.get('/pages/:slug', async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) return notFound(reply);
    const page = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!page) return notFound(reply);
    return {
      status: 'success',
      data: { slug: page.slug, title: requestLanguage(request) === 'sq' ? (page.title_sq ?? page.title) : page.title, content: page.content, updated_at: new Date(page.updated_at).toISOString() },
    } satisfies AnswerOf<typeof infoPageAnswerSchema>;
  });
}
