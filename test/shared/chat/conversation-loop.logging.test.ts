import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { call, replyOf, scenarioTools } from './conversation-loop.fixtures.ts';
import { type ChatTestApp, createChatTestApp } from './support/chat-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  server = await startScriptedOpenAiServer();
});
afterEach(async () => {
  await server.close();
});

function appWith(options: { webSearchOutages?: number } = {}): ChatTestApp {
  return createChatTestApp({
    database,
    server,
    tools: scenarioTools(options).tools,
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
  });
}

describe('conversation loop logging', () => {
  describe('when the provider names a call with a huge id', () => {
    it('logs the attempt under a short id instead of failing the insert on the index', async () => {
      const app = appWith();
      // Random, so no compression fits it into an index row (a B-tree row holds about 2.7 KB).
      const hugeId = randomBytes(10_000).toString('hex');
      server.enqueue(
        { toolCalls: [call('sequential-thinking__sequentialthinking', { thought: 'Plan' }, hugeId)] },
        { text: 'Planned.' },
      );

      const reply = await replyOf(await app.post({ message: 'Plan my week' }));
      await app.settled();

      const rows = await app.toolExecutions(reply.conversationId);
      expect(rows.map((row) => [row.toolCallId, row.status])).toEqual([['call_1', 'success']]);
    });
  });

  describe('when a call fails and the retry succeeds', () => {
    it('writes one tool_executions row per attempt, numbered 1, 2', async () => {
      const app = appWith();
      server.enqueue(
        { toolCalls: [call('sequential-thinking', { thought: 'Plan' }, 'call_a')] },
        { toolCalls: [call('sequential-thinking__sequentialthinking', { thought: 'Plan' }, 'call_b')] },
        { text: 'Planned.' },
      );

      const reply = await replyOf(await app.post({ message: 'Plan my week' }));
      await app.settled();

      const rows = await app.toolExecutions(reply.conversationId);
      expect(
        rows.map((
          row,
        ) => [
          row.toolCallId,
          row.requestedToolName,
          row.resolvedToolName,
          row.status,
          row.category,
          row.attempt,
          row.retryRequested,
        ]),
      ).toEqual([
        ['call_a', 'sequential-thinking', null, 'error', 'not_found', 1, true],
        [
          'call_b',
          'sequential-thinking__sequentialthinking',
          'sequential-thinking__sequentialthinking',
          'success',
          null,
          2,
          false,
        ],
      ]);
      expect(rows.every((row) => row.model === 'openai:gpt-4o-mini' && row.source === 'chat')).toBe(true);
    });

    it('stores the assistant calls and tool results in order, each result after its call', async () => {
      const app = appWith();
      server.enqueue(
        { toolCalls: [call('sequential-thinking', { thought: 'Plan' }, 'call_a')] },
        {
          text: 'Let me fix that.',
          toolCalls: [call('sequential-thinking__sequentialthinking', { thought: 'Plan' }, 'call_b')],
        },
        { text: 'Planned.' },
      );

      const reply = await replyOf(await app.post({ message: 'Plan my week' }));

      const stored = await app.messages(reply.conversationId);
      expect(
        stored.map((message) => [
          message.role,
          message.toolCalls?.map((toolCall) => toolCall.id) ?? message.toolCallId ?? message.content,
        ]),
      ).toEqual([
        ['user', 'Plan my week'],
        ['assistant', ['call_a']],
        ['tool', 'call_a'],
        ['assistant', ['call_b']],
        ['tool', 'call_b'],
        ['assistant', 'Planned.'],
      ]);
      expect(stored[3]?.content).toBe('Let me fix that.');
      expect(
        stored.filter((message) => message.role === 'assistant').every((message) =>
          message.model === 'openai:gpt-4o-mini'
        ),
      ).toBe(true);
    });
  });

  describe('when the executor retries a flaky tool within one call', () => {
    it('writes a row for the failed try and one for the success, with rising attempt numbers', async () => {
      const app = appWith({ webSearchOutages: 1 });
      server.enqueue({ toolCalls: [call('web_search', { query: 'deno 2' }, 'call_s')] }, { text: 'Found it.' });

      const reply = await replyOf(await app.post({ message: 'Search the web for Deno 2' }));
      await app.settled();

      const rows = await app.toolExecutions(reply.conversationId);
      expect(rows.map((row) => [row.toolCallId, row.status, row.category, row.attempt])).toEqual([
        ['call_s', 'error', 'transient', 1],
        ['call_s', 'success', null, 2],
      ]);
      expect(reply.toolCalls.map((summary) => [summary.id, summary.status, summary.attempt])).toEqual([[
        'call_s',
        'success',
        2,
      ]]);
    });
  });

  describe('when a turn makes several calls at once over several rounds', () => {
    it('logs every attempt of the turn, the retried ones one number higher', async () => {
      const app = appWith();
      server.enqueue(
        { toolCalls: [call('web_search', { query: 'rates' }, 'call_1'), call('recent_posts', { count: 2 }, 'call_2')] },
        { toolCalls: [call('recent_posts', { count: '2' }, 'call_3')] },
        { toolCalls: [call('news_search', { query: 'rates', time_range: 'week' }, 'call_4')] },
        { text: 'All done.' },
      );

      const reply = await replyOf(await app.post({ message: 'Search rates, list 2 posts, then the news' }));
      await app.settled();

      const rows = await app.toolExecutions(reply.conversationId);
      expect(rows.map((row) => [row.toolCallId, row.status, row.attempt]).sort()).toEqual([
        ['call_1', 'success', 1],
        ['call_2', 'error', 1],
        ['call_3', 'success', 2],
        ['call_4', 'success', 1],
      ]);
      expect(reply.toolCalls.map((summary) => summary.id)).toEqual(['call_1', 'call_2', 'call_3', 'call_4']);
      const stored = await app.messages(reply.conversationId);
      expect(stored.filter((message) => message.role === 'tool').map((message) => message.toolCallId)).toEqual([
        'call_1',
        'call_2',
        'call_3',
        'call_4',
      ]);
    });
  });
});
