import { describe, expect, it } from 'vitest';
import { mcpInputSchema } from '../../../shared/mcp/mcp-input-schema.ts';

const sumSchema = {
  type: 'object',
  properties: {
    a: { type: 'number', description: 'First number' },
    b: { type: 'number', description: 'Second number' },
  },
  required: ['a', 'b'],
  $schema: 'http://json-schema.org/draft-07/schema#',
};

describe('mcpInputSchema', () => {
  describe('when the server sends a schema zod can convert', () => {
    const schema = mcpInputSchema(sumSchema);

    it('validates with it', () => {
      expect(schema.converted).toBe(true);
      expect(schema.parameters.safeParse({ a: 1, b: 2 }).success).toBe(true);
      expect(schema.parameters.safeParse({ a: '1', b: 2 }).success).toBe(false);
      expect(schema.parameters.safeParse({ a: 1 }).success).toBe(false);
    });

    it("shows the model the server's schema without its dialect", () => {
      const { $schema: _dialect, ...withoutDialect } = sumSchema;
      expect(schema.jsonSchema).toEqual(withoutDialect);
    });

    it("keeps the descriptions for the executor's messages", () => {
      const shape = (schema.parameters as unknown as { shape: Record<string, { description?: string }> }).shape;
      expect(shape.a?.description).toBe('First number');
    });
  });

  describe('when the schema has defaults', () => {
    it('fills them in, as the server would', () => {
      const schema = mcpInputSchema({ type: 'object', properties: { count: { type: 'number', default: 3 } } });
      expect(schema.parameters.parse({})).toEqual({ count: 3 });
    });
  });

  describe('when zod cannot convert the schema', () => {
    const schema = mcpInputSchema({ type: 'object', properties: { item: { $ref: '#/definitions/missing' } } });

    it('lets any object through for the server to judge', () => {
      expect(schema.converted).toBe(false);
      expect(schema.parameters.safeParse({ item: 42, other: 'x' }).success).toBe(true);
    });

    it('still refuses arguments that are not an object', () => {
      expect(schema.parameters.safeParse('item').success).toBe(false);
    });

    it("still shows the model the server's schema", () => {
      expect(schema.jsonSchema).toEqual({ type: 'object', properties: { item: { $ref: '#/definitions/missing' } } });
    });
  });
});
