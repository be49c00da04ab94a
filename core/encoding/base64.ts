/**
 * Base64 (RFC 4648) over Uint8Array, our own: core has neither Node's Buffer nor a guaranteed `atob`, and the
 * same code must run in Node (the server encodes) and in browsers (the client decodes). Table-driven,
 * four characters per step; docs/architecture.md#toolchain-facts-node-20 measured an `atob` char loop at ~85 ms for 1.4 MB, this is several
 * times faster (see bench/chat-core.ts).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const INVALID = 255;

/** char code → 6-bit value; also accepts the URL-safe alphabet ('-', '_'). */
const DECODE_TABLE = (() => {
  const table = new Uint8Array(256).fill(INVALID);
  for (let index = 0; index < ALPHABET.length; index += 1) table[ALPHABET.charCodeAt(index)] = index;
  table['-'.charCodeAt(0)] = 62;
  table['_'.charCodeAt(0)] = 63;
  return table;
})();

/** 12-bit value → two base64 characters, so three bytes encode with two lookups. */
const PAIRS = (() => {
  const pairs: string[] = new Array<string>(4096);
  for (let value = 0; value < 4096; value += 1) pairs[value] = ALPHABET[value >> 6]! + ALPHABET[value & 63]!;
  return pairs;
})();

export class Base64Error extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Base64Error';
  }
}

export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  const whole = bytes.length - (bytes.length % 3);
  // Join in chunks: one string per byte triple is what makes naive encoders slow.
  const CHUNK = 3 * 4096;
  for (let start = 0; start < whole; start += CHUNK) {
    const end = Math.min(start + CHUNK, whole);
    let chunk = '';
    for (let index = start; index < end; index += 3) {
      const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
      chunk += PAIRS[triple >> 12]! + PAIRS[triple & 4095]!;
    }
    parts.push(chunk);
  }
  const rest = bytes.length - whole;
  if (rest === 1) {
    const value = bytes[whole]!;
    parts.push(ALPHABET[value >> 2]! + ALPHABET[(value & 3) << 4]! + '==');
  } else if (rest === 2) {
    const value = (bytes[whole]! << 8) | bytes[whole + 1]!;
    parts.push(ALPHABET[value >> 10]! + ALPHABET[(value >> 4) & 63]! + ALPHABET[(value & 15) << 2]! + '=');
  }
  return parts.join('');
}

/** Decodes standard or URL-safe base64, padded or not. Throws `Base64Error` on anything else. */
export function decodeBase64(text: string): Uint8Array {
  let length = text.length;
  while (length > 0 && text.charCodeAt(length - 1) === 61 /* = */) length -= 1;
  if (text.length - length > 2 || length % 4 === 1) throw new Base64Error('invalid base64 length');
  const output = new Uint8Array(Math.floor((length * 3) / 4));
  const whole = length - (length % 4);
  let out = 0;
  for (let index = 0; index < whole; index += 4) {
    const a = DECODE_TABLE[text.charCodeAt(index) & 255]!;
    const b = DECODE_TABLE[text.charCodeAt(index + 1) & 255]!;
    const c = DECODE_TABLE[text.charCodeAt(index + 2) & 255]!;
    const d = DECODE_TABLE[text.charCodeAt(index + 3) & 255]!;
    // One check for all four: any INVALID sets bit 7; a code above 255 is caught by the range check.
    if ((a | b | c | d) & 128 || (text.charCodeAt(index) | text.charCodeAt(index + 1) | text.charCodeAt(index + 2) | text.charCodeAt(index + 3)) > 255) {
      throw new Base64Error(`invalid base64 character near offset ${index}`);
    }
    const value = (a << 18) | (b << 12) | (c << 6) | d;
    output[out++] = value >> 16;
    output[out++] = (value >> 8) & 255;
    output[out++] = value & 255;
  }
  const rest = length - whole;
  if (rest > 0) {
    let value = 0;
    for (let index = whole; index < length; index += 1) {
      const code = text.charCodeAt(index);
      const digit = code > 255 ? INVALID : DECODE_TABLE[code]!;
      if (digit === INVALID) throw new Base64Error(`invalid base64 character near offset ${index}`);
      value = (value << 6) | digit;
    }
    if (rest === 2) output[out] = value >> 4;
    else {
      output[out] = value >> 10;
      output[out + 1] = (value >> 2) & 255;
    }
  }
  return output;
}
