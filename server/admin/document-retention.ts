import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, ImageVariants } from '../db/schema';

const DAY = 24 * 3600 * 1000;
/** How often a running server looks for documents past their time. */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Identity documents are kept only as long as they are needed (issue 20): `days` after a request was decided, its
 * photos (every variant) are deleted from the private folder and the request keeps only its decision. Pending
 * requests are never touched. Returns how many requests lost their documents.
 */
export async function deleteDecidedDocuments(db: Kysely<Database>, privateDir: string, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY);
  const rows = await db
    .selectFrom('verification_requests')
    .select(['id', 'front_image', 'back_image'])
    .where('status', '!=', 'pending')
    .where('processed_at', '<=', cutoff)
    .where((eb) => eb.or([eb('front_image', 'is not', null), eb('back_image', 'is not', null)]))
    .limit(500)
    .execute();
  for (const row of rows) {
    await removeDocumentFiles(privateDir, [row.front_image, row.back_image]);
    await db.updateTable('verification_requests').set({ front_image: null, back_image: null }).where('id', '=', row.id).execute();
  }
  return rows.length;
}

/**
 * Removes identity-document photos (every variant) from the private folder — after the retention time, or when
 * their owner deletes the account (server/routes/account-deletion.ts). Never anything outside that folder.
 */
export async function removeDocumentFiles(privateDir: string, images: readonly (ImageVariants | null)[]): Promise<void> {
  const root = path.resolve(privateDir);
  for (const image of images) {
    for (const url of Object.values(image ?? {})) {
      if (typeof url !== 'string' || !url.startsWith('/private/')) continue;
      const file = path.resolve(root, url.slice('/private/'.length));
      if (file.startsWith(root + path.sep)) await fs.promises.rm(file, { force: true });
    }
  }
}

/** Sweeps at start and then hourly while the server runs (the timer never keeps the process alive). */
export function scheduleDocumentRetention(db: Kysely<Database>, privateDir: string, days: number, log: (error: unknown) => void): () => void {
  const sweep = () => void deleteDecidedDocuments(db, privateDir, days).catch(log);
  sweep();
  const timer = setInterval(sweep, RETENTION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
