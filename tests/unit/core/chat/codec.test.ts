import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../../../core/encoding/base64';
import { decodeCompact, decodeCompactBytes, encodeCompact, encodeCompactBytes, makeCompressedEnvelope } from '../../../../core/chat/codec/compact';
import { COMPACT_BASE64_PREFIX } from '../../../../core/chat/codec/compact-format';
import { decodeChatEvent, decodeCompressedEvent, decodeWirePayload } from '../../../../core/chat/codec/decode-payload';
import { CHAT_EVENTS } from '../../../../core/schemas/chat-events';

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

const newMessage = {
  id: 91,
  conversation_id: 12,
  message: 'Здраво, дали е достапно? 🚗',
  sender_id: 4,
  recipient_id: 7,
  created_at: '2026-01-15T10:00:00.000Z',
  is_own_message: false,
  status: 'sent',
};

describe('base64 (own implementation, no Buffer/atob in core)', () => {
  it('matches Node Buffer for random bytes and decodes back', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = encodeBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64'));
        expect(Array.from(decodeBase64(text))).toEqual(Array.from(bytes));
        expect(Array.from(decodeBase64(text.replace(/=+$/, '')))).toEqual(Array.from(bytes));
      }),
    );
  });

  it('refuses characters outside the alphabet and impossible lengths', () => {
    expect(() => decodeBase64('ab$d')).toThrow(/invalid base64/);
    expect(() => decodeBase64('abcde')).toThrow(/invalid base64/);
    expect(() => decodeBase64('ab\u0141d')).toThrow(/invalid base64/);
  });
});

describe('compact binary encoding', () => {
  it('round-trips any JSON value exactly as JSON would', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodeCompact(encodeCompact(value))).toEqual(asJson(value));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps shapes apart that a naive key join would confuse', () => {
    const value = [{}, { '': false }, { '': 1, ' ': {} }, { 'a\u0000': 1, b: 2 }, { a: 1, '\u0000b': 2 }];
    expect(decodeCompact(encodeCompact(value))).toEqual(value);
  });

  it('round-trips full-unicode strings, big and negative numbers, floats', () => {
    const value = { a: 'ќ Ѓ ш 😀 ë', n: -123456789012, big: Number.MAX_SAFE_INTEGER, f: 3.25, z: -0, tiny: 127, e: '' };
    expect(decodeCompact(encodeCompact(value))).toEqual(asJson(value));
  });

  it('starts with the documented prefix and is smaller than JSON for a list', () => {
    const list = { conversations: Array.from({ length: 50 }, (_, index) => ({ id: index, last_message: 'Здраво', is_support: false })) };
    const text = encodeCompact(list);
    expect(text.startsWith(COMPACT_BASE64_PREFIX)).toBe(true);
    expect(encodeCompactBytes(list).length).toBeLessThan(JSON.stringify(list).length / 2);
  });

  it('drops undefined and functions like JSON, and encodes Dates through toJSON', () => {
    const value = { a: undefined, b: () => 1, c: [undefined], d: new Date(Date.UTC(2026, 0, 1)) };
    expect(decodeCompact(encodeCompact(value))).toEqual({ c: [null], d: '2026-01-01T00:00:00.000Z' });
  });

  it('refuses cycles and BigInt when encoding', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => encodeCompact(cyclic)).toThrow(/nested too deeply/);
    expect(() => encodeCompact({ n: 1n })).toThrow(/BigInt/);
  });

  it('keeps "__proto__" as an own key and never changes the prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}') as unknown;
    const decoded = decodeCompact(encodeCompact(hostile)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(decoded, '__proto__')).toBe(true);
    expect((decoded as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('every truncation of a valid encoding is refused with a typed error', () => {
    const bytes = encodeCompactBytes(newMessage);
    for (let length = 0; length < bytes.length; length += 1) {
      expect(() => decodeCompactBytes(bytes.subarray(0, length))).toThrow(/CompactDecodeError|at byte/);
    }
  });
});

describe('decodeChatEvent: one decoder for every wire form', () => {
  const forms: Array<[string, unknown]> = [
    ['plain object', newMessage],
    ['JSON text', JSON.stringify(newMessage)],
    ['compact base64', encodeCompact(newMessage)],
    ['compact bytes', encodeCompactBytes(newMessage)],
    ['envelope ocb1 text', makeCompressedEnvelope('new_message', newMessage)],
    ['envelope ocb1 bytes', makeCompressedEnvelope('new_message', newMessage, { binary: true })],
    ['envelope json text', makeCompressedEnvelope('new_message', newMessage, { encoding: 'json' })],
    ['envelope json bytes', makeCompressedEnvelope('new_message', newMessage, { encoding: 'json', binary: true })],
    ['envelope as JSON text', JSON.stringify(makeCompressedEnvelope('new_message', newMessage))],
  ];

  it.each(forms)('decodes a new_message sent as %s', (_label, raw) => {
    const result = decodeChatEvent(CHAT_EVENTS.newMessage, raw);
    expect(result.ok).toBe(true);
    if (result.ok) expect(asJson(result.value)).toEqual(newMessage);
  });

  it('decodes the generic compressed event by the event name it carries', () => {
    const result = decodeCompressedEvent(makeCompressedEnvelope('unread_count', { total_unread_count: 3, unread_counts: [{ conversation_id: 1, unread_count: 3 }] }));
    expect(result.ok && result.event).toBe('unread_count');
    expect(decodeCompressedEvent(makeCompressedEnvelope('drop_tables', {}))).toMatchObject({ ok: false, error: { kind: 'unknown_event' } });
    expect(decodeCompressedEvent(newMessage)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('refuses an envelope that names another event, and envelopes nested in envelopes', () => {
    expect(decodeChatEvent('new_message', makeCompressedEnvelope('unread_count', newMessage))).toMatchObject({ ok: false, error: { kind: 'event_mismatch' } });
    const nested = makeCompressedEnvelope('new_message', makeCompressedEnvelope('new_message', newMessage));
    expect(decodeChatEvent('new_message', nested)).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });

  it('turns schema violations into a typed error with the failing path', () => {
    const result = decodeChatEvent('new_message', { ...newMessage, sender_id: { evil: true } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid', event: 'new_message' } });
    if (!result.ok) expect(result.error.issues?.some((line) => line.startsWith('sender_id'))).toBe(true);
  });

  it('never throws on random bytes, with or without the compact magic', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, magic) => {
        const input = magic ? Uint8Array.from([0x4f, 0x43, 0x01, ...bytes]) : bytes;
        const result = decodeChatEvent('latest_conversations', input);
        expect(typeof result.ok).toBe('boolean');
        expect(typeof decodeChatEvent('new_message', encodeBase64(input)).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a valid encoding with random bytes flipped', () => {
    const bytes = encodeCompactBytes({ conversations: [newMessage, newMessage], user_id: 7 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }), (flips) => {
        const copy = bytes.slice();
        for (const [index, value] of flips) copy[index] = value;
        const result = decodeChatEvent('latest_conversations', copy);
        if (result.ok) expect(Array.isArray(result.value.conversations)).toBe(true);
        else expect(['malformed', 'invalid']).toContain(result.error.kind);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on random JSON and random text, and only accepts schema-valid values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.json()), (raw) => {
        const result = decodeChatEvent('unread_count', raw);
        if (result.ok) expect(typeof result.value).toBe('object');
        else expect(['malformed', 'invalid']).toContain(result.error.kind);
      }),
      { numRuns: 500 },
    );
  });

  it('reports how the payload arrived', () => {
    expect(decodeWirePayload(newMessage)).toMatchObject({ ok: true, form: 'object' });
    expect(decodeWirePayload(JSON.stringify(newMessage))).toMatchObject({ ok: true, form: 'json' });
    expect(decodeWirePayload(encodeCompact(newMessage))).toMatchObject({ ok: true, form: 'compact' });
    expect(decodeWirePayload(makeCompressedEnvelope('x', 1))).toMatchObject({ ok: true, form: 'envelope', event: 'x', value: 1 });
    expect(decodeWirePayload('{"broken"')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    expect(decodeWirePayload('T0MB!!!!')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
  });
});
