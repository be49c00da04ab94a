import { z } from 'zod';
import { cleanTextInput, INVALID_CHARACTERS } from '../../core/validation/text-input';

/** A listing's features (docs/product/selling.md, a listing's `features`): at most this many, keys and values this long. */
export const FEATURE_LIMITS = { keys: 30, keyLength: 40, valueLength: 200, jsonLength: 16_384 } as const;

export type Features = Record<string, string | number | boolean>;

/**
 * The shape: one flat object of short keys to a string, a finite number or a boolean — depth 1 by construction,
 * so a nested value is refused where it stands, never walked (issue 36: a deeply nested object used to overflow
 * the stack in `JSON.stringify`). The key count is checked before zod looks at any entry.
 */
const featuresSchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length <= FEATURE_LIMITS.keys,
).pipe(
  z.record(
    z.string().min(1).max(FEATURE_LIMITS.keyLength),
    z.union([z.string().max(FEATURE_LIMITS.valueLength), z.number().finite(), z.boolean()]),
  ),
);

/**
 * `features` as sent — an object in a JSON body, JSON text in a multipart form — → the stored object, or the
 * field's catalogue id: `invalidRequest` for a wrong shape or size, `invalidCharacters` for a key or value with
 * refused characters (core's text-input rule; keys and text values are one-line text, cleaned like a title).
 */
export function readFeatures(raw: unknown): { ok: true; features: Features } | { ok: false; messageId: 'invalidRequest' | typeof INVALID_CHARACTERS } {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > FEATURE_LIMITS.jsonLength) return { ok: false, messageId: 'invalidRequest' };
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, messageId: 'invalidRequest' };
    }
  }
  const parsed = featuresSchema.safeParse(value);
  if (!parsed.success) return { ok: false, messageId: 'invalidRequest' };
  const features: Features = {};
  for (const [rawKey, rawValue] of Object.entries(parsed.data)) {
    const key = cleanTextInput(rawKey, 'line');
    const text = typeof rawValue === 'string' ? cleanTextInput(rawValue, 'line') : undefined;
    if (!key.ok || (text && !text.ok)) return { ok: false, messageId: INVALID_CHARACTERS };
    if (key.text === '') return { ok: false, messageId: 'invalidRequest' };
    // A key like "__proto__" is an ordinary own property here, never the object's prototype.
    Object.defineProperty(features, key.text, { value: text ? text.text : rawValue, enumerable: true, writable: true, configurable: true });
  }
  return { ok: true, features };
}
