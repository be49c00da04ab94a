import type { z } from '../../schemas/zod-mini';
import {
  CHAT_PAYLOAD_ENCODINGS,
  SERVER_EVENT_SCHEMAS,
  isServerChatEvent,
  type ServerChatEvent,
  type ServerChatPayload,
} from '../../schemas/chat-events';
import { decodeBase64 } from '../../encoding/base64';
import { looksCompact } from './compact';
import { decodeCompactBytes, hasCompactMagic } from './compact-reader';

/** How a payload arrived: as an object, JSON text, the compact form, or inside the compressed envelope. */
export type WireForm = 'object' | 'json' | 'compact' | 'envelope';

export type ChatDecodeErrorKind = 'malformed' | 'invalid' | 'unknown_event' | 'event_mismatch' | 'too_large';

/** A refused payload: typed, never thrown. `issues` are zod's first few "path: message" lines. */
export interface ChatDecodeError {
  kind: ChatDecodeErrorKind;
  event: string;
  message: string;
  issues?: string[];
}

export type WireDecodeResult = { ok: true; value: unknown; form: WireForm; event?: string } | { ok: false; error: ChatDecodeError };
export type ChatDecodeResult<E extends ServerChatEvent = ServerChatEvent> =
  | { ok: true; event: E; value: ServerChatPayload<E>; form: WireForm }
  | { ok: false; error: ChatDecodeError };

/** Bigger payloads are refused before any parsing (a 1,000-conversation list is ~0.5 MB). */
export const MAX_WIRE_PAYLOAD_BYTES = 16 * 1024 * 1024;

const textDecoder = new TextDecoder('utf-8');
const ENVELOPE_KEYS = new Set(['event', 'encoding', 'data']);

function fail(kind: ChatDecodeErrorKind, event: string, message: string, issues?: string[]): { ok: false; error: ChatDecodeError } {
  return { ok: false, error: issues ? { kind, event, message, issues } : { kind, event, message } };
}

function asBytes(raw: unknown): Uint8Array | null {
  if (raw instanceof Uint8Array) return raw;
  if (raw instanceof ArrayBuffer) return new Uint8Array(raw);
  if (ArrayBuffer.isView(raw)) return new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  return null;
}

function isEnvelope(raw: object): raw is { event?: unknown; encoding: string; data: unknown } {
  const record = raw as Record<string, unknown>;
  if (!('encoding' in record) || !('data' in record)) return false;
  if (!(CHAT_PAYLOAD_ENCODINGS as readonly unknown[]).includes(record.encoding)) return false;
  return Object.keys(record).every((key) => ENVELOPE_KEYS.has(key));
}

/** Text → value: compact base64 by its prefix, otherwise JSON. Throws on garbage (caught by the caller). */
function decodeText(text: string): { value: unknown; form: WireForm } {
  const trimmed = text.trim();
  if (looksCompact(trimmed)) return { value: decodeCompactBytes(decodeBase64(trimmed)), form: 'compact' };
  return { value: JSON.parse(trimmed) as unknown, form: 'json' };
}

function decodeEnvelope(envelope: { encoding: string; data: unknown }): unknown {
  const bytes = asBytes(envelope.data);
  if (envelope.encoding === 'json') {
    if (bytes) return JSON.parse(textDecoder.decode(bytes)) as unknown;
    if (typeof envelope.data === 'string') return JSON.parse(envelope.data) as unknown;
    throw new Error('envelope data must be text or bytes');
  }
  if (bytes) return decodeCompactBytes(bytes);
  if (typeof envelope.data === 'string') return decodeCompactBytes(decodeBase64(envelope.data.trim()));
  throw new Error('envelope data must be text or bytes');
}

/**
 * Turns whatever the socket delivered into a plain value, without validating its shape: a plain object,
 * JSON text, compact base64 text, compact or JSON bytes, or the compressed envelope in any of these.
 * Never throws. An envelope inside an envelope is refused (one level only).
 */
export function decodeWirePayload(raw: unknown, event = ''): WireDecodeResult {
  try {
    let value: unknown = raw;
    let form: WireForm = 'object';
    const bytes = asBytes(raw);
    if (bytes) {
      if (bytes.length > MAX_WIRE_PAYLOAD_BYTES) return fail('too_large', event, 'payload too large');
      if (hasCompactMagic(bytes)) ({ value, form } = { value: decodeCompactBytes(bytes), form: 'compact' });
      else ({ value, form } = decodeText(textDecoder.decode(bytes)));
    } else if (typeof raw === 'string') {
      if (raw.length > MAX_WIRE_PAYLOAD_BYTES) return fail('too_large', event, 'payload too large');
      ({ value, form } = decodeText(raw));
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && isEnvelope(value)) {
      const inner = decodeEnvelope(value);
      if (inner !== null && typeof inner === 'object' && !Array.isArray(inner) && isEnvelope(inner)) {
        return fail('malformed', event, 'nested envelope');
      }
      const wrapped = typeof value.event === 'string' ? value.event : undefined;
      return wrapped === undefined ? { ok: true, value: inner, form: 'envelope' } : { ok: true, value: inner, form: 'envelope', event: wrapped };
    }
    return { ok: true, value, form };
  } catch (error) {
    return fail('malformed', event, error instanceof Error ? error.message : 'undecodable payload');
  }
}

function issuesOf(error: z.core.$ZodError): string[] {
  return error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/**
 * The one decoder for every received chat event (docs/product/chat.md): decodes any wire form, then validates with
 * the event's schema. Returns a typed result and never throws, so garbage never touches state.
 * An envelope naming another event than the one it arrived on is refused ('event_mismatch').
 */
export function decodeChatEvent<E extends ServerChatEvent>(event: E, raw: unknown): ChatDecodeResult<E> {
  const wire = decodeWirePayload(raw, event);
  if (!wire.ok) return wire;
  if (wire.event !== undefined && wire.event !== event) {
    return fail('event_mismatch', event, `envelope carries "${wire.event}"`);
  }
  return validate(event, wire.value, wire.form);
}

/** Decodes the `compressed` event: the envelope names the event it carries. */
export function decodeCompressedEvent(raw: unknown): ChatDecodeResult {
  const wire = decodeWirePayload(raw, 'compressed');
  if (!wire.ok) return wire;
  if (wire.form !== 'envelope' || wire.event === undefined) return fail('malformed', 'compressed', 'not an envelope with an event name');
  if (!isServerChatEvent(wire.event)) return fail('unknown_event', wire.event, `unknown event "${wire.event.slice(0, 64)}"`);
  return validate(wire.event, wire.value, 'envelope');
}

function validate<E extends ServerChatEvent>(event: E, value: unknown, form: WireForm): ChatDecodeResult<E> {
  try {
    const parsed = SERVER_EVENT_SCHEMAS[event].safeParse(value);
    if (!parsed.success) return fail('invalid', event, 'payload does not match the schema', issuesOf(parsed.error));
    return { ok: true, event, value: parsed.data as ServerChatPayload<E>, form };
  } catch (error) {
    return fail('invalid', event, error instanceof Error ? error.message : 'validation failed');
  }
}
