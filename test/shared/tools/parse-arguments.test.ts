import { describe, expect, it } from 'vitest';
import { executorLimits } from '../../../shared/tools/limits.ts';
import { parseArguments } from '../../../shared/tools/parse-arguments.ts';

describe('parseArguments', () => {
  describe('when the text is strict JSON', () => {
    it('parses it without marking it repaired', () => {
      expect(parseArguments('{"query": "parley", "limit": 5}')).toEqual({
        ok: true,
        value: { query: 'parley', limit: 5 },
        repaired: false,
      });
    });

    it('unwraps an object that was serialized twice', () => {
      expect(parseArguments(JSON.stringify(JSON.stringify({ query: 'parley' })))).toEqual({
        ok: true,
        value: { query: 'parley' },
        repaired: true,
      });
    });

    it('returns non-object JSON as it is, for validation to reject', () => {
      expect(parseArguments('[1, 2]')).toEqual({ ok: true, value: [1, 2], repaired: false });
    });
  });

  describe('when the text is empty', () => {
    it.each([['', false], ['   \n', true]])('reads %j as no arguments', (raw, repaired) => {
      expect(parseArguments(raw)).toEqual({ ok: true, value: {}, repaired });
    });
  });

  describe('when the text has a common slip', () => {
    it.each([
      ['a trailing comma', '{"a": 1, "b": [1, 2,],}', { a: 1, b: [1, 2] }],
      ['single quotes', "{'a': 'it is', 'b': 2}", { a: 'it is', b: 2 }],
      ['a code fence with a language', '```json\n{"a": 1}\n```', { a: 1 }],
      ['a bare code fence', '```\n{"a": 1}\n```', { a: 1 }],
      ['prose before and after', 'Here are the arguments: {"a": {"b": 2}} — done.', { a: { b: 2 } }],
      ['Python literals', '{"a": True, "b": False, "c": None}', { a: true, b: false, c: null }],
      ['a comment', '// the call\n{"a": 1}', { a: 1 }],
      ['a comment holding a bracket', '{"a": 1 /* [ */}', { a: 1 }],
    ])('repairs %s exactly', (_label, raw, value) => {
      expect(parseArguments(raw)).toEqual({ ok: true, value, repaired: true });
    });
  });

  describe('when the text stops before closing its brackets after a complete value', () => {
    it.each([
      ['a complete string', '{"a": 1, "b": "two"', { a: 1, b: 'two' }],
      ['a complete literal', '{"a": "x", "b": true', { a: 'x', b: true }],
      ['a complete array', '{"a": "x", "b": ["y"]', { a: 'x', b: ['y'] }],
      ['a nested object', '{"a": {"b": 1}', { a: { b: 1 } }],
    ])('repairs it after %s and marks it cut off', (_label, raw, value) => {
      expect(parseArguments(raw)).toEqual({ ok: true, value, repaired: true, cutOff: true });
    });
  });

  describe('when the text was cut off', () => {
    it.each([
      ['inside a string', '{"a": "hel'],
      ['right after a colon', '{"a": "x", "b":'],
      ['inside a literal', '{"a": tru'],
      ['inside an array', '{"a": [1, 2'],
    ])('refuses to guess the rest when cut %s', (_label, raw) => {
      expect(parseArguments(raw)).toMatchObject({ ok: false, problem: 'truncated', position: raw.length });
    });

    it('keeps the members written in full before the cut, to check them', () => {
      expect(parseArguments('{"limit": "7", "tags": ["a", "b"], "query": "x')).toMatchObject({
        ok: false,
        problem: 'truncated',
        complete: { limit: '7', tags: ['a', 'b'] },
      });
    });

    it('keeps nothing when the cut is in the first member', () => {
      expect(parseArguments('{"a": {"b": 1, "c": "x')).not.toHaveProperty('complete');
    });
  });

  describe('when the text is not JSON at all', () => {
    it('keeps the members written in full before text that cannot be repaired', () => {
      expect(parseArguments('{"limit": "7", "sort" = "date"}')).toMatchObject({
        ok: false,
        problem: 'malformed',
        complete: { limit: '7' },
      });
    });

    it('reports malformed text at its start', () => {
      expect(parseArguments('search for parley')).toMatchObject({ ok: false, problem: 'malformed', position: 0 });
    });

    it('reports where two objects run together', () => {
      const result = parseArguments('{"a": 1} {"b": 2}');

      expect(result).toMatchObject({ ok: false, problem: 'malformed' });
      expect(result.ok === false && result.excerpt.length).toBeGreaterThan(0);
    });
  });

  describe('when the text is larger than the limit', () => {
    it('refuses it before parsing', () => {
      const raw = `{"a": "${'x'.repeat(executorLimits.maxArgumentChars)}"}`;

      expect(parseArguments(raw)).toEqual({
        ok: false,
        problem: 'too_large',
        position: executorLimits.maxArgumentChars,
        excerpt: '',
      });
    });
  });
});
