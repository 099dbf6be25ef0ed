import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, resultOf, toolCall } from '../../tools/support/create-test-executor.ts';
import {
  type ProviderStandIns,
  searchExecutor,
  startProviderStandIns,
  userId,
  validKeys,
} from './support/search-test-setup.ts';

const caller = { caller: { userId } };

describe('createSearchActions: parameters', () => {
  let standIns: ProviderStandIns;
  beforeAll(async () => {
    standIns = await startProviderStandIns();
  });
  beforeEach(() => standIns.reset());
  afterAll(() => standIns.close());

  const run = (name: string, args: string | Record<string, unknown>) =>
    searchExecutor(standIns, { serper: validKeys.serper }).executor.execute(toolCall(name, args), caller);

  describe('when the query is left out', () => {
    it.each(['web_search', 'news_search'])('%s asks what to search for', async (name) => {
      const failure = failureOf(await run(name, {}));

      expect(failure.category).toBe('needs_input');
      expect(failure.modelMessage.split('\n')[0]).toBe('Question: What would you like me to search for?');
      expect(standIns.serper.requests).toHaveLength(0);
    });
  });

  describe('when the query is blank', () => {
    it('asks what to search for, without calling a provider', async () => {
      const failure = failureOf(await run('web_search', { query: '   ' }));

      expect([failure.category, failure.field, failure.modelMessage]).toEqual([
        'needs_input',
        'query',
        'Question: What would you like me to search for?',
      ]);
      expect(standIns.serper.requests).toHaveLength(0);
    });
  });

  describe('when num_results is out of range or not a whole number', () => {
    it.each([0, 11, 2.5, 'many'])('refuses %s, naming the allowed range', async (value) => {
      const failure = failureOf(await run('web_search', { query: 'tides', num_results: value }));

      expect(failure.category).toBe('invalid_arguments');
      expect(failure.modelMessage).toContain('`num_results`');
    });
  });

  describe('when num_results comes as a numeric string', () => {
    it('is read as a number', async () => {
      resultOf(await run('web_search', { query: 'tides', num_results: '3' }));

      expect(JSON.parse(standIns.serper.requests[0]?.body ?? '')).toEqual({ q: 'tides', num: 3 });
    });
  });

  describe('when defaults apply', () => {
    it('asks for 5 web results', async () => {
      resultOf(await run('web_search', { query: 'tides' }));

      expect(JSON.parse(standIns.serper.requests[0]?.body ?? '')).toEqual({ q: 'tides', num: 5 });
    });

    it('searches news of the past week', async () => {
      const result = resultOf(await run('news_search', { query: 'tides' }));

      expect(JSON.parse(standIns.serper.requests[0]?.body ?? '')).toEqual({ q: 'tides', num: 5, tbs: 'qdr:w' });
      expect(result.output).toMatchObject({ query: 'tides', provider: 'serper', time_range: 'week' });
    });
  });

  describe('when time_range is not day, week or month', () => {
    it('lists the allowed values', async () => {
      const failure = failureOf(await run('news_search', { query: 'tides', time_range: 'year' }));

      expect(failure.category).toBe('invalid_arguments');
      expect(failure.modelMessage).toContain('`time_range`: must be one of day, week, month; received string "year"');
    });
  });

  describe('when scrape_and_summarize gets no urls', () => {
    it('asks which page to read', async () => {
      const failure = failureOf(await run('scrape_and_summarize', { focus: 'prices' }));

      expect(failure.category).toBe('needs_input');
      expect(failure.modelMessage.split('\n')[0]).toBe(
        'Question: Which web page should I read? Please provide its URL.',
      );
    });
  });

  describe('when scrape_and_summarize gets unusable urls', () => {
    it.each([
      ['an empty list', []],
      ['six addresses', Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`)],
      ['an ftp address', ['ftp://example.com/file.txt']],
      ['text that is not an address', ['the tides article']],
    ])('refuses %s', async (_label, urls) => {
      const failure = failureOf(await run('scrape_and_summarize', { urls }));

      expect(failure.category).toBe('invalid_arguments');
      expect(failure.modelMessage).toMatch(/`urls/);
    });
  });

  describe('when the action name is unknown', () => {
    it('names the actions there are', async () => {
      const failure = failureOf(await run('image_search', { query: 'tides' }));

      expect(failure.category).toBe('not_found');
      expect(failure.modelMessage).toMatch(/web_search/);
      expect(failure.modelMessage).toMatch(/news_search/);
      expect(failure.modelMessage).toMatch(/scrape_and_summarize/);
    });
  });

  describe('when the model sees the tools', () => {
    it('shows described parameters with their bounds and defaults', () => {
      const { executor } = searchExecutor(standIns, {});
      const [web, news, scrape] = executor.registry.modelSpecs();

      expect(web?.function.parameters).toMatchObject({
        required: ['query'],
        properties: {
          query: { type: 'string', description: expect.any(String) },
          num_results: { type: 'integer', minimum: 1, maximum: 10, default: 5 },
        },
      });
      expect(news?.function.parameters).toMatchObject({
        properties: { time_range: { enum: ['day', 'week', 'month'], default: 'week' } },
      });
      expect(scrape?.function.parameters).toMatchObject({
        required: ['urls'],
        properties: { urls: { type: 'array', minItems: 1, maxItems: 5 } },
      });
    });
  });
});
