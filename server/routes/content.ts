import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { notFound } from '../http/replies';

/** Footer menus (SPEC §7: footer-1, footer-2) and the informational pages they link to (/info/{slug}). */
export async function registerContentRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.database;

  api.get('/menus/location/:location', async (request, reply) => {
    const location = (request.params as { location: string }).location;
    if (!/^[a-z0-9-]{1,40}$/.test(location)) return [];
    const menus = await db.selectFrom('menus').selectAll().where('location', '=', location).orderBy('position').execute();
    const pages =
      menus.length === 0
        ? []
        : await db
            .selectFrom('menu_pages as mp')
            .innerJoin('pages as p', 'p.id', 'mp.page_id')
            .select(['mp.menu_id', 'p.slug', 'p.title'])
            .where('mp.menu_id', 'in', menus.map((m) => m.id))
            .orderBy('mp.position')
            .execute();
    reply.header('Cache-Control', 'public, max-age=300');
    return menus.map((menu) => ({
      id: menu.id,
      name: menu.name,
      location: menu.location,
      pages: pages.filter((p) => p.menu_id === menu.id).map((p) => ({ slug: p.slug, title: p.title })),
    }));
  });

  api.get('/pages/:slug', async (request, reply) => {
    const slug = (request.params as { slug: string }).slug;
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) return notFound(reply);
    const page = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
    if (!page) return notFound(reply);
    return {
      status: 'success',
      data: { slug: page.slug, title: page.title, content: page.content, updated_at: new Date(page.updated_at).toISOString() },
    };
  });
}
