import { COMPACT_MAGIC, MAX_DEPTH, TAG } from './compact-format';

/** Why compact bytes were refused. Hostile input may only ever produce this, never another exception. */
export class CompactDecodeError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at byte ${offset})`);
    this.name = 'CompactDecodeError';
  }
}

const textDecoder = new TextDecoder('utf-8');

export function hasCompactMagic(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === COMPACT_MAGIC[0] && bytes[1] === COMPACT_MAGIC[1] && bytes[2] === COMPACT_MAGIC[2];
}

/**
 * Decodes the compact binary form (compact-format.ts). Every length is checked against the bytes that remain
 * before anything is allocated, so garbage cannot make it allocate without bound, recurse past MAX_DEPTH or
 * read out of range; trailing bytes are refused.
 */
export function decodeCompactBytes(bytes: Uint8Array): unknown {
  let pos = 0;
  const end = bytes.length;
  const fail = (message: string): never => {
    throw new CompactDecodeError(message, pos);
  };

  const varint = (): number => {
    let result = 0;
    let scale = 1;
    for (let shift = 0; shift < 8; shift += 1) {
      if (pos >= end) fail('truncated varint');
      const byte = bytes[pos++]!;
      result += (byte & 127) * scale;
      if (byte < 128) {
        if (result > Number.MAX_SAFE_INTEGER) fail('varint out of range');
        return result;
      }
      scale *= 128;
    }
    return fail('varint too long');
  };

  /** A count of items that each take at least one byte cannot exceed the bytes left. */
  const count = (): number => {
    const value = varint();
    if (value > end - pos) fail('length exceeds the remaining bytes');
    return value;
  };

  if (!hasCompactMagic(bytes)) fail('not compact data (bad magic)');
  pos = 3;

  const stringCount = count();
  const lengths = new Array<number>(stringCount);
  let totalUnits = 0;
  for (let index = 0; index < stringCount; index += 1) {
    const length = varint();
    lengths[index] = length;
    totalUnits += length;
  }
  const blobLength = count();
  // A UTF-16 unit needs at least one UTF-8 byte... and at most three: check both before decoding.
  if (totalUnits > blobLength || blobLength > totalUnits * 3) fail('string pool lengths do not match');
  const blob = textDecoder.decode(bytes.subarray(pos, pos + blobLength));
  pos += blobLength;
  if (blob.length !== totalUnits) fail('string pool lengths do not match');
  const strings = new Array<string>(stringCount);
  for (let index = 0, offset = 0; index < stringCount; index += 1) {
    const length = lengths[index]!;
    strings[index] = blob.slice(offset, offset + length);
    offset += length;
  }

  const shapes: string[][] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  const string = (): string => {
    const index = varint();
    if (index >= stringCount) fail('string index out of range');
    return strings[index]!;
  };

  const object = (keys: string[], depth: number): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (const key of keys) {
      const value = read(depth + 1);
      // An own "__proto__" key (as JSON.parse makes it), never a prototype change.
      if (key === '__proto__') Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      else result[key] = value;
    }
    return result;
  };

  const read = (depth: number): unknown => {
    if (depth > MAX_DEPTH) fail('nested too deeply');
    if (pos >= end) fail('truncated value');
    const tag = bytes[pos++]!;
    if (tag >= TAG.smallUint) return tag & 127;
    switch (tag) {
      case TAG.null:
        return null;
      case TAG.false:
        return false;
      case TAG.true:
        return true;
      case TAG.uint:
        return varint();
      case TAG.negInt:
        return -varint();
      case TAG.float64: {
        if (pos + 8 > end) fail('truncated float');
        const value = view.getFloat64(pos, true);
        pos += 8;
        return value;
      }
      case TAG.string:
        return string();
      case TAG.array: {
        const length = count();
        const array = new Array<unknown>(length);
        for (let index = 0; index < length; index += 1) array[index] = read(depth + 1);
        return array;
      }
      case TAG.newShape: {
        const size = count();
        const keys = new Array<string>(size);
        for (let index = 0; index < size; index += 1) keys[index] = string();
        shapes.push(keys);
        return object(keys, depth);
      }
      case TAG.shape: {
        const keys = shapes[varint()];
        if (!keys) return fail('unknown shape');
        return object(keys, depth);
      }
      default:
        return fail(`unknown tag 0x${tag.toString(16)}`);
    }
  };

  const root = read(0);
  if (pos !== end) fail('trailing bytes');
  return root;
}
