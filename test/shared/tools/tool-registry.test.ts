import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, jsonSchemaFor, ToolRegistry } from '../../../shared/tools/index.ts';

const sendEmail = defineTool({
  name: 'send_email',
  description: 'Send an email',
  parameters: z.object({
    to: z.email().describe('Recipient email address'),
    subject: z.string(),
    priority: z.enum(['low', 'normal', 'high']).default('normal'),
    cc: z.array(z.email()).optional(),
  }),
  execute: () => 'sent',
});

const mcpTool = defineTool({
  name: 'github__create_issue',
  description: 'Create an issue',
  parameters: z.looseObject({}),
  jsonSchema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] },
  execute: () => 'created',
});

describe('ToolRegistry', () => {
  describe('when building the model tool list', () => {
    it('describes each tool as an OpenAI function with a JSON Schema from its zod object', () => {
      const [spec] = new ToolRegistry([sendEmail]).modelSpecs();

      expect(spec).toEqual({
        type: 'function',
        function: {
          name: 'send_email',
          description: 'Send an email',
          parameters: {
            type: 'object',
            properties: {
              to: {
                type: 'string',
                format: 'email',
                pattern: expect.any(String),
                description: 'Recipient email address',
              },
              subject: { type: 'string' },
              priority: { type: 'string', enum: ['low', 'normal', 'high'], default: 'normal' },
              cc: { type: 'array', items: { type: 'string', format: 'email', pattern: expect.any(String) } },
            },
            required: ['to', 'subject'],
          },
        },
      });
    });

    it('removes the $schema dialect key', () => {
      expect(z.toJSONSchema(sendEmail.parameters)).toHaveProperty('$schema');
      expect(jsonSchemaFor(sendEmail)).not.toHaveProperty('$schema');
    });

    it('gives a schema that accepts and rejects what the zod object does', () => {
      const shown = z.fromJSONSchema(jsonSchemaFor(sendEmail));

      expect(shown.safeParse({ to: 'ada@example.com', subject: 'Hi' }).success).toBe(true);
      expect(shown.safeParse({ to: 'ada@example.com' }).success).toBe(false);
      expect(shown.safeParse({ to: 'ada@example.com', subject: 'Hi', priority: 'urgent' }).success).toBe(false);
    });

    it('uses a tool’s own JSON Schema when it brings one', () => {
      const [spec] = new ToolRegistry([mcpTool]).modelSpecs();

      expect(spec?.function.parameters).toBe(mcpTool.jsonSchema);
    });

    it('generates the list once per registry', () => {
      const registry = new ToolRegistry([sendEmail, mcpTool]);

      expect(registry.modelSpecs()).toBe(registry.modelSpecs());
      expect(registry.modelSpecs().map((spec) => spec.function.name)).toEqual(['send_email', 'github__create_issue']);
    });
  });

  describe('when looking tools up', () => {
    it('finds them by exact name only', () => {
      const registry = new ToolRegistry([sendEmail, mcpTool]);

      expect(registry.get('send_email')).toBe(sendEmail);
      expect(registry.get('sendEmail')).toBeUndefined();
      expect(registry.names).toEqual(['send_email', 'github__create_issue']);
      expect(registry.size).toBe(2);
    });
  });

  describe('when two tools share a name', () => {
    it('refuses to build', () => {
      expect(() => new ToolRegistry([sendEmail, sendEmail])).toThrow('Tool send_email is defined twice.');
    });
  });
});
