import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import { type Agent, createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import { createConversationsRepository } from '../../../shared/db/repositories/conversations-repository.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { bodies, call, modelEvents, replyOf, scenarioTools, type ToolRuns } from './conversation-loop.fixtures.ts';
import { type ChatTestApp, createChatTestApp, defaultAgentId, demoUserId } from './support/chat-test-app.ts';
import { readSseEvents } from './support/sse-events.ts';

const serverError = {
  status: 500,
  error: { message: 'The server had an error while processing your request.', type: 'server_error' },
} as const;
const contextTooLong = {
  status: 400,
  error: {
    message: "This model's maximum context length is 128000 tokens.",
    type: 'invalid_request_error',
    code: 'context_length_exceeded',
  },
} as const;

const earlierTurns: ChatMessage[] = [
  { role: 'user', content: 'What is Deno?' },
  { role: 'assistant', content: 'A JavaScript runtime.' },
  { role: 'user', content: 'And Supabase?' },
  { role: 'assistant', content: 'A Postgres platform.' },
];

function byJson(left: unknown, right: unknown): number {
  return JSON.stringify(left).localeCompare(JSON.stringify(right));
}

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let fallbackServer: ScriptedOpenAiServer;
let app: ChatTestApp;
let runs: ToolRuns;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  server = await startScriptedOpenAiServer();
  fallbackServer = await startScriptedOpenAiServer();
  const scenario = scenarioTools();
  runs = scenario.runs;
  app = createChatTestApp({
    database,
    server,
    tools: scenario.tools,
    environment: {
      PARLEY_FALLBACK_TOOL: 'off',
      OPENROUTER_API_KEY: 'or-test',
      OPENROUTER_BASE_URL: fallbackServer.baseUrl,
    },
  });
});
afterEach(async () => {
  await server.close();
  await fallbackServer.close();
});

/** An agent of the demo user with its own model chain: a Groq model (no key: skipped)
 * between the primary and an OpenRouter fallback. */
function createChainAgent(): Promise<Agent> {
  return createAgentsRepository(database.sql).create({
    ownerId: demoUserId,
    name: 'Chain agent',
    systemPrompt: 'You are a careful assistant.',
    model: 'openai:gpt-primary',
    fallbackModels: ['groq:llama-3.3-70b-versatile', 'openrouter:fallback-model'],
    enabledTools: ['web_search'],
  });
}

async function conversationWith(history: readonly ChatMessage[], agentId = defaultAgentId): Promise<string> {
  const conversations = createConversationsRepository(database.sql);
  const conversation = await conversations.create({ agentId, userId: demoUserId, title: 'Earlier' });
  await conversations.appendMessages(conversation.id, history, { storeId: crypto.randomUUID() });
  return conversation.id;
}

describe('conversation loop and the model chain', () => {
  describe('when the model answers with a transient error and Retry-After', () => {
    it('waits what Retry-After asks, then answers', async () => {
      server.enqueue({
        status: 429,
        error: { message: 'Rate limit reached', type: 'requests' },
        headers: { 'retry-after': '3' },
      }, { text: 'Hello!' });

      const reply = await replyOf(await app.post({ message: 'Hi' }));
      await app.settled();

      expect(reply.reply).toBe('Hello!');
      expect(app.sleeps).toEqual([3000]);
      expect(bodies(server)).toHaveLength(2);
      expect(bodies(server)[1]).toEqual(bodies(server)[0]);
      const events = (await modelEvents(database, reply.conversationId)).filter((event) =>
        event.kind === 'error' || event.kind === 'retry'
      );
      expect(events.map((event) => [event.kind, event.statusCode]).sort(byJson)).toEqual([['error', 429], [
        'retry',
        429,
      ]]);
      expect(events.find((event) => event.kind === 'retry')?.reason).toContain('waited 3000 ms');
    });

    it('moves to the fallback model at once when Retry-After asks for longer than the backoff bound', async () => {
      server.enqueue({ status: 503, error: { message: 'Overloaded' }, headers: { 'retry-after': '120' } }, {
        text: 'never asked',
      });
      fallbackServer.enqueue({ text: 'Hello from the fallback!' });

      const reply = await replyOf(await app.post({ message: 'Hi' }));

      expect(reply.reply).toBe('Hello from the fallback!');
      expect(app.sleeps).toEqual([]);
      expect(bodies(server)).toHaveLength(1);
    });

    it('retries a dropped connection with backoff', async () => {
      server.enqueue({ dropConnection: true }, { text: 'Hello!' });

      const reply = await replyOf(await app.post({ message: 'Hi' }));

      expect(reply.reply).toBe('Hello!');
      expect(app.sleeps).toEqual([250]);
    });
  });

  describe('when the primary model keeps failing', () => {
    it('skips the model without a key and moves to the fallback with the same conversation', async () => {
      const agent = await createChainAgent();
      server.enqueue({ toolCalls: [call('web_search', { query: 'deno 2' })] }, serverError, serverError, serverError);
      fallbackServer.enqueue({ text: 'Deno 2 is out.' });

      const reply = await replyOf(await app.post({ message: 'Search the web for Deno 2', agentId: agent.id }));

      expect(reply.reply).toBe('Deno 2 is out.');
      expect(reply.model).toBe('openrouter:fallback-model');
      expect(runs.web_search).toEqual([{ query: 'deno 2' }]);
      const primary = bodies(server);
      expect(primary.map((body) => body.model)).toEqual(['gpt-primary', 'gpt-primary', 'gpt-primary', 'gpt-primary']);
      const [fallback] = bodies(fallbackServer);
      expect(bodies(fallbackServer)).toHaveLength(1);
      expect(fallback?.model).toBe('fallback-model');
      expect(fallback?.messages).toEqual(primary[3]?.messages);
      expect(fallback?.tools).toEqual(primary[3]?.tools);
      expect(fallback?.temperature).toBe(primary[3]?.temperature);
      expect(fallback?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'tool']);
      expect(app.sleeps).toEqual([250, 500]);
    });

    it('logs the skipped model, every failure, the retries and the switch', async () => {
      const agent = await createChainAgent();
      server.enqueue(serverError, serverError, serverError);
      fallbackServer.enqueue({ text: 'Hello from the fallback.' });

      const reply = await replyOf(await app.post({ message: 'Hi', agentId: agent.id }));
      await app.settled();

      // Rows of one request share a timestamp, so the table keeps no order among them.
      const events = await modelEvents(database, reply.conversationId);
      expect(events.map((event) => [event.kind, event.fromModel, event.toModel, event.statusCode]).sort(byJson))
        .toEqual([
          ['skipped', 'groq:llama-3.3-70b-versatile', null, null],
          ['error', 'openai:gpt-primary', null, 500],
          ['retry', 'openai:gpt-primary', 'openai:gpt-primary', 500],
          ['error', 'openai:gpt-primary', null, 500],
          ['retry', 'openai:gpt-primary', 'openai:gpt-primary', 500],
          ['error', 'openai:gpt-primary', null, 500],
          ['fallback', 'openai:gpt-primary', 'openrouter:fallback-model', 500],
        ].sort(byJson));
      expect(events.find((event) => event.kind === 'skipped')?.reason).toContain('GROQ_API_KEY');
      expect(
        app.logs.some((entry) =>
          entry.event === 'model-skipped' && entry.fields.model === 'groq:llama-3.3-70b-versatile'
        ),
      ).toBe(true);
    });

    it('streams a fallback event before the fallback model answers', async () => {
      const agent = await createChainAgent();
      server.enqueue(serverError, serverError, serverError);
      fallbackServer.enqueue({ text: 'Hello from the fallback.' });

      const events = await readSseEvents(await app.post({ message: 'Hi', agentId: agent.id }, { stream: true }));

      const fallbackAt = events.findIndex((event) => event.event === 'fallback');
      expect(events[fallbackAt]?.data).toMatchObject({
        kind: 'model',
        fromModel: 'openai:gpt-primary',
        toModel: 'openrouter:fallback-model',
      });
      expect(events.findIndex((event) => event.event === 'text-delta')).toBeGreaterThan(fallbackAt);
      expect(events.at(-1)).toMatchObject({
        event: 'done',
        data: { reply: 'Hello from the fallback.', model: 'openrouter:fallback-model' },
      });
    });
  });

  describe('when the history is longer than the context window', () => {
    it('drops the oldest turn and keeps the system prompt and the current message', async () => {
      const conversationId = await conversationWith(earlierTurns);
      server.enqueue(contextTooLong, { text: 'Both are tools for the web.' });

      const reply = await replyOf(await app.post({ message: 'Compare them', conversationId }));
      await app.settled();

      expect(reply.reply).toBe('Both are tools for the web.');
      const [first, second] = bodies(server);
      expect(first?.messages.map((message) => message.content)).toEqual([
        expect.stringContaining("Parley's demo assistant"),
        'What is Deno?',
        'A JavaScript runtime.',
        'And Supabase?',
        'A Postgres platform.',
        'Compare them',
      ]);
      expect(second?.messages).toEqual([first?.messages[0], ...(first?.messages.slice(3) ?? [])]);
      const shrinks = (await modelEvents(database, conversationId)).filter((event) => event.kind === 'context_shrink');
      expect(shrinks.map((event) => event.reason)).toEqual(['dropped 2 history messages']);
      const stored = await app.messages(conversationId);
      expect(stored.map((message) => message.content)).toEqual([
        ...earlierTurns.map((message) => message.content),
        'Compare them',
        'Both are tools for the web.',
      ]);
    });

    it('keeps the current turn’s tool calls and results when it shrinks mid-turn', async () => {
      const conversationId = await conversationWith(earlierTurns.slice(0, 2));
      server.enqueue({ toolCalls: [call('web_search', { query: 'deno 2' }, 'call_search')] }, contextTooLong, {
        text: 'Deno 2 is out.',
      });

      const reply = await replyOf(await app.post({ message: 'Search the web for Deno 2', conversationId }));

      expect(reply.reply).toBe('Deno 2 is out.');
      const requests = bodies(server);
      expect(requests.map((body) => body.messages.length)).toEqual([4, 6, 4]);
      expect(requests[2]?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'tool']);
      expect(requests[2]?.messages[1]?.content).toBe('Search the web for Deno 2');
      expect(requests[2]?.messages[3]?.tool_call_id).toBe('call_search');
    });
  });

  describe('when every model fails', () => {
    it("answers 502 and keeps the user's message, nothing else of the turn", async () => {
      const agent = await createChainAgent();
      const conversationId = await conversationWith(earlierTurns, agent.id);
      server.respond = () => serverError;
      fallbackServer.respond = () => ({ status: 503, error: { message: 'Fallback overloaded' } });

      const response = await app.post({ message: 'Hi', conversationId });
      await app.settled();

      expect(response.status).toBe(502);
      expect(bodies(server)).toHaveLength(3);
      expect(bodies(fallbackServer)).toHaveLength(3);
      expect((await app.messages(conversationId)).map((message) => message.content)).toEqual([
        ...earlierTurns.map((message) => message.content),
        'Hi',
      ]);
      expect(await app.toolExecutions(conversationId)).toEqual([]);
    });

    it('keeps the tool calls the turn made before the models failed, in the history and the log', async () => {
      const agent = await createChainAgent();
      const conversationId = await conversationWith(earlierTurns, agent.id);
      server.enqueue({ toolCalls: [call('web_search', { query: 'deno 2' }, 'call_search')] });
      server.respond = () => serverError;
      fallbackServer.respond = () => serverError;

      const response = await app.post({ message: 'Search the web for Deno 2', conversationId });
      await app.settled();

      expect(response.status).toBe(502);
      const stored = await app.messages(conversationId);
      expect(stored.slice(0, earlierTurns.length).map((message) => message.content)).toEqual(
        earlierTurns.map((message) => message.content),
      );
      // A tool that acted (here a search; in general an email sent) stays in the history, so
      // a retry in this conversation knows about it.
      expect(stored.slice(earlierTurns.length).map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
      const rows = await app.toolExecutions(conversationId);
      expect(rows.map((row) => [row.toolCallId, row.status, row.attempt])).toEqual([['call_search', 'success', 1]]);
    });
  });
});
