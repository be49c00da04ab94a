import { z } from './zod-mini';

export interface WireIssue {
  /** Dotted path of the offending field, '' for the payload itself. */
  path: string;
  message: string;
}

/** A payload that does not match its schema: typed, carrying where and why, never thrown at the caller. */
export class WireSchemaError extends Error {
  readonly kind = 'invalid_payload' as const;

  constructor(
    readonly what: string,
    readonly issues: WireIssue[],
  ) {
    super(`${what}: ${issues.map((issue) => `${issue.path || '(root)'} ${issue.message}`).join('; ')}`);
    this.name = 'WireSchemaError';
  }
}

export type WireResult<T> = { ok: true; data: T } | { ok: false; error: WireSchemaError };

/** Validates wire data at the boundary (DESIGN §3). Never throws, whatever `value` is. */
export function parseWire<S extends z.core.$ZodType>(schema: S, value: unknown, what = 'payload'): WireResult<z.infer<S>> {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return { ok: false, error: new WireSchemaError(what, issues) };
}
