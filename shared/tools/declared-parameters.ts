/**
 * The top-level parameters a tool declares and which of them it requires, read from the
 * JSON Schema the model is shown (MCP tools) or from the zod object (tools defined here).
 */
import type { z } from 'zod';
import { objectShape } from './schema-paths.ts';
import type { AnyToolDefinition } from './tool-definition.ts';

/** What a tool's arguments object may and must hold, at the top level. */
export interface DeclaredParameters {
  readonly names: readonly string[];
  readonly required: ReadonlySet<string>;
}

const none: DeclaredParameters = { names: [], required: new Set() };
const known = new WeakMap<AnyToolDefinition, DeclaredParameters>();

function fromJsonSchema(schema: Record<string, unknown>): DeclaredParameters {
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) return none;
  const names = Object.keys(properties);
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string' && names.includes(name))
    : [];
  return { names, required: new Set(required) };
}

function fromZod(parameters: z.ZodType): DeclaredParameters {
  const shape = objectShape(parameters);
  if (shape === null) return none;
  const names = Object.keys(shape);
  // Required means "undefined is refused": optional, defaulted and `.catch` members accept it.
  const required = names.filter((name) => !(shape[name] as z.ZodType).safeParse(undefined).success);
  return { names, required: new Set(required) };
}

/** The tool's top-level parameters; computed once per tool definition. */
export function declaredParameters(tool: AnyToolDefinition): DeclaredParameters {
  const cached = known.get(tool);
  if (cached !== undefined) return cached;
  let declared: DeclaredParameters;
  try {
    declared = tool.jsonSchema === undefined ? fromZod(tool.parameters) : fromJsonSchema(tool.jsonSchema);
  } catch {
    declared = none;
  }
  known.set(tool, declared);
  return declared;
}
