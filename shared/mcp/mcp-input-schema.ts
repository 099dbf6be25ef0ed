import { z } from 'zod';

/** What the executor needs of an MCP tool's input schema. */
export interface McpInputSchema {
  /** Validates the arguments before the server sees them. */
  readonly parameters: z.ZodType;
  /** The server's JSON Schema, shown to the model as it is (without `$schema`). */
  readonly jsonSchema: Record<string, unknown>;
  /** False when the schema could not be converted and any object is let through. */
  readonly converted: boolean;
}

/** Any JSON object: for schemas zod cannot express, the server validates them itself. */
const permissiveObject = z.looseObject({});

/**
 * The zod schema for an MCP tool's `inputSchema` (`z.fromJSONSchema`), and the JSON
 * Schema the model is shown. A schema zod cannot convert (an unresolvable `$ref`, an
 * unknown type) falls back to "any object": the call still goes through and the
 * server's own validation answers, as an `isError` result or an invalid-params error.
 */
export function mcpInputSchema(inputSchema: Readonly<Record<string, unknown>>): McpInputSchema {
  const { $schema: _dialect, ...jsonSchema } = inputSchema;
  try {
    // The original, `$schema` included: it tells zod which draft's rules apply.
    const parameters = z.fromJSONSchema(inputSchema as Parameters<typeof z.fromJSONSchema>[0]);
    return { parameters, jsonSchema, converted: true };
  } catch {
    return { parameters: permissiveObject, jsonSchema, converted: false };
  }
}
