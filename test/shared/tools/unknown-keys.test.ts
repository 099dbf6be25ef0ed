import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isNearMiss, unknownKeyProblems } from '../../../shared/tools/unknown-keys.ts';

describe('isNearMiss', () => {
  describe('when the key is a slip for the declared one', () => {
    it.each([
      ['a typo', 'priorty', 'priority'],
      ['case and separators', 'targetLanguage', 'target_language'],
      ['another form of the same word', 'encode', 'encoding'],
      ['a plural', 'tag', 'tags'],
      ['a word of the same meaning', 'search', 'query'],
    ])('says so for %s', (_label, key, candidate) => {
      expect(isNearMiss(key, candidate)).toBe(true);
    });
  });

  describe('when the key is merely another parameter', () => {
    it.each([['reason', 'encoding'], ['trace_id', 'path'], ['verbose', 'version'], ['page', 'pageToken']])(
      'leaves %s apart from %s',
      (key, candidate) => {
        expect(isNearMiss(key, candidate)).toBe(false);
      },
    );
  });
});

describe('unknownKeyProblems', () => {
  describe('when a nested object rejects extra keys', () => {
    const schema = z.object({
      body: z.string(),
      links: z.strictObject({ personIds: z.array(z.string()).optional(), teamIds: z.array(z.string()).optional() })
        .optional(),
    });

    it('reports the key with its path, the key meant and the shape that key takes', () => {
      expect(unknownKeyProblems({ body: 'x', links: { personId: 'p1' } }, schema, [], false)).toEqual([
        {
          path: 'links.personId',
          kind: 'unknown',
          key: 'personId',
          suggestion: 'personIds',
          suggestionExpected: 'array of strings',
        },
      ]);
    });
  });

  describe('when an array holds strict objects', () => {
    it('reports the key inside the element', () => {
      const schema = z.object({ guests: z.array(z.strictObject({ email: z.string() })) });

      expect(unknownKeyProblems({ guests: [{ email: 'a@b.c' }, { mail: 'd@e.f' }] }, schema, [], true)).toEqual([
        { path: 'guests[1].mail', kind: 'unknown', key: 'mail', suggestion: 'email' },
      ]);
    });
  });

  describe('when the schema allows extra keys', () => {
    const schema = z.looseObject({ path: z.string(), encoding: z.enum(['utf8', 'base64']).optional() });

    it('reports a near miss of a declared key that was left out', () => {
      expect(unknownKeyProblems({ path: '/a', encode: 'base64' }, schema, [], false)).toEqual([
        { path: 'encode', kind: 'unknown', key: 'encode', suggestion: 'encoding', ignored: true },
      ]);
    });

    it('allows an unrelated extra key', () => {
      expect(unknownKeyProblems({ path: '/a', reason: 'look' }, schema, [], false)).toEqual([]);
    });

    it('reports an unrelated extra key as one the tool ignores when the arguments have other problems', () => {
      expect(unknownKeyProblems({ reason: 'look' }, schema, [], true)).toEqual([
        { path: 'reason', kind: 'unknown', key: 'reason', ignored: true },
      ]);
    });

    it('reports a key wrapping declared parameters even when nothing else is wrong', () => {
      expect(unknownKeyProblems({ params: { path: '/a', encoding: 'utf8' } }, schema, [], false)).toEqual([
        { path: 'params', kind: 'unknown', key: 'params', ignored: true, wraps: ['path', 'encoding'] },
      ]);
    });

    it('allows a near miss when the declared key is sent too', () => {
      expect(unknownKeyProblems({ path: '/a', encoding: 'utf8', encode: 'x' }, schema, [], false)).toEqual([]);
    });

    it('allows any extra key where extras have a declared type', () => {
      const typed = z.object({ path: z.string(), encoding: z.string().optional() }).catchall(z.string());

      expect(unknownKeyProblems({ path: '/a', encode: 'base64' }, typed, [], false)).toEqual([]);
    });
  });

  describe('when zod reports a key the search cannot reach', () => {
    it('reports it without a suggestion', () => {
      const schema = z.object({ target: z.union([z.strictObject({ id: z.string() }), z.string()]) });
      const issues = (z.strictObject({ id: z.string() }).safeParse({ id: 'a', name: 'x' }).error?.issues ?? []).map((
        issue,
      ) => ({ ...issue, path: ['target'] }));

      expect(unknownKeyProblems({ target: { name: 'x' } }, schema, issues, true)).toEqual([{
        path: 'target.name',
        kind: 'unknown',
        key: 'name',
      }]);
    });
  });
});
