import { describe, expect, it } from 'vitest';
import { isSecretKey, looksLikeSecret, redact, redactText } from '../../../shared/tools/index.ts';
import { errorDetailOf } from '../../../shared/tools/error-detail.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('redact', () => {
  describe('when a key names a secret', () => {
    it.each([
      'password',
      'passwd',
      'apiKey',
      'api_key',
      'x-api-key',
      'token',
      'access_token',
      'authorization',
      'client_secret',
      'privateKey',
      'cookie',
      'pin',
    ])(
      'replaces the value of `%s`',
      (key) => {
        expect(redact({ [key]: 'value-123', keep: 'visible' })).toEqual({ [key]: '[redacted]', keep: 'visible' });
      },
    );

    it('replaces non-string values and nested objects under such keys', () => {
      expect(redact({ pin: 1234, account: { password: 'x' }, list: [{ token: 'y' }], credentials: { user: 'ada' } }))
        .toEqual({
          pin: '[redacted]',
          account: { password: '[redacted]' },
          list: [{ token: '[redacted]' }],
          credentials: '[redacted]',
        });
    });

    it('leaves empty and null values visible, since there is nothing to hide', () => {
      expect(redact({ password: '', token: null })).toEqual({ password: '', token: null });
    });
  });

  describe('when a value looks like a credential', () => {
    it.each([
      ['a JWT', jwt],
      ['a Bearer header', 'Bearer abc.def-ghi'],
      ['an sk- key', 'sk-proj-4f9a8b7c6d5e4f3a2b1c'],
      ['an Anthropic-style key', 'sk-ant-api03-abcdefghijklmnop'],
      ['a GitHub token', 'ghp_abcdefghijklmnopqrstuvwxyz0123'],
      ['a long mixed-case run', 'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE3'],
      ['a Supabase secret key', 'sb_secret_abcdefgh12'],
    ])('replaces %s under any key', (_label, value) => {
      expect(redact({ note: value })).toEqual({ note: '[redacted]' });
    });

    it('redacts secrets inside prose by shape', () => {
      expect(redact({ note: `header was Authorization: Bearer ${jwt}` })).toEqual({
        note: 'header was Authorization: Bearer [redacted]',
      });
    });
  });

  describe('when the value holds no secret', () => {
    it('copies it unchanged without touching the original', () => {
      const original = { to: 'ada@example.com', count: 3, tags: ['a', 'b'], nested: { ok: true } };

      const copy = redact(original);

      expect(copy).toEqual(original);
      expect(copy).not.toBe(original);
    });
  });

  describe('when the value is deeply nested', () => {
    it('stops at a bounded depth', () => {
      let deep: unknown = 'leaf';
      for (let level = 0; level < 50; level += 1) deep = { next: deep };

      expect(JSON.stringify(redact(deep))).toContain('[too deep]');
    });
  });
});

describe('redactText', () => {
  describe('when free text contains credentials', () => {
    it.each([
      ['Authorization: Bearer abc123.def', 'Authorization: Bearer [redacted]'],
      [`token ${jwt} expired`, 'token [redacted] expired'],
      ['GET https://api.example.com/v1?api_key=abc123&q=x', 'GET https://api.example.com/v1?api_key=[redacted]&q=x'],
      ['key sk-abcdefghijklmnop1234 rejected', 'key [redacted] rejected'],
      [
        'chat called with sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz and failed',
        'chat called with [redacted] and failed',
      ],
      ['the app sent sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', 'the app sent [redacted]'],
    ])('masks %j', (text, expected) => {
      expect(redactText(text)).toBe(expected);
    });
  });

  describe("when fetch refuses a key a header cannot carry (the key's text is in its message)", () => {
    const brokenKey = 'sb_secret_N7UND0UgjKTVK\nUodkm0Hg_xSvEMPvz';

    it("masks all of Deno's quoted value, line break and what follows it included", () => {
      expect(redactText(`TypeError: Invalid header value: "${brokenKey}"`)).toBe(
        'TypeError: Invalid header value: "[redacted]"',
      );
    });

    it('keeps the stack after the masked value', () => {
      const stack = `TypeError: Invalid header value: "${brokenKey}"\n    at fetch (ext:deno_fetch/26_fetch.js:1:1)`;

      expect(redactText(stack)).toBe(
        'TypeError: Invalid header value: "[redacted]"\n    at fetch (ext:deno_fetch/26_fetch.js:1:1)',
      );
    });

    it('masks everything after the value when its end cannot be told', () => {
      const text = `Invalid header value: "${brokenKey}" while calling gmail-api`;

      expect(redactText(text)).toBe('Invalid header value: "[redacted]"');
    });

    it("masks undici's quoted value", () => {
      expect(redactText(`TypeError: Headers.append: "${brokenKey}" is an invalid header value.`)).toBe(
        'TypeError: Headers.append: "[redacted]" is an invalid header value.',
      );
    });

    it.each([
      ["Deno's", new TypeError(`Invalid header value: "${brokenKey}"`)],
      ['the error this runtime throws', null],
    ])('keeps no part of the key in the detail logged for %s, as the cause of a failed call', async (_case, thrown) => {
      const refusal = thrown ??
        await fetch('http://127.0.0.1:9/', { headers: { apikey: brokenKey } }).then(
          () => null,
          (error: unknown) => error,
        );
      const failure = new Error('gmail-api could not be reached', { cause: refusal });

      expect(JSON.stringify(redact(errorDetailOf(failure)))).not.toMatch(/N7UND0|Uodkm0|xSvEMPvz/);
      expect(JSON.stringify(redact({ message: String(refusal) }))).not.toMatch(/N7UND0|Uodkm0|xSvEMPvz/);
    });
  });
});

describe('isSecretKey', () => {
  describe('when the key is an ordinary parameter', () => {
    it.each(['to', 'subject', 'query', 'keyword', 'monkey', 'passenger_count'])('does not flag `%s`', (key) => {
      expect(isSecretKey(key)).toBe(false);
    });
  });
});

describe('looksLikeSecret', () => {
  describe('when the value is ordinary text', () => {
    it.each(['hello world', 'ada@example.com', 'https://example.com/path', 'short1A'])('does not flag %j', (value) => {
      expect(looksLikeSecret(value)).toBe(false);
    });
  });
});
