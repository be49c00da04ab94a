/**
 * Minimal, structurally valid video containers built byte by byte (no encoder in the test machine): enough for
 * the server's checks, which judge the container (type and duration), never the picture.
 */
const box = (type: string, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** An MP4 (or, with brand `qt  `, a QuickTime MOV) of `seconds` length: ftyp, moov/mvhd, and `payload` bytes of mdat. */
export function mp4Bytes(seconds: number, options: { brand?: string; payload?: number } = {}): Buffer {
  const brand = options.brand ?? 'isom';
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}mp41`, 'latin1'));
  const mvhd = Buffer.alloc(100);
  const timescale = 1000;
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(Math.round(seconds * timescale), 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  mvhd.writeUInt32BE(2, 96); // next track id
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd)), box('mdat', Buffer.alloc(options.payload ?? 64))]);
}

const ebmlSize = (length: number): Buffer => {
  const size = Buffer.alloc(8);
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(length, 2, 6);
  return size;
};
const element = (id: number[], body: Buffer): Buffer => Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
const uint = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A WebM of `seconds` length: EBML header (doctype webm), Segment/Info with TimecodeScale and Duration, a Void filler. */
export function webmBytes(seconds: number, payload = 64): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from('webm', 'latin1')),
    element([0x42, 0x87], Buffer.from([2])),
    element([0x42, 0x85], Buffer.from([2])),
  ]));
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000);
  const info = element([0x15, 0x49, 0xa9, 0x66], Buffer.concat([element([0x2a, 0xd7, 0xb1], uint(1_000_000)), element([0x44, 0x89], duration)]));
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, element([0xec], Buffer.alloc(payload))]))]);
}

const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, head, ...parts);
};

/**
 * A fragmented MP4 like a browser's MediaRecorder writes: the movie header's duration is 0, the track's timescale is
 * in `mdhd`, and the samples come in `moof` fragments of `fragments` × 1 s (`trun` per-sample durations, or the
 * `tfhd` default). With `mehd`, the movie-extends header states the whole duration instead.
 */
export function fragmentedMp4Bytes(seconds: number, options: { mehd?: boolean; defaultDuration?: boolean } = {}): Buffer {
  const timescale = 90_000;
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), uint(0x200), Buffer.from('isomiso6mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(0, 16);
  const tkhd = Buffer.alloc(80);
  tkhd.writeUInt32BE(1, 8); // track id (version 0: after creation and modification times)
  const mdhd = Buffer.alloc(20);
  mdhd.writeUInt32BE(timescale, 8);
  const trak = box('trak', fullBox('tkhd', 0, 3, tkhd), box('mdia', fullBox('mdhd', 0, 0, mdhd)));
  const trex = fullBox('trex', 0, 0, uint(1), uint(1), uint(options.defaultDuration ? timescale / 30 : 0), uint(0), uint(0));
  const mvex = box('mvex', ...(options.mehd ? [fullBox('mehd', 0, 0, uint(seconds * 1000))] : []), trex);
  const moov = box('moov', box('mvhd', mvhd), trak, mvex);
  const fragments: Buffer[] = [];
  const perSecond = 30;
  for (let second = 0; second < seconds; second++) {
    const tfhd = fullBox('tfhd', 0, 0x020000, uint(1));
    const tfdt = fullBox('tfdt', 1, 0, Buffer.alloc(8));
    tfdt.writeBigUInt64BE(BigInt(second * timescale), 12);
    const durations = Array.from({ length: perSecond }, () => uint(timescale / perSecond));
    const trun = options.defaultDuration ? fullBox('trun', 0, 0x000001, uint(perSecond), uint(0)) : fullBox('trun', 0, 0x000101, uint(perSecond), uint(0), ...durations);
    fragments.push(box('moof', box('traf', tfhd, tfdt, trun)), box('mdat', Buffer.alloc(32)));
  }
  return Buffer.concat([ftyp, moov, ...fragments]);
}
