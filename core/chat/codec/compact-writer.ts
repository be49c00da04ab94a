import { COMPACT_MAGIC, MAX_DEPTH, TAG } from './compact-format';

/** A growable byte buffer with LEB128 varints (values up to 2^53 - 1). */
class ByteWriter {
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array(1024);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  byte(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
  }

  varint(value: number): void {
    this.reserve(8);
    let rest = value;
    while (rest >= 128) {
      this.bytes[this.length++] = (rest % 128) | 128;
      rest = Math.floor(rest / 128);
    }
    this.bytes[this.length++] = rest;
  }

  float64(value: number): void {
    this.reserve(8);
    new DataView(this.bytes.buffer, this.bytes.byteOffset + this.length, 8).setFloat64(0, value, true);
    this.length += 8;
  }

  append(chunk: Uint8Array): void {
    this.reserve(chunk.length);
    this.bytes.set(chunk, this.length);
    this.length += chunk.length;
  }

  result(): Uint8Array<ArrayBuffer> {
    return this.bytes.slice(0, this.length);
  }
}

const textEncoder = new TextEncoder();

/** Thrown only for input JSON.stringify would also refuse (cycles/too deep, BigInt). */
export class CompactEncodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompactEncodeError';
  }
}

/**
 * Encodes a JSON-like value into the compact binary form. Same data model as JSON: `undefined`, functions
 * and symbols are dropped from objects and become null in arrays; non-finite numbers become null; objects
 * with `toJSON` (Dates) are encoded through it. Pure: no I/O, no globals beyond TextEncoder.
 */
export function encodeCompactBytes(value: unknown): Uint8Array<ArrayBuffer> {
  const tree = new ByteWriter();
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shapeIndex = new Map<string, number>();

  const stringRef = (text: string): number => {
    let index = stringIndex.get(text);
    if (index === undefined) {
      index = strings.length;
      strings.push(text);
      stringIndex.set(text, index);
    }
    return index;
  };

  const writeNumber = (number: number): void => {
    if (!Number.isFinite(number)) tree.byte(TAG.null);
    else if (Number.isSafeInteger(number)) {
      if (number >= 0 && number < 128) tree.byte(TAG.smallUint | number);
      else if (number >= 0) {
        tree.byte(TAG.uint);
        tree.varint(number);
      } else {
        tree.byte(TAG.negInt);
        tree.varint(-number);
      }
    } else {
      tree.byte(TAG.float64);
      tree.float64(number);
    }
  };

  const write = (input: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) throw new CompactEncodeError('value nested too deeply (or cyclic)');
    let item = input;
    if (item !== null && typeof item === 'object' && typeof (item as { toJSON?: unknown }).toJSON === 'function') {
      item = (item as { toJSON(): unknown }).toJSON();
    }
    switch (typeof item) {
      case 'string':
        tree.byte(TAG.string);
        tree.varint(stringRef(item));
        return;
      case 'number':
        writeNumber(item);
        return;
      case 'boolean':
        tree.byte(item ? TAG.true : TAG.false);
        return;
      case 'bigint':
        throw new CompactEncodeError('BigInt cannot be encoded');
      case 'object':
        break;
      default:
        tree.byte(TAG.null);
        return;
    }
    if (item === null) {
      tree.byte(TAG.null);
      return;
    }
    if (Array.isArray(item)) {
      tree.byte(TAG.array);
      tree.varint(item.length);
      for (const element of item) write(element, depth + 1);
      return;
    }
    const record = item as Record<string, unknown>;
    const keys = Object.keys(record).filter((key) => {
      const kind = typeof record[key];
      return kind !== 'undefined' && kind !== 'function' && kind !== 'symbol';
    });
    // JSON of the key list: unambiguous ({} vs {"": 1}, keys containing any separator).
    const shapeKey = JSON.stringify(keys);
    const known = shapeIndex.get(shapeKey);
    if (known === undefined) {
      shapeIndex.set(shapeKey, shapeIndex.size);
      tree.byte(TAG.newShape);
      tree.varint(keys.length);
      for (const key of keys) tree.varint(stringRef(key));
    } else {
      tree.byte(TAG.shape);
      tree.varint(known);
    }
    for (const key of keys) write(record[key], depth + 1);
  };

  write(value, 0);

  const out = new ByteWriter();
  for (const byte of COMPACT_MAGIC) out.byte(byte);
  out.varint(strings.length);
  for (const text of strings) out.varint(text.length);
  const blob = textEncoder.encode(strings.join(''));
  out.varint(blob.length);
  out.append(blob);
  out.append(tree.result());
  return out.result();
}
