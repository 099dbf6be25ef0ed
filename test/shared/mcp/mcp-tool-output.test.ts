import { describe, expect, it } from 'vitest';
import { mcpToolOutput } from '../../../shared/mcp/mcp-tool-output.ts';

describe('mcpToolOutput', () => {
  describe('when the result has text content', () => {
    it('is the text, blocks joined by lines', () => {
      expect(mcpToolOutput({ content: [{ type: 'text', text: 'first' }, { type: 'text', text: 'second' }] })).toBe(
        'first\nsecond',
      );
    });

    it('prefers the text to the structured content it serializes', () => {
      expect(
        mcpToolOutput({
          content: [{ type: 'text', text: '{"temperature":33}' }],
          structuredContent: { temperature: 33 },
        }),
      ).toBe('{"temperature":33}');
    });
  });

  describe('when the result holds media and resources', () => {
    it('names them instead of inlining their data', () => {
      const output = mcpToolOutput({
        content: [
          { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
          { type: 'resource_link', uri: 'demo://resource/1', name: 'Resource 1' },
          { type: 'resource', resource: { uri: 'demo://note', text: 'Note text' } },
          { type: 'resource', resource: { uri: 'demo://archive', mimeType: 'application/gzip', blob: 'H4sI' } },
        ],
      });
      expect(output).toBe(
        '[image image/png, not shown]\n[resource link: Resource 1 <demo://resource/1>]\nNote text\n[resource demo://archive (application/gzip), binary, not shown]',
      );
    });
  });

  describe('when the result has only structured content', () => {
    it('is that object', () => {
      expect(mcpToolOutput({ content: [], structuredContent: { total: 3 } })).toEqual({ total: 3 });
    });
  });

  describe('when the result is empty', () => {
    it('is an empty text', () => {
      expect(mcpToolOutput({ content: [] })).toBe('');
    });
  });
});
