import { makeCompressedEnvelope } from '../../core/chat/codec/compact';

/** The events whose payloads grow with the data (lists and pages of messages). */
export const LARGE_PAYLOAD_EVENTS = ['latest_conversations', 'conversation_messages', 'load_more_messages'] as const;
export type LargePayloadEvent = (typeof LARGE_PAYLOAD_EVENTS)[number];

/**
 * The wire form of a large payload (docs/product/chat.md: payloads may be compressed or compact). With `compact` on,
 * the payload travels as the compressed envelope `{ event, encoding: 'ocb1', data }` on the event's own
 * name, `data` being the Oglasi compact binary (docs/wire-format.md) as raw bytes: socket.io carries binary
 * natively and base64 would only cost time (docs/architecture.md#toolchain-facts-node-20). The client's one decoder (core/chat/codec) accepts
 * this, the plain object, JSON text and base64 alike.
 */
export function largePayload(event: LargePayloadEvent, payload: unknown, compact: boolean): unknown {
  return compact ? makeCompressedEnvelope(event, payload, { binary: true }) : payload;
}
