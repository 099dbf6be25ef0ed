import type { z } from 'zod';

/** The zod internals this module reads: the `def` every zod 4 schema carries. */
interface SchemaInternals {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly in?: z.ZodType;
  readonly catchall?: z.ZodType;
}

function internals(schema: z.ZodType): SchemaInternals {
  return (schema as unknown as { def: SchemaInternals }).def;
}

/** Removes optional, nullable, default and pipe wrappers. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 16; depth += 1) {
    const def = internals(current);
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

/** The properties of an object schema, or null when the schema is not an object. */
export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = internals(unwrapSchema(schema));
  return def.type === 'object' && def.shape !== undefined ? def.shape : null;
}

/** True when the object schema rejects keys it does not name. */
export function isStrictObject(schema: z.ZodType): boolean {
  const def = internals(unwrapSchema(schema));
  return def.type === 'object' && def.catchall !== undefined && internals(def.catchall).type === 'never';
}

/** True when the object schema takes extra keys of a declared type (a catchall other than
 * `unknown`/`any`): there an extra key is a value, not a slip. */
export function hasTypedExtraKeys(schema: z.ZodType): boolean {
  const def = internals(unwrapSchema(schema));
  if (def.type !== 'object' || def.catchall === undefined) return false;
  return !['never', 'unknown', 'any'].includes(internals(def.catchall).type);
}

/** The schema at `path` inside `schema` (object keys and array indexes), if any. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | null {
  let current: z.ZodType | null = schema;
  for (const segment of path) {
    if (current === null) return null;
    const unwrapped = unwrapSchema(current);
    const def = internals(unwrapped);
    if (def.type === 'object' && def.shape !== undefined && typeof segment === 'string') {
      current = def.shape[segment] ?? null;
    } else if (def.type === 'array' && def.element !== undefined && typeof segment === 'number') current = def.element;
    else return null;
  }
  return current;
}

/** The `.describe()` text of the schema at `path`, looking through wrappers. */
export function descriptionAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  const target = schemaAt(schema, path);
  if (target === null) return undefined;
  return target.description ?? unwrapSchema(target).description;
}
