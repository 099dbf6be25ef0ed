import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ArgumentCoercion, defineTool } from '../../../shared/tools/index.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

function searchTool(handler = vi.fn((_input: unknown) => 'found')) {
  const tool = defineTool({
    name: 'web_search',
    description: 'Search the web',
    parameters: z.object({
      query: z.string().describe('What to search for'),
      limit: z.number().optional(),
      safe: z.boolean().optional(),
      cursor: z.string().nullable().optional(),
    }),
    execute: handler,
  });
  return { tool, handler };
}

describe('executeToolCall', () => {
  describe('when the arguments are almost JSON', () => {
    it.each([
      ['a trailing comma', '{"query": "parley", "limit": 5,}', { query: 'parley', limit: 5 }],
      ['single quotes', "{'query': 'parley', 'limit': 5}", { query: 'parley', limit: 5 }],
      ['a Markdown code fence', '```json\n{"query": "parley"}\n```', { query: 'parley' }],
      ['prose around the object', 'Sure, here are the arguments: {"query": "parley"} Let me know!', {
        query: 'parley',
      }],
      ['Python True and None', '{"query": "parley", "safe": True, "cursor": None}', {
        query: 'parley',
        safe: true,
        cursor: null,
      }],
      ['a missing closing brace after a complete string', '{"query": "parley"', { query: 'parley' }],
    ])('repairs %s exactly and runs the tool', async (_label, raw, expected) => {
      const { tool, handler } = searchTool();
      const { executor } = createTestExecutor([tool]);

      const outcome = resultOf(await executor.execute(toolCall('web_search', raw)));

      expect(handler).toHaveBeenCalledOnce();
      expect(handler.mock.calls[0]?.[0]).toEqual(expected);
      expect(outcome.input).toEqual(expected);
    });

    it('treats an empty string as no arguments for a tool with no required fields', async () => {
      const handler = vi.fn(() => 'page text');
      const tool = defineTool({
        name: 'readPageContent',
        description: 'Read the page',
        parameters: z.object({ selector: z.string().optional() }),
        execute: handler,
      });
      const { executor } = createTestExecutor([tool]);

      const outcome = resultOf(await executor.execute(toolCall('readPageContent', '')));

      expect(outcome.input).toEqual({});
      expect(handler).toHaveBeenCalledOnce();
    });

    it('asks for the required fields when an empty string is sent to a tool that has some', async () => {
      const { tool, handler } = searchTool();
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', '')));

      expect(outcome.category).toBe('needs_input');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when the arguments cannot be repaired without guessing', () => {
    it.each([
      ['cut off in the middle of a string', '{"query": "parl'],
      ['cut off right after a colon', '{"query": "parley", "limit":'],
      ['cut off after the first colon', '{"query":'],
    ])('fails as invalid_arguments saying it is not valid JSON when %s', async (_label, raw) => {
      const { tool, handler } = searchTool();
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', raw)));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('The arguments for `web_search` are not valid JSON');
      expect(outcome.modelRetry).toBe(true);
      expect(outcome.input).toBeNull();
      expect(handler).not.toHaveBeenCalled();
    });

    it('points at the place of the problem in plain malformed text', async () => {
      const { tool } = searchTool();
      const { executor } = createTestExecutor([tool]);

      const outcome = failureOf(await executor.execute(toolCall('web_search', '{"query": "parley"} {"limit": 2}')));

      expect(outcome.modelMessage).toMatch(
        /^The arguments for `web_search` are not valid JSON: unexpected text at character \d+ near `.+`\. Send one JSON object\.$/,
      );
    });
  });

  describe('when the arguments fail the schema', () => {
    const searchFlights = defineTool({
      name: 'search_flights',
      description: 'Search flights',
      parameters: z.object({
        from: z.string().length(3).describe('IATA airport code'),
        passengers: z.number().int().min(1),
        cabin: z.enum(['economy', 'premium', 'business', 'first']),
        filters: z.object({ max_stops: z.number() }),
        notify: z.array(z.email()).optional(),
      }),
      execute: () => 'ok',
    });

    it('lists one line per problem with path, expected and received', async () => {
      const { executor } = createTestExecutor([searchFlights]);

      const outcome = failureOf(
        await executor.execute(toolCall('search_flights', {
          from: 'LIS',
          passengers: 0,
          cabin: 'economy',
          filters: { max_stops: 'two' },
          notify: ['ada@example.com', 'not-an-address'],
        })),
      );

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toBe([
        'Invalid arguments for `search_flights`:',
        '- `passengers`: expected number ≥ 1, received number 0',
        '- `filters.max_stops` (in `filters`): expected number, received string "two"',
        '- `notify[1]`: expected email address, received string "not-an-address"',
        'Fix these and call `search_flights` again.',
      ].join('\n'));
      expect(outcome.field).toBe('passengers');
    });

    it('lists the allowed values of an enum', async () => {
      const { executor } = createTestExecutor([searchFlights]);

      const outcome = failureOf(
        await executor.execute(
          toolCall('search_flights', { from: 'LIS', passengers: 1, cabin: 'luxury', filters: { max_stops: 0 } }),
        ),
      );

      expect(outcome.modelMessage).toContain(
        '- `cabin`: must be one of economy, premium, business, first; received string "luxury"',
      );
    });

    it('names a missing parameter with its description', async () => {
      const { executor } = createTestExecutor([searchFlights]);

      const outcome = failureOf(
        await executor.execute(
          toolCall('search_flights', { passengers: 'two', cabin: 'first', filters: { max_stops: 0 } }),
        ),
      );

      expect(outcome.modelMessage).toContain('- `from`: required, missing (IATA airport code)');
      expect(outcome.modelMessage).toContain('- `passengers`: expected number, received string "two"');
    });

    it('reports a value that is not an object as a whole', async () => {
      const { executor } = createTestExecutor([searchFlights]);

      const outcome = failureOf(await executor.execute(toolCall('search_flights', '["LIS", "OPO"]')));

      expect(outcome.modelMessage).toContain('- arguments must be a JSON object of parameters; received array');
    });

    it('names `count`, the expected string and the received number for recent_posts({count: 5})', async () => {
      const recentPosts = defineTool({
        name: 'recent_posts',
        description: 'Recent posts',
        parameters: z.object({ count: z.string() }),
        execute: () => [],
      });
      const { executor } = createTestExecutor([recentPosts]);

      const outcome = failureOf(await executor.execute(toolCall('recent_posts', { count: 5 })));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `count`: expected string, received number 5');
    });
  });

  describe('when the model uses a parameter name the tool does not declare', () => {
    const sendEmail = defineTool({
      name: 'send_email',
      description: 'Send an email',
      parameters: z.object({
        to: z.string().describe('Recipient email address'),
        subject: z.string(),
        body: z.string(),
      }),
      execute: () => 'sent',
    });
    const translate = defineTool({
      name: 'translate_text',
      description: 'Translate text',
      parameters: z.object({
        text: z.string(),
        target_language: z.string().describe('Language code to translate into'),
      }),
      execute: () => 'bonjour',
    });

    it('suggests `to` for `recipient`', async () => {
      const { executor } = createTestExecutor([sendEmail]);

      const outcome = failureOf(
        await executor.execute(toolCall('send_email', { recipient: 'ada@example.com', subject: 'Hi', body: 'Hello' })),
      );

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `recipient`: unknown parameter; did you mean `to`?');
      expect(outcome.modelMessage).toContain('- `to`: required, missing (Recipient email address)');
    });

    it('suggests `target_language` for `targetLanguage`', async () => {
      const { executor } = createTestExecutor([translate]);

      const outcome = failureOf(
        await executor.execute(toolCall('translate_text', { text: 'hello', targetLanguage: 'fr' })),
      );

      expect(outcome.modelMessage).toContain('- `targetLanguage`: unknown parameter; did you mean `target_language`?');
    });

    it('reports every unknown key of a strict schema', async () => {
      const strict = defineTool({
        name: 'set_config',
        description: 'Config',
        parameters: z.strictObject({ region: z.string() }),
        execute: () => 'ok',
      });
      const { executor } = createTestExecutor([strict]);

      const outcome = failureOf(await executor.execute(toolCall('set_config', { region: 'eu', verbose: true })));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `verbose`: unknown parameter');
    });

    it('reports an unknown key named like an Object.prototype member (`constructor`) in a strict schema', async () => {
      const strict = defineTool({
        name: 'set_config',
        description: 'Config',
        parameters: z.strictObject({ region: z.string() }),
        execute: () => 'ok',
      });
      const { executor } = createTestExecutor([strict]);

      const outcome = failureOf(await executor.execute(toolCall('set_config', { region: 'eu', constructor: 'x' })));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `constructor`: unknown parameter');
    });
  });

  describe('when coercion is configured on the tool', () => {
    const parameters = z.object({
      count: z.number(),
      label: z.string(),
      verbose: z.boolean(),
      tags: z.array(z.string()),
    });
    const sent = { count: '5', label: 7, verbose: 'true', tags: 'urgent' };
    const toolWith = (coercion: ArgumentCoercion | undefined) =>
      defineTool({ name: 'list_items', description: 'List items', parameters, coercion, execute: (input) => input });

    it('coerces nothing by default', async () => {
      const { executor } = createTestExecutor([toolWith(undefined)]);

      const outcome = failureOf(await executor.execute(toolCall('list_items', sent)));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `count`: expected number, received string "5"');
    });

    it('applies every opted-in coercion', async () => {
      const { executor } = createTestExecutor([toolWith({ numbers: true, booleans: true, arrays: true })]);

      const outcome = resultOf(await executor.execute(toolCall('list_items', sent)));

      expect(outcome.output).toEqual({ count: 5, label: '7', verbose: true, tags: ['urgent'] });
    });

    it.each([
      ['numbers', { numbers: true }, { count: '5', label: 7, verbose: true, tags: ['urgent'] }, {
        count: 5,
        label: '7',
        verbose: true,
        tags: ['urgent'],
      }],
      ['booleans', { booleans: true }, { count: 5, label: 'x', verbose: 'false', tags: ['urgent'] }, {
        count: 5,
        label: 'x',
        verbose: false,
        tags: ['urgent'],
      }],
      ['arrays', { arrays: true }, { count: 5, label: 'x', verbose: true, tags: 'urgent' }, {
        count: 5,
        label: 'x',
        verbose: true,
        tags: ['urgent'],
      }],
    ])('applies only %s when only that is opted in', async (_kind, coercion, input, expected) => {
      const { executor } = createTestExecutor([toolWith(coercion)]);

      expect(resultOf(await executor.execute(toolCall('list_items', input))).output).toEqual(expected);
      expect(failureOf(await executor.execute(toolCall('list_items', sent))).category).toBe('invalid_arguments');
    });

    it('does not turn text that is not a number into one', async () => {
      const { executor } = createTestExecutor([toolWith({ numbers: true })]);

      const outcome = failureOf(
        await executor.execute(toolCall('list_items', { count: 'five', label: 'x', verbose: true, tags: [] })),
      );

      expect(outcome.modelMessage).toContain('- `count`: expected number, received string "five"');
    });
  });

  describe('when a nested object gets a key it does not declare', () => {
    const createNote = defineTool({
      name: 'create_note',
      description: 'Create a note',
      parameters: z.object({
        body: z.string(),
        links: z.strictObject({ personIds: z.array(z.string()).optional(), teamIds: z.array(z.string()).optional() })
          .optional(),
      }),
      execute: (input) => input,
    });

    it('is an argument error naming the object, the key and the key meant, not an empty question', async () => {
      const { executor } = createTestExecutor([createNote]);

      const outcome = failureOf(
        await executor.execute(toolCall('create_note', { body: 'hi', links: { personId: 'p1' } })),
      );

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain(
        '- `links`: unknown key `personId`; did you mean `personIds` (array of strings)?',
      );
      expect(outcome.modelMessage).not.toContain('missing .');
    });
  });

  describe('when an unknown key is a slip for a declared key and extra keys are allowed', () => {
    const readFile = defineTool({
      name: 'read_file',
      description: 'Read a file',
      parameters: z.looseObject({ path: z.string(), encoding: z.enum(['utf8', 'base64']).optional() }),
      execute: vi.fn((input: unknown) => input),
    });

    it('does not run the tool without what the model asked for', async () => {
      const { executor } = createTestExecutor([readFile]);

      const outcome = failureOf(await executor.execute(toolCall('read_file', { path: '/img.png', encode: 'base64' })));

      expect(readFile.execute).not.toHaveBeenCalled();
      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `encode`: unknown parameter; did you mean `encoding`?');
    });

    it('still runs with an unrelated extra key', async () => {
      const { executor } = createTestExecutor([readFile]);

      expect(resultOf(await executor.execute(toolCall('read_file', { path: '/img.png', reason: 'look' }))).output)
        .toEqual({ path: '/img.png', reason: 'look' });
    });
  });

  describe('when repaired JSON holds a value of the wrong type', () => {
    const search = defineTool({
      name: 'docs_search',
      description: 'Search',
      parameters: z.object({ query: z.string(), max_results: z.number().int().optional() }),
      execute: () => 'found',
    });

    it('names both the JSON and the value in one message', async () => {
      const { executor } = createTestExecutor([search]);

      const outcome = failureOf(await executor.execute(toolCall('docs_search', '{"query": "x", "max_results": "7"')));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.modelMessage).toContain('- `max_results`: expected number, received string "7"');
      expect(outcome.modelMessage).toContain('JSON');
    });

    it('names the value problems of the complete part of cut-off JSON in the same message', async () => {
      const { executor } = createTestExecutor([search]);

      const outcome = failureOf(await executor.execute(toolCall('docs_search', '{"max_results": "7", "query": "x')));

      expect(outcome.modelMessage).toContain('stop in the middle of a value');
      expect(outcome.modelMessage).toContain('- `max_results`: expected number, received string "7"');
      expect(outcome.modelMessage).not.toContain('`query`');
    });
  });
});
