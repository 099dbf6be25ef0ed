import { describe, expect, it } from 'vitest';
import { maxStoredJsonLength, redactLogText, storableJson } from '../../../shared/db/outcome-log-redact.ts';

describe('redactLogText', () => {
  describe('when text carries credentials', () => {
    it.each([
      [
        'a connection string password',
        'refused for postgres://parley:db-Pa55word@db.example.com:5432/postgres',
        'db-Pa55word',
        'postgres://parley:[redacted]@db.example.com',
      ],
      ['a password assignment', 'login failed, password: hunter2', 'hunter2', 'password: [redacted]'],
      ['an api_key pair', 'api_key=abc123 rejected', 'abc123', 'api_key=[redacted]'],
      ['a Bearer token', 'Authorization: Bearer abc.def-ghi', 'abc.def-ghi', 'Bearer [redacted]'],
    ])('replaces %s', (_label, text, secret, expected) => {
      const redacted = redactLogText(text, 1000);

      expect(redacted).not.toContain(secret);
      expect(redacted).toContain(expected);
    });

    it('leaves counting words alone', () => {
      expect(redactLogText('max_tokens: 512, token_count=3', 1000)).toBe('max_tokens: 512, token_count=3');
    });
  });

  describe('when text is longer than the limit', () => {
    it('cuts it to the limit, ending in an ellipsis', () => {
      expect(redactLogText('abcdefghij', 5)).toBe('abcd…');
    });
  });
});

describe('storableJson', () => {
  describe('when the value holds secrets', () => {
    it('replaces them by key and by shape, and keeps the rest', () => {
      expect(
        storableJson({
          to: 'ada@example.com',
          password: 'x',
          nested: [{ note: 'sk-proj-4f9a8b7c6d5e4f3a2b1c9d8e' }],
          count: 3,
        }),
      ).toEqual({
        to: 'ada@example.com',
        password: '[redacted]',
        nested: [{ note: '[redacted]' }],
        count: 3,
      });
    });
  });

  describe('when the value is not plain JSON', () => {
    it('gives null for nothing', () => {
      expect(storableJson(undefined)).toBeNull();
      expect(storableJson(null)).toBeNull();
    });

    it('stores dates as their ISO text', () => {
      expect(storableJson({ at: new Date('2025-01-15T09:30:00.000Z') })).toEqual({ at: '2025-01-15T09:30:00.000Z' });
    });

    it('gives a marker instead of throwing for a BigInt', () => {
      expect(storableJson({ id: 10n })).toEqual({ unserializable: true });
    });

    it('ends a cycle at the depth bound instead of throwing', () => {
      const cyclic: Record<string, unknown> = { name: 'loop' };
      cyclic.self = cyclic;

      expect(JSON.stringify(storableJson(cyclic))).toContain('[too deep]');
    });
  });

  describe('when the value is too big to store', () => {
    it('keeps a preview of its JSON text', () => {
      const stored = storableJson({ body: 'x'.repeat(maxStoredJsonLength * 2) }) as {
        truncated: boolean;
        preview: string;
      };

      expect(stored.truncated).toBe(true);
      expect(stored.preview).toHaveLength(maxStoredJsonLength);
    });
  });
});
