import { describe, expect, it } from 'vitest';
import { mcpConsent } from '../../../shared/mcp/mcp-consent.ts';

describe('mcpConsent', () => {
  it('never asks for a tool its server marks read-only', () => {
    expect(mcpConsent({ readOnlyHint: true, destructiveHint: true }, 'files', 'list').alwaysAsks).toBeUndefined();
  });

  it('asks for a destructive tool, naming the server', () => {
    expect(mcpConsent({ destructiveHint: true }, 'files', 'delete').alwaysAsks).toBe(
      'The MCP server `files` marks this tool as destructive.',
    );
  });

  it('asks for an open-world tool', () => {
    expect(mcpConsent({ readOnlyHint: false, destructiveHint: false, openWorldHint: true }, 'web', 'post').alwaysAsks)
      .toContain('reaches outside');
  });

  it('asks for a tool without annotations', () => {
    expect(mcpConsent(undefined, 'misc', 'do').alwaysAsks).toContain('does not say');
  });

  it('runs a tool its server says is neither destructive nor open-world', () => {
    expect(mcpConsent({ destructiveHint: false, openWorldHint: false }, 'notes', 'add').alwaysAsks).toBeUndefined();
  });

  it('previews the server, the tool and the arguments', () => {
    expect(mcpConsent(undefined, 'files', 'delete').preview?.({ path: '/a' })).toEqual({
      kind: 'tool',
      server: 'files',
      tool: 'delete',
      arguments: { path: '/a' },
    });
  });
});
