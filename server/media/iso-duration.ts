import fs from 'node:fs';
import { fragmentedDuration } from './fragmented-duration';

/** A movie header is tiny, but a moov box also indexes every sample; 90 s of phone video stays far below this. */
const MAX_MOOV_BYTES = 32 * 1024 * 1024;
/** A fragment header indexes one fragment's samples: a few hundred bytes each; 90 s of video has at most thousands. */
const MAX_MOOF_BYTES = 16 * 1024 * 1024;

/**
 * The duration of an ISO base media file (MP4/MOV) from its movie header (`moov/mvhd`), in seconds. music-metadata
 * reports an MP4's duration only from an audio track, so a silent video would read as unreadable; the movie header
 * is the container's own answer. Walks the top-level boxes with positioned reads (the file is never loaded whole);
 * a box running past the end of the file means a truncated upload: `undefined`, like no header at all.
 */
export async function isoMovieDuration(file: string): Promise<number | undefined> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let offset = 0;
    let moov: Buffer | undefined;
    const moofs: Buffer[] = [];
    let moofBytes = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return undefined;
      let boxSize = header.readUInt32BE(0);
      let headerSize = 8;
      if (boxSize === 1) {
        if (bytesRead < 16) return undefined;
        boxSize = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (boxSize === 0) {
        boxSize = size - offset;
      }
      if (boxSize < headerSize || offset + boxSize > size) return undefined;
      if (header.toString('latin1', 4, 8) === 'moov') {
        if (boxSize > MAX_MOOV_BYTES) return undefined;
        moov = Buffer.alloc(boxSize - headerSize);
        await handle.read(moov, 0, moov.length, offset + headerSize);
      } else if (header.toString('latin1', 4, 8) === 'moof') {
        moofBytes += boxSize;
        if (moofBytes > MAX_MOOF_BYTES) return undefined;
        const moof = Buffer.alloc(boxSize - headerSize);
        await handle.read(moof, 0, moof.length, offset + headerSize);
        moofs.push(moof);
      }
      offset += boxSize;
    }
    if (!moov) return undefined;
    const movie = movieHeader(moov);
    if (!movie) return undefined;
    // A fragmented file (a browser recording) leaves the movie header's duration 0: its fragments tell.
    if (movie.duration === 0) return fragmentedDuration(moov, movie.timescale, moofs);
    return movie.timescale > 0 ? movie.duration / movie.timescale : undefined;
  } finally {
    await handle.close();
  }
}

function movieHeader(moov: Buffer): { duration: number; timescale: number } | undefined {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const boxSize = moov.readUInt32BE(offset);
    if (boxSize < 8 || offset + boxSize > moov.length) return undefined;
    if (moov.toString('latin1', offset + 4, offset + 8) === 'mvhd') {
      const body = offset + 8;
      const version = moov.readUInt8(body);
      // Version 1 has 64-bit times: creation, modification, then timescale and a 64-bit duration.
      const needed = version === 1 ? 32 : 20;
      if (boxSize - 8 < needed) return undefined;
      const timescale = version === 1 ? moov.readUInt32BE(body + 20) : moov.readUInt32BE(body + 12);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(body + 24)) : moov.readUInt32BE(body + 16);
      return { duration, timescale };
    }
    offset += boxSize;
  }
  return undefined;
}
