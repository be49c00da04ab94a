/**
 * Oglasi compact binary, version 1 ("ocb1"). Layout and rationale: docs/wire-format.md.
 *
 *   magic 'O' 'C' 0x01 | varint n | n × varint utf16Length | varint blobBytes | UTF-8 blob | root value
 *
 * All strings (keys and values) live once in a pool decoded with a single TextDecoder call and sliced by
 * UTF-16 lengths; objects with the same keys share a "shape" written once (columnar in effect: a list of
 * 1,000 conversations names its keys once, not 1,000 times).
 */
export const COMPACT_MAGIC = [0x4f, 0x43, 0x01] as const;
/** base64 of the three magic bytes: every compact text starts with it (JSON text never does). */
export const COMPACT_BASE64_PREFIX = 'T0MB';

export const TAG = {
  null: 0x00,
  false: 0x01,
  true: 0x02,
  uint: 0x03,
  negInt: 0x04,
  float64: 0x05,
  string: 0x06,
  array: 0x07,
  newShape: 0x08,
  shape: 0x09,
  /** 0x80 | n: an unsigned integer 0..127 in one byte. */
  smallUint: 0x80,
} as const;

/** Nesting deeper than this is refused both ways (bounds the decoder's stack on hostile input). */
export const MAX_DEPTH = 64;
