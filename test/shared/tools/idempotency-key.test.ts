import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, stableStringify } from '../../../shared/tools/idempotency-key.ts';

const parts = {
  conversationId: 'conv_1',
  toolCallId: 'call_1',
  toolName: 'send_email',
  input: { to: 'ada@example.com', subject: 'Hi' },
};

describe('stableStringify', () => {
  describe('when keys come in another order', () => {
    it('gives the same text at every level', () => {
      expect(stableStringify({ b: 1, a: { d: [1, { f: 1, e: 2 }], c: null } })).toBe(
        '{"a":{"c":null,"d":[1,{"e":2,"f":1}]},"b":1}',
      );
    });

    it('leaves out undefined values like JSON does', () => {
      expect(stableStringify({ a: undefined, b: 1 })).toBe('{"b":1}');
    });
  });
});

describe('idempotencyKeyFor', () => {
  describe('when the parts are equal', () => {
    it('gives the same SHA-256 hex key', async () => {
      const key = await idempotencyKeyFor(parts);

      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(await idempotencyKeyFor({ ...parts, input: { subject: 'Hi', to: 'ada@example.com' } })).toBe(key);
    });
  });

  describe('when any part differs', () => {
    it.each([
      ['conversation', { conversationId: 'conv_2' }],
      ['tool call id', { toolCallId: 'call_2' }],
      ['tool name', { toolName: 'draft_email' }],
      ['input', { input: { to: 'ada@example.com', subject: 'Hello' } }],
      ['missing conversation', { conversationId: undefined }],
    ])('gives another key for another %s', async (_label, change) => {
      expect(await idempotencyKeyFor({ ...parts, ...change })).not.toBe(await idempotencyKeyFor(parts));
    });
  });
});
