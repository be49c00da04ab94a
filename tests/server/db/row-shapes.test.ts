import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rememberRowShapes } from '../../../server/db/row-shapes';

type Row = Record<string, unknown>;
interface TestResult {
  addFields(fields: Array<{ name: string; dataTypeID: number; format: string }>): void;
  parseRow(values: Array<string | null>): Row;
}
const Result = (pg as unknown as { Result: new (rowMode?: string, types?: unknown) => TestResult }).Result;

const INT4 = 23;
const TEXT = 25;
const BOOL = 16;
const fields = [
  { name: 'id', dataTypeID: INT4, format: 'text' },
  { name: 'title', dataTypeID: TEXT, format: 'text' },
  { name: 'verified', dataTypeID: BOOL, format: 'text' },
  { name: 'note', dataTypeID: TEXT, format: 'text' },
];

/** The driver's rows are unchanged by remembering their shape per column list (server/db/row-shapes.ts). */
describe('node-postgres rows with remembered shapes', () => {
  it('parses every statement after the first into the same rows, keys in column order, each type by its own parser', () => {
    expect(rememberRowShapes(pg)).toBe(true);
    for (let statement = 0; statement < 3; statement += 1) {
      const result = new Result(undefined, undefined);
      result.addFields(fields);
      const row = result.parseRow([String(statement), 'Голф', 't', null]);
      expect(Object.keys(row)).toEqual(['id', 'title', 'verified', 'note']);
      expect(row).toEqual({ id: statement, title: 'Голф', verified: true, note: null });
    }
  });

  it('keeps the shapes of one column list apart per type set and per column list', () => {
    rememberRowShapes(pg);
    // A client whose overrides read int4 as text must not get the shared parsers (nor they its).
    const asText = { getTypeParser: (oid: number) => (oid === INT4 ? (value: string) => `#${value}` : pg.types.getTypeParser(oid)) };
    const custom = new Result(undefined, asText);
    custom.addFields(fields);
    expect(custom.parseRow(['7', 'a', 'f', null]).id).toBe('#7');
    const plain = new Result(undefined, undefined);
    plain.addFields(fields);
    expect(plain.parseRow(['7', 'a', 'f', null]).id).toBe(7);
    // Another column list (same names, another type) is another shape.
    const other = new Result(undefined, undefined);
    other.addFields(fields.map((field) => (field.name === 'id' ? { ...field, dataTypeID: TEXT } : field)));
    expect(other.parseRow(['7', 'a', 'f', null]).id).toBe('7');
  });
});
