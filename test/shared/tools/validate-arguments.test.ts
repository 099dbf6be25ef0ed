import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeReceived, validateArguments } from '../../../shared/tools/validate-arguments.ts';

describe('validateArguments', () => {
  describe('when the input fits the schema', () => {
    it('returns the parsed value with defaults applied', () => {
      expect(validateArguments({ q: 'x' }, z.object({ q: z.string(), n: z.number().default(5) }), undefined)).toEqual({ ok: true, value: { q: 'x', n: 5 }, coerced: false });
    });
  });

  describe('when only required parameters are missing', () => {
    it('says so, so the caller can ask a question', () => {
      const result = validateArguments({}, z.object({ to: z.string().describe('Recipient'), cc: z.string().optional() }), undefined);

      expect(result).toEqual({ ok: false, onlyMissing: true, problems: [{ path: 'to', kind: 'missing', expected: 'string', description: 'Recipient' }] });
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

      expect(result).toMatchObject({ ok: false, problems: [{ path: 'n', kind: 'type', expected: 'number', received: 'string "many"' }] });
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
