import { describe, expect, it } from 'vitest';
import { mcpSideEffects } from '../../../shared/mcp/mcp-side-effects.ts';

describe('mcpSideEffects', () => {
  describe('when the tool is read-only', () => {
    it('has no side effects, whatever the other hints say', () => {
      expect(mcpSideEffects({ readOnlyHint: true })).toBe(false);
      expect(mcpSideEffects({ readOnlyHint: true, destructiveHint: true, idempotentHint: false })).toBe(false);
    });
  });

  describe('when the tool is destructive', () => {
    it('has side effects, even when it says it is idempotent', () => {
      expect(mcpSideEffects({ destructiveHint: true })).toBe(true);
      expect(mcpSideEffects({ readOnlyHint: false, destructiveHint: true, idempotentHint: true })).toBe(true);
    });
  });

  describe('when the tool writes but is idempotent and not destructive', () => {
    it('has no side effects: repeating it changes nothing more', () => {
      expect(mcpSideEffects({ readOnlyHint: false, destructiveHint: false, idempotentHint: true })).toBe(false);
      expect(mcpSideEffects({ idempotentHint: true })).toBe(false);
    });
  });

  describe('when the tool writes and is not idempotent', () => {
    it('has side effects', () => {
      expect(mcpSideEffects({ readOnlyHint: false, destructiveHint: false, idempotentHint: false })).toBe(true);
      expect(mcpSideEffects({ readOnlyHint: false })).toBe(true);
    });
  });

  describe('when the tool has no annotations', () => {
    it('has side effects, as the MCP defaults assume', () => {
      expect(mcpSideEffects(undefined)).toBe(true);
      expect(mcpSideEffects({})).toBe(true);
      expect(mcpSideEffects({ title: 'Just a title' })).toBe(true);
    });
  });
});
