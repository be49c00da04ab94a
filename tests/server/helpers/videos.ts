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
