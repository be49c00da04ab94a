import fs from 'node:fs';

/** An EBML variable-length size: the leading zero bits tell its length; all value bits set means "unknown". */
function readVint(bytes: Buffer, at: number): { value: number | 'unknown'; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: allOnes ? 'unknown' : value, length };
}

/**
 * Whether a WebM's Segment, as declared right after the EBML header, fits in the file: music-metadata reads the
 * duration from the segment's first bytes, so a cut-off upload would otherwise pass. A segment of unknown size
 * (live recordings) cannot be checked this way and is accepted.
 */
export async function webmSegmentFits(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 4096));
    await handle.read(head, 0, head.length, 0);
    const headerSize = readVint(head, 4);
    if (!headerSize || headerSize.value === 'unknown') return false;
    const segment = 4 + headerSize.length + headerSize.value;
    if (head.readUInt32BE(segment) !== 0x18538067) return false;
    const segmentSize = readVint(head, segment + 4);
    if (!segmentSize) return false;
    return segmentSize.value === 'unknown' || segment + 4 + segmentSize.length + segmentSize.value <= size;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}
