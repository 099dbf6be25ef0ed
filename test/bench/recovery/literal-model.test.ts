import { describe, expect, it } from 'vitest';
import { containsWordJson, initialCall, type LiteralCall, reviseCall } from '../../../bench/recovery/literal-model.ts';
import type { LiteralModelKnowledge } from '../../../bench/recovery/literal-model.ts';

const searchIntended: LiteralModelKnowledge = {
  intended: { name: 'web_search', arguments: { query: 'pglite', num_results: 5 } },
};

function call(name: string, argumentsValue: unknown): LiteralCall {
  return { name, argumentsText: typeof argumentsValue === 'string' ? argumentsValue : JSON.stringify(argumentsValue) };
}

describe('containsWordJson', () => {
  it.each(['Send valid JSON.', 'not valid json', 'Json parse failed', '```json'])('finds the word in %j', (text) => {
    expect(containsWordJson(text)).toBe(true);
  });

  it.each(['AI_JSONParseError', 'JSONDecodeError', 'jsonrepair', 'Send one object.'])(
    'does not find it in %j',
    (text) => {
      expect(containsWordJson(text)).toBe(false);
    },
  );
});

describe('initialCall', () => {
  it('is the case call with its raw argument text', () => {
    expect(initialCall({ call: { name: 'web_serch', arguments: '{"query": "x",}' } })).toEqual({
      name: 'web_serch',
      argumentsText: '{"query": "x",}',
    });
  });
});

describe('reviseCall', () => {
  describe('the name rule', () => {
    it('takes the intended name when the feedback names it as a whole token', () => {
      const revised = reviseCall(
        call('web_serch', { query: 'pglite', num_results: 5 }),
        'Did you mean `web_search`?',
        searchIntended,
      );

      expect(revised.name).toBe('web_search');
    });

    it('takes the intended name when it ends a sentence', () => {
      const revised = reviseCall(
        call('web_serch', { query: 'pglite', num_results: 5 }),
        'Available tools: news_search, web_search.',
        searchIntended,
      );

      expect(revised.name).toBe('web_search');
    });

    it('keeps the name when the intended name only appears inside a longer token', () => {
      const revised = reviseCall(
        call('web_serch', { query: 'pglite', num_results: 5 }),
        'Available tools: news_search, web_search.v2',
        searchIntended,
      );

      expect(revised.name).toBe('web_serch');
    });
  });

  describe('the JSON rule', () => {
    const knowledge: LiteralModelKnowledge = { ...searchIntended, meant: { query: 'pglite', num_results: 5 } };

    it('replaces arguments that are not JSON with what was meant when the feedback says JSON', () => {
      const revised = reviseCall(
        call('web_search', '{"query": "pglite", "num_results": 5,}'),
        'The arguments are not valid json.',
        knowledge,
      );

      expect(JSON.parse(revised.argumentsText)).toEqual({ query: 'pglite', num_results: 5 });
    });

    it('keeps them when the feedback does not say JSON', () => {
      const revised = reviseCall(
        call('web_search', '{"query": "pglite",}'),
        'AI_JSONParseError: unexpected token',
        knowledge,
      );

      expect(revised.argumentsText).toBe('{"query": "pglite",}');
    });

    it('then applies the field rule to what was meant', () => {
      const meantWrong: LiteralModelKnowledge = { ...searchIntended, meant: { query: 'pglite', num_results: 50 } };
      const revised = reviseCall(
        call('web_search', "{'query': 'pglite', 'num_results': 50}"),
        'Not JSON; also `num_results` must be at most 20.',
        meantWrong,
      );

      expect(JSON.parse(revised.argumentsText)).toEqual({ query: 'pglite', num_results: 5 });
    });
  });

  describe('the field rule', () => {
    it('sets a differing key the feedback names to its intended value', () => {
      const revised = reviseCall(
        call('web_search', { query: 'pglite', num_results: '5' }),
        '- `num_results`: expected integer',
        searchIntended,
      );

      expect(JSON.parse(revised.argumentsText)).toEqual({ query: 'pglite', num_results: 5 });
    });

    it('adds a missing key the feedback names', () => {
      const revised = reviseCall(call('web_search', { num_results: 5 }), 'query is required', searchIntended);

      expect(JSON.parse(revised.argumentsText)).toEqual({ num_results: 5, query: 'pglite' });
    });

    it('deletes a key the intended call does not have when the feedback names it', () => {
      const revised = reviseCall(
        call('web_search', { q: 'pglite', query: 'pglite', num_results: 5 }),
        'Unrecognized key: "q"',
        searchIntended,
      );

      expect(JSON.parse(revised.argumentsText)).toEqual({ query: 'pglite', num_results: 5 });
    });

    it('fixes only the keys the feedback names, so a rename can lose a value', () => {
      const revised = reviseCall(
        call('web_search', { q: 'pglite', num_results: 5 }),
        'Unrecognized key: "q"',
        searchIntended,
      );

      expect(JSON.parse(revised.argumentsText)).toEqual({ num_results: 5 });
    });

    it('compares values deeply and matches top-level keys only', () => {
      const knowledge: LiteralModelKnowledge = {
        intended: { name: 'create_event', arguments: { start: { dateTime: 'now', timeZone: 'UTC' } } },
      };
      const current = call('create_event', { start: { dateTime: 'now' } });

      expect(reviseCall(current, 'missing `start.timeZone`', knowledge)).toEqual(current);
      expect(JSON.parse(reviseCall(current, '"path": ["start", "timeZone"]', knowledge).argumentsText)).toEqual({
        start: { dateTime: 'now', timeZone: 'UTC' },
      });
    });

    it('applies together with the name rule in one round', () => {
      const revised = reviseCall(
        call('searchWeb', { query: 'pglite', num_results: '5' }),
        'Did you mean `web_search`? Also `num_results`: expected integer.',
        searchIntended,
      );

      expect(revised).toEqual({
        name: 'web_search',
        argumentsText: JSON.stringify({ query: 'pglite', num_results: 5 }),
      });
    });
  });

  describe('when no rule applies', () => {
    it('repeats the call unchanged, byte for byte', () => {
      const current = call('web_search', '{"query":  "pglite", "num_results": "5"}');

      expect(reviseCall(current, 'An error occurred while running the tool. Please try again.', searchIntended))
        .toEqual(current);
    });
  });
});
