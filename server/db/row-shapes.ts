import type pg from 'pg';

/**
 * node-postgres prepares each result for its rows when the row description arrives: a parser per column and an
 * empty row (every column null) that each row is cloned from, so rows share one fast shape. It builds that empty
 * row as a dictionary-mode object and copies it, once per statement executed — ~25 µs for the listing page's 60
 * columns, a tenth of the Node CPU of a listing-page answer (docs/scaling.md, "Data"). The same statement describes
 * the same columns every time, so this remembers both per column list (names, types, formats) and per type set (a
 * client's type overrides): the rows are the same objects, of the same shape, as before.
 *
 * Assumes what node-postgres 8 does — `_parsers` and `_prebuiltEmptyResultObject` set by `addFields` and only read
 * afterwards — and no type parser set after the first query (none is): `rememberRowShapes` checks the first and
 * leaves the driver alone if a later version does otherwise.
 */
interface Shape {
  parsers: unknown[];
  empty: object;
}
interface ResultInternals {
  _types: object | undefined;
  _parsers: unknown[] | undefined;
  _prebuiltEmptyResultObject: object | null;
  fields: unknown[];
  addFields(fields: FieldDescription[]): void;
}
interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

/** At most this many column lists per type set: statements are a fixed set, but a runaway one must not grow it. */
const MAX_SHAPES = 2_000;
let patched = false;

export function rememberRowShapes(driver: typeof pg): boolean {
  if (patched) return true;
  const prototype = (driver as unknown as { Result?: { prototype: ResultInternals } }).Result?.prototype;
  const original = prototype?.addFields;
  if (!prototype || !original || !looksAsExpected(driver)) return false;
  const byTypes = new WeakMap<object, Map<string, Shape>>();
  const noTypes = {};
  prototype.addFields = function addFields(this: ResultInternals, fields: FieldDescription[]): void {
    let key = '';
    for (const field of fields) key += `${field.name}\u0000${field.dataTypeID}\u0000${field.format ?? 'text'}\u0000`;
    const typesKey = this._types ?? noTypes;
    let shapes = byTypes.get(typesKey);
    const known = shapes?.get(key);
    if (known) {
      this.fields = fields;
      this._parsers = known.parsers;
      this._prebuiltEmptyResultObject = known.empty;
      return;
    }
    original.call(this, fields);
    if (!this._parsers || !this._prebuiltEmptyResultObject) return;
    if (!shapes) byTypes.set(typesKey, (shapes = new Map()));
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, { parsers: this._parsers, empty: this._prebuiltEmptyResultObject });
  };
  patched = true;
  return true;
}

/** The driver's Result still keeps its parsers and empty row where this module expects them. */
function looksAsExpected(driver: typeof pg): boolean {
  const Result = (driver as unknown as { Result: new (rowMode?: string, types?: unknown) => ResultInternals }).Result;
  const probe = new Result(undefined, undefined);
  probe.addFields([{ name: 'a', dataTypeID: 25, format: 'text' }]);
  return Array.isArray(probe._parsers) && probe._parsers.length === 1 && typeof probe._prebuiltEmptyResultObject === 'object' && probe._prebuiltEmptyResultObject !== null && 'a' in probe._prebuiltEmptyResultObject;
}
