/**
 * Where an answer carries a field its schema does not name (docs/api.md "The contract"): loose objects let unknown
 * fields pass — right for the client's tolerant readers, wrong for a contract, where an undeclared field is a renamed
 * or forgotten one. Walks a zod (mini) schema beside a parsed value; answers the paths of undeclared fields.
 */
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
  element?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  getter?: () => { _zod: { def: Def } };
}

type Schema = { _zod: { def: Def } } | { _zod: unknown };

export function undeclaredFields(schema: Schema, value: unknown, path = '$'): string[] {
  const def = (schema as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === undefined || value === null ? [] : undeclaredFields(def.innerType as Schema, value, path);
    case 'pipe':
      return undeclaredFields(def.in as Schema, value, path);
    case 'lazy':
      return undeclaredFields((def.getter as () => Schema)(), value, path);
    case 'union': {
      // The branch the value matches best: the one with the fewest undeclared fields among those it parses as.
      const results = (def.options ?? [])
        .filter((option) => (option as unknown as { safeParse(v: unknown): { success: boolean } }).safeParse(value).success)
        .map((option) => undeclaredFields(option as Schema, value, path));
      return results.length === 0 ? [] : results.reduce((best, next) => (next.length < best.length ? next : best));
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => undeclaredFields(def.element as Schema, item, `${path}[${index}]`)) : [];
    case 'record':
      return value && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => undeclaredFields(def.valueType as Schema, item, `${path}.${key}`)) : [];
    case 'object': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([key, item]) => {
        const field = shape[key];
        return field ? undeclaredFields(field as Schema, item, `${path}.${key}`) : [`${path}.${key}`];
      });
    }
    default:
      return [];
  }
}
