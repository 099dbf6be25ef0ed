import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeReceived, validateArguments } from '../../../shared/tools/validate-arguments.ts';

describe('validateArguments', () => {
  describe('when the input fits the schema', () => {
    it('returns the parsed value with defaults applied', () => {
      expect(validateArguments({ q: 'x' }, z.object({ q: z.string(), n: z.number().default(5) }), undefined)).toEqual({
        ok: true,
        value: { q: 'x', n: 5 },
        coerced: false,
      });
    });
  });

  describe('when only required parameters are missing', () => {
    it('says so, so the caller can ask a question', () => {
      const result = validateArguments(
        {},
        z.object({ to: z.string().describe('Recipient'), cc: z.string().optional() }),
        undefined,
      );

      expect(result).toEqual({
        ok: false,
        onlyMissing: true,
        problems: [{ path: 'to', kind: 'missing', expected: 'string', description: 'Recipient' }],
      });
    });
  });

  describe('when the schema is wrapped', () => {
    it('finds the descriptions through optional and default wrappers', () => {
      const schema = z.object({ to: z.string().describe('Recipient') }).optional();

      const result = validateArguments({}, schema, undefined);

      expect(result.ok === false && result.problems[0]?.description).toBe('Recipient');
    });
  });

  describe('when coercion cannot fix the input', () => {
    it('reports the problems of the original input', () => {
      const result = validateArguments({ n: 'many' }, z.object({ n: z.number() }), { numbers: true });

      expect(result).toMatchObject({
        ok: false,
        problems: [{ path: 'n', kind: 'type', expected: 'number', received: 'string "many"' }],
      });
    });
  });
});

describe('validateArguments with keys the schema does not declare', () => {
  describe('when a nested strict object gets an unknown key', () => {
    it('reports it as an argument problem with a suggestion, not as missing input', () => {
      const schema = z.object({
        body: z.string(),
        links: z.strictObject({ personIds: z.array(z.string()).optional() }).optional(),
      });

      const result = validateArguments({ body: 'x', links: { personId: 'p1' } }, schema, undefined);

      expect(result).toEqual({
        ok: false,
        onlyMissing: false,
        problems: [{
          path: 'links.personId',
          kind: 'unknown',
          key: 'personId',
          suggestion: 'personIds',
          suggestionExpected: 'array of strings',
        }],
      });
    });
  });

  describe('when an array element misnames a required key', () => {
    it('reports the unknown key next to the missing one', () => {
      const schema = z.object({ guests: z.array(z.strictObject({ email: z.string() })) });

      const result = validateArguments({ guests: [{ mail: 'a@b.c' }] }, schema, undefined);

      expect(result).toMatchObject({
        ok: false,
        onlyMissing: false,
        problems: [{ path: 'guests[0].mail', kind: 'unknown', suggestion: 'email' }, {
          path: 'guests[0].email',
          kind: 'missing',
        }],
      });
    });
  });

  describe('when the schema allows extra keys', () => {
    const schema = z.object({ path: z.string(), encoding: z.string().optional() });

    it('fails a key that is a slip for a declared one, though zod accepts it', () => {
      expect(validateArguments({ path: '/a', encode: 'base64' }, schema, undefined)).toEqual({
        ok: false,
        onlyMissing: false,
        problems: [{ path: 'encode', kind: 'unknown', key: 'encode', suggestion: 'encoding', ignored: true }],
      });
    });

    it('fails a slip even after an opted-in coercion fixed the rest', () => {
      const counted = z.object({ count: z.number(), encoding: z.string().optional() });

      expect(validateArguments({ count: '2', encodings: 'x' }, counted, { numbers: true })).toMatchObject({
        ok: false,
        problems: [{ path: 'encodings', suggestion: 'encoding' }],
      });
    });

    it('accepts an unrelated extra key', () => {
      expect(validateArguments({ path: '/a', reason: 'look' }, schema, undefined)).toMatchObject({ ok: true });
    });
  });
});

describe('describeReceived', () => {
  describe('when the value is safe to echo', () => {
    it('shows its kind and a cut rendering', () => {
      expect(describeReceived(5, ['count'])).toBe('number 5');
      expect(describeReceived('x'.repeat(100), ['note'])).toBe(`string "${'x'.repeat(39)}…`);
      expect(describeReceived({ a: 1 }, ['filters'])).toBe('object');
    });
  });

  describe('when the value may be a secret', () => {
    it('hides strings under secret keys and strings shaped like credentials', () => {
      expect(describeReceived('hunter2', ['password'])).toBe('string (value hidden)');
      expect(describeReceived('sk-proj-abcdefghijklmnopqrstuv', ['note'])).toBe('string (value hidden)');
      expect(describeReceived(123456, ['auth', 'pin'])).toBe('number');
    });
  });
});
