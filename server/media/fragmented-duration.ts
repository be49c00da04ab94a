/** One ISO box inside a buffer: its type and where its body starts and ends. */
interface Box {
  type: string;
  body: number;
  end: number;
}

function* boxes(buffer: Buffer, start = 0, end = buffer.length): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = buffer.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header || offset + size > end) return;
    yield { type: buffer.toString('latin1', offset + 4, offset + 8), body: offset + header, end: offset + size };
    offset += size;
  }
}

const child = (buffer: Buffer, parent: Box, type: string): Box | undefined => {
  for (const box of boxes(buffer, parent.body, parent.end)) if (box.type === type) return box;
  return undefined;
};
const children = (buffer: Buffer, parent: Box, type: string): Box[] => [...boxes(buffer, parent.body, parent.end)].filter((box) => box.type === type);
const fits = (box: Box, bytes: number) => box.body + bytes <= box.end;
/** A full box's 32- or 64-bit field at `at` (version 1 uses 64 bits). */
const wide = (buffer: Buffer, box: Box, at: number, version: number): number | undefined =>
  version === 1 ? (fits(box, at + 8) ? Number(buffer.readBigUInt64BE(box.body + at)) : undefined) : fits(box, at + 4) ? buffer.readUInt32BE(box.body + at) : undefined;

/**
 * The duration of a fragmented MP4 (what a browser's MediaRecorder and some phone apps write: the movie header says
 * 0 and the samples come in `moof` fragments), in seconds. The movie-extends header (`mvex/mehd`) answers when it
 * is there; otherwise each track's end is its last fragment's decode time plus its samples' durations
 * (`tfdt` + `trun`, with the `tfhd`/`trex` defaults), in the track's own timescale (`mdhd`). ISO/IEC 14496-12 §8.8.
 */
export function fragmentedDuration(moovBody: Buffer, movieTimescale: number, moofs: readonly Buffer[]): number | undefined {
  const moov: Box = { type: 'moov', body: 0, end: moovBody.length };
  const mvex = child(moovBody, moov, 'mvex');
  const mehd = mvex && child(moovBody, mvex, 'mehd');
  if (mehd && movieTimescale > 0) {
    const fragmentDuration = wide(moovBody, mehd, 4, moovBody.readUInt8(mehd.body));
    if (fragmentDuration) return fragmentDuration / movieTimescale;
  }

  const timescales = new Map<number, number>();
  for (const trak of children(moovBody, moov, 'trak')) {
    const tkhd = child(moovBody, trak, 'tkhd');
    const mdia = child(moovBody, trak, 'mdia');
    const mdhd = mdia && child(moovBody, mdia, 'mdhd');
    if (!tkhd || !mdhd) continue;
    const trackId = moovBody.readUInt8(tkhd.body) === 1 ? wide(moovBody, tkhd, 20, 0) : wide(moovBody, tkhd, 12, 0);
    const timescale = moovBody.readUInt8(mdhd.body) === 1 ? wide(moovBody, mdhd, 20, 0) : wide(moovBody, mdhd, 12, 0);
    if (trackId !== undefined && timescale) timescales.set(trackId, timescale);
  }
  const defaults = new Map<number, number>();
  for (const trex of mvex ? children(moovBody, mvex, 'trex') : []) {
    if (fits(trex, 16)) defaults.set(moovBody.readUInt32BE(trex.body + 4), moovBody.readUInt32BE(trex.body + 12));
  }

  const ends = new Map<number, number>();
  for (const moof of moofs) {
    for (const traf of children(moof, { type: 'moof', body: 0, end: moof.length }, 'traf')) {
      const tfhd = child(moof, traf, 'tfhd');
      if (!tfhd || !fits(tfhd, 8)) continue;
      const flags = moof.readUInt32BE(tfhd.body) & 0xffffff;
      const trackId = moof.readUInt32BE(tfhd.body + 4);
      const at = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
      const defaultDuration = flags & 0x08 && fits(tfhd, at + 4) ? moof.readUInt32BE(tfhd.body + at) : (defaults.get(trackId) ?? 0);
      const tfdt = child(moof, traf, 'tfdt');
      let time = tfdt ? (wide(moof, tfdt, 4, moof.readUInt8(tfdt.body)) ?? 0) : (ends.get(trackId) ?? 0);
      for (const trun of children(moof, traf, 'trun')) {
        if (!fits(trun, 8)) continue;
        const runFlags = moof.readUInt32BE(trun.body) & 0xffffff;
        const count = moof.readUInt32BE(trun.body + 4);
        let cursor = 8 + (runFlags & 0x01 ? 4 : 0) + (runFlags & 0x04 ? 4 : 0);
        const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => runFlags & bit).length * 4;
        if (!(runFlags & 0x100)) {
          time += count * defaultDuration;
          continue;
        }
        for (let sample = 0; sample < count && fits(trun, cursor + 4); sample++, cursor += perSample) time += moof.readUInt32BE(trun.body + cursor);
      }
      ends.set(trackId, Math.max(ends.get(trackId) ?? 0, time));
    }
  }
  let longest: number | undefined;
  for (const [trackId, end] of ends) {
    const timescale = timescales.get(trackId);
    if (timescale) longest = Math.max(longest ?? 0, end / timescale);
  }
  return longest;
}
