import { z } from '../schemas/zod-mini';
import type { AttributeFilter } from './listing-query-params';

/**
 * A listing's details by category family — what sellers enter in the wizard, what the listing page shows as its
 * details table, what buyers filter by (docs/product/browsing.md "Filters", docs/product/selling.md "Details").
 * One definition: the wizard's fields, the server's validation of `features` and the filter bar all read it, so a
 * rule changed here changes all three. Values are stored typed in the listing's `features` (numbers as numbers,
 * choices as the stable keys below); labels come from the message catalogue (`attr.<key>`, `attr.<key>.<value>`).
 */
export type AttributeFamily = 'vehicles' | 'realEstate' | 'phones' | 'computers' | 'clothes' | 'general';

interface BaseAttribute {
  readonly key: string;
  /** Shown as a filter in the family's filter bar. */
  readonly filter: boolean;
}
export interface ChoiceAttribute extends BaseAttribute {
  readonly kind: 'choice';
  readonly options: readonly string[];
}
export interface NumberAttribute extends BaseAttribute {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  /** Whole numbers only (a year, rooms). */
  readonly integer: boolean;
}
export type AttributeDefinition = ChoiceAttribute | NumberAttribute;

const choice = (key: string, options: readonly string[], filter = true): ChoiceAttribute => ({ key, kind: 'choice', options, filter });
const number = (key: string, min: number, max: number, integer = true, filter = true): NumberAttribute => ({ key, kind: 'number', min, max, integer, filter });

const CONDITION = choice('condition', ['new', 'used']);
/** The newest model year a listing may name: next year's models are on sale in autumn. */
export const LATEST_MODEL_YEAR = new Date().getFullYear() + 1;

export const ATTRIBUTES: Readonly<Record<AttributeFamily, readonly AttributeDefinition[]>> = {
  vehicles: [
    number('year', 1950, LATEST_MODEL_YEAR),
    number('mileage_km', 0, 2_000_000),
    choice('fuel', ['petrol', 'diesel', 'lpg', 'hybrid', 'electric']),
    choice('gearbox', ['manual', 'automatic']),
    choice('body', ['sedan', 'hatchback', 'estate', 'suv', 'coupe', 'convertible', 'van', 'pickup']),
    CONDITION,
  ],
  realEstate: [
    number('area_m2', 5, 100_000),
    number('rooms', 1, 20),
    number('floor', -2, 60, true, false),
    choice('heating', ['central', 'electric', 'wood', 'gas', 'heat_pump', 'none']),
    choice('furnished', ['furnished', 'partly', 'unfurnished']),
  ],
  phones: [number('storage_gb', 1, 4096), number('memory_gb', 1, 64, true, false), CONDITION],
  computers: [number('memory_gb', 1, 1024), number('storage_gb', 1, 65_536), CONDITION],
  clothes: [choice('size', ['xs', 's', 'm', 'l', 'xl', 'xxl']), CONDITION],
  general: [CONDITION],
};

/** Top-level category slugs (docs/product/browsing.md) whose listings have more than a condition. */
const FAMILY_OF_CATEGORY: Readonly<Record<string, AttributeFamily>> = {
  vozila: 'vehicles',
  nedvizhnosti: 'realEstate',
  // The same category under the spelling without 'zh' that older catalogues and the test fixtures use.
  nedviznosti: 'realEstate',
  'mobilni-telefoni': 'phones',
  kompjuteri: 'computers',
  'obleka-i-obuvki': 'clothes',
};

/** The family of a category, by its own slug or its parent's (a subcategory has its parent's details). */
export function attributeFamily(slug: string | null | undefined, parentSlug?: string | null): AttributeFamily {
  return (parentSlug ? FAMILY_OF_CATEGORY[parentSlug] : undefined) ?? (slug ? FAMILY_OF_CATEGORY[slug] : undefined) ?? 'general';
}

/** Every attribute key of any family, with its definition (the same key means the same thing in every family). */
export const ALL_ATTRIBUTES: ReadonlyMap<string, AttributeDefinition> = new Map(Object.values(ATTRIBUTES).flat().map((definition) => [definition.key, definition]));

/** One detail's value rule: a known choice, or a number within its bounds (text holding a number is read as one). */
export function attributeValueSchema(definition: AttributeDefinition) {
  if (definition.kind === 'choice') return z.enum(definition.options as [string, ...string[]]);
  const checks = [z.minimum(definition.min), z.maximum(definition.max), ...(definition.integer ? [z.int()] : [])];
  return z.coerce.number().check(...checks);
}

/**
 * The details a listing of `family` may carry, each optional: a known key with a wrong value is refused; other keys
 * (free "additional information" a seller adds, docs/api.md `features`) are left to the features rule.
 */
export function attributeValuesSchema(family: AttributeFamily) {
  return z.looseObject(Object.fromEntries(ATTRIBUTES[family].map((definition) => [definition.key, z.optional(attributeValueSchema(definition))])));
}

export { ATTRIBUTE_PARAM_PREFIX, attributeFilterValue, type AttributeFilter } from './listing-query-params';

/** One attribute filter from its URL value, or null when it is not one (unknown key, unknown choice, bad range). */
export function readAttributeFilter(key: string, raw: string): AttributeFilter | null {
  const definition = ALL_ATTRIBUTES.get(key);
  if (!definition || raw.length > 200) return null;
  if (definition.kind === 'choice') {
    const values = [...new Set(raw.split(',').map((value) => value.trim()).filter(Boolean))];
    return values.length > 0 && values.every((value) => definition.options.includes(value)) ? { kind: 'choice', values } : null;
  }
  const match = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/.exec(raw.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? undefined : Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  const inRange = (value: number | undefined) => value === undefined || (value >= definition.min && value <= definition.max);
  if (!inRange(min) || !inRange(max) || (min !== undefined && max !== undefined && min > max)) return null;
  return { kind: 'range', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

