import type { ChatPayloadEncoding, CompressedEnvelope } from '../../schemas/chat-events';
import { decodeBase64, encodeBase64 } from '../../encoding/base64';
import { COMPACT_BASE64_PREFIX } from './compact-format';
import { decodeCompactBytes } from './compact-reader';
import { encodeCompactBytes } from './compact-writer';

export { encodeCompactBytes } from './compact-writer';
export { decodeCompactBytes, CompactDecodeError } from './compact-reader';

/** The compact text form: base64 of the compact binary (docs/product/chat.md). Starts with COMPACT_BASE64_PREFIX. */
export function encodeCompact(value: unknown): string {
  return encodeBase64(encodeCompactBytes(value));
}

/** Inverse of `encodeCompact`; throws CompactDecodeError / Base64Error (use decodeChatEvent for a result). */
export function decodeCompact(text: string): unknown {
  return decodeCompactBytes(decodeBase64(text));
}

export function looksCompact(text: string): boolean {
  return text.startsWith(COMPACT_BASE64_PREFIX);
}

export interface EnvelopeOptions {
  /** 'ocb1' (default) or 'json' (the fallback of docs/product/chat.md, for peers without the binary decoder). */
  encoding?: ChatPayloadEncoding;
  /** Carry raw bytes instead of base64 text: socket.io sends binary natively and base64 costs time (docs/architecture.md#toolchain-facts-node-20). */
  binary?: boolean;
}

/** Wraps a payload in the generic compressed envelope (what the server sends on the `compressed` event). */
export function makeCompressedEnvelope(event: string, payload: unknown, options: EnvelopeOptions = {}): CompressedEnvelope {
  const encoding = options.encoding ?? 'ocb1';
  if (encoding === 'json') {
    const json = JSON.stringify(payload) ?? 'null';
    return { event, encoding, data: options.binary ? new TextEncoder().encode(json) : json };
  }
  const bytes = encodeCompactBytes(payload);
  return { event, encoding, data: options.binary ? bytes : encodeBase64(bytes) };
}
