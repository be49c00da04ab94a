import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { DEFAULT_QUALITY, ImageOptimizer, resolveUploadPath, snapWidth } from '../media/optimizer';
import { sendError } from '../http/replies';

const optimiseQuery = z.object({
  url: z.string().min(1).max(300),
  w: z.coerce.number().int().min(1).max(4000),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY),
});

/** GET /api/image?url=/uploads/…&w=360&q=75 → WebP, cached on disk (docs/product/selling.md image optimisation endpoint). */
export async function registerImageRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const optimizer = new ImageOptimizer(context.config.imageCacheDir);
  api.get('/image', async (request, reply) => {
    const parsed = optimiseQuery.safeParse(request.query);
    if (!parsed.success) return sendError(reply, 422, 'invalidRequest');
    const source = resolveUploadPath(context.config.uploadsDir, parsed.data.url);
    if (!source || !fs.existsSync(source)) return sendError(reply, 404, 'notFound');
    let file: string;
    try {
      file = await optimizer.optimise(source, snapWidth(parsed.data.w), parsed.data.q);
    } catch {
      return sendError(reply, 422, 'mustBeImage');
    }
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    reply.type('image/webp');
    return reply.send(fs.createReadStream(file));
  });
}

/** The uploaded and seeded images themselves, at /uploads/ (random names, never the client's). */
export async function registerUploads(fastify: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
  // RFC 9110 §15.5.17: a 416 names the current length, so a video player can recover; @fastify/static leaves it out.
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 416 || !request.url.startsWith('/uploads/') || reply.hasHeader('content-range')) return payload;
    const file = resolveUploadPath(uploadsDir, request.url);
    const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
    if (stat?.isFile()) reply.header('content-range', `bytes */${stat.size}`);
    return payload;
  });
}
