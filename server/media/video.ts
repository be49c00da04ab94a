import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { parseBlob } from 'music-metadata';
import { isoMovieDuration } from './iso-duration';
import { webmSegmentFits } from './webm-segment';
import { MAX_VIDEO_SECONDS } from './video-limits';


export type VideoMessageId = 'validation.videoWrongType' | 'validation.videoTooLarge' | 'validation.videoTooLong' | 'validation.videoUnreadable';

export class VideoRejected extends Error {
  constructor(readonly messageId: VideoMessageId) {
    super(messageId);
  }
}

export interface StoredVideo {
  url: string;
  mime: string;
  duration_seconds: number;
}

/**
 * The container, judged by content rather than by name or declared type: ISO base media (`ftyp` box at byte 4;
 * brand `qt  ` is QuickTime) or Matroska's EBML header (WebM).
 */
export function sniffVideo(head: Uint8Array): { mime: string; extension: string } | undefined {
  if (head.length >= 12 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70) {
    const brand = String.fromCharCode(head[8] ?? 0, head[9] ?? 0, head[10] ?? 0, head[11] ?? 0);
    return brand === 'qt  ' ? { mime: 'video/quicktime', extension: 'mov' } : { mime: 'video/mp4', extension: 'mp4' };
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return { mime: 'video/webm', extension: 'webm' };
  return undefined;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(12);
    const { bytesRead } = await handle.read(buffer, 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Streams an upload to disk (never whole in memory), then checks it: size (the stream reports truncation when the
 * multipart size limit cut it), container type, and duration read from the container's own header. Only a video
 * passing all of it keeps a server-generated name under `uploads/videos/`; anything else is deleted.
 */
export async function storeVideo(stream: Readable & { truncated?: boolean }, uploadsDir: string): Promise<StoredVideo> {
  const folder = path.join(uploadsDir, 'videos');
  await fs.promises.mkdir(folder, { recursive: true });
  const name = randomUUID();
  const partial = path.join(folder, `${name}.part`);
  try {
    try {
      await pipeline(stream, fs.createWriteStream(partial));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new VideoRejected('validation.videoTooLarge');
      throw error;
    }
    if (stream.truncated) throw new VideoRejected('validation.videoTooLarge');
    const kind = sniffVideo(await readHead(partial));
    if (!kind) throw new VideoRejected('validation.videoWrongType');
    let duration: number | undefined;
    try {
      // WebM: music-metadata reads the Matroska segment info. MP4/MOV: the movie header (see iso-duration.ts).
      if (kind.extension !== 'webm') duration = await isoMovieDuration(partial);
      else if (await webmSegmentFits(partial)) duration = (await parseBlob(await fs.openAsBlob(partial, { type: 'video/webm' }), { duration: true, skipCovers: true })).format.duration;
    } catch {
      throw new VideoRejected('validation.videoUnreadable');
    }
    if (duration === undefined || !Number.isFinite(duration) || duration <= 0) throw new VideoRejected('validation.videoUnreadable');
    if (duration > MAX_VIDEO_SECONDS) throw new VideoRejected('validation.videoTooLong');
    const final = `${name}.${kind.extension}`;
    await fs.promises.rename(partial, path.join(folder, final));
    return { url: `/uploads/videos/${final}`, mime: kind.mime, duration_seconds: Math.round(duration * 10) / 10 };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** Removes a stored video by its public URL; only names this module made are touched. */
export async function removeVideo(url: string | undefined, uploadsDir: string): Promise<void> {
  const match = /^\/uploads\/videos\/([0-9a-f-]{36}\.(?:mp4|mov|webm))$/.exec(url ?? '');
  if (match?.[1]) await fs.promises.rm(path.join(uploadsDir, 'videos', match[1]), { force: true });
}
