// The validators the MCP set is generated and checked with: a strict ajv with the standard
// formats (and lists of types), and zod's `fromJSONSchema`, compiled once per schema.
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { z } from 'zod';

const Ajv = AjvModule.default ?? AjvModule;
const addFormats = addFormatsModule.default ?? addFormatsModule;

/** A strict ajv with the standard formats; a list of types (`"type": ["string", "number"]`,
 * standard JSON Schema that the server's schemas use) is allowed. */
export function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  return ajv;
}

/** `of(schema)`: its ajv and zod validators, compiled on first use. */
export function createValidators() {
  const ajv = createAjv();
  const compiled = new Map();
  return {
    of(schema) {
      if (!compiled.has(schema)) compiled.set(schema, { ajv: ajv.compile(schema), zod: z.fromJSONSchema(schema) });
      return compiled.get(schema);
    },
  };
}
