import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import {
  bodies,
  call,
  guidanceOf,
  modelEvents,
  offeredTools,
  replyOf,
  scenarioTools,
  seedTemperature,
  type ToolRuns,
} from './conversation-loop.fixtures.ts';
import { type ChatTestApp, createChatTestApp, demoUserId } from './support/chat-test-app.ts';
import { readSseEvents } from './support/sse-events.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';

/** The model says nothing on every attempt the chain makes. */
const emptyAnswers = Array.from({ length: llmLimits.maxEmptyAnswersPerModel }, () => ({ text: '' }));

const gmailQuestion =
  'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
const noAnswerReply = 'Sorry — the model returned no answer for this message. Please try again or rephrase it.';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let repairServer: ScriptedOpenAiServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  server = await startScriptedOpenAiServer();
  repairServer = await startScriptedOpenAiServer();
});
afterEach(async () => {
  await server.close();
  await repairServer.close();
});

function appWith(
  options: { gmailConnected?: boolean; environment?: Record<string, string | undefined> } = {},
): { app: ChatTestApp; runs: ToolRuns } {
  const scenario = scenarioTools({ gmailConnected: options.gmailConnected });
  return {
    app: createChatTestApp({
      database,
      server,
      tools: scenario.tools,
      environment: { PARLEY_FALLBACK_TOOL: 'off', ...options.environment },
    }),
    runs: scenario.runs,
  };
}

describe('conversation loop recovery', () => {
  describe('when a tool is not configured', () => {
    const sendCall = call('gmail_send_email', { to: ['ana@example.com'], subject: 'Notes', body: 'Hi' });

    it('opens no retry round and tells the model to have the user set it up', async () => {
      const { app } = appWith({ gmailConnected: false });
      server.enqueue({ toolCalls: [sendCall] }, { text: 'Please connect Gmail first.' });

      const events = await readSseEvents(
        await app.post({ message: 'Send the notes to ana@example.com' }, { stream: true }),
      );

      expect(events.map((event) => event.event)).not.toContain('retry');
      expect(events.find((event) => event.event === 'tool-error')?.data).toMatchObject({
        message: gmailQuestion,
        willRetry: false,
        call: { category: 'not_configured' },
      });
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { reply: 'Please connect Gmail first.' } });
      const second = bodies(server)[1];
      expect(second?.temperature).toBe(seedTemperature);
      const guidance = guidanceOf(second ?? { model: '', messages: [] });
      expect(guidance).toHaveLength(1);
      expect(guidance[0]).toContain('gmail_send_email cannot run until the user sets it up');
      expect(guidance[0]).toContain('tell the user what to set up');
      expect(guidance[0]).not.toMatch(/retry \d of 3/);
    });

    it('takes the tools away when the model calls it again anyway', async () => {
      const { app } = appWith({ gmailConnected: false });
      server.enqueue({ toolCalls: [sendCall] }, {
        toolCalls: [call('gmail_send_email', { to: ['ana@example.com'], subject: 'Notes!', body: 'Hi' })],
      }, ...emptyAnswers);

      const reply = await replyOf(await app.post({ message: 'Send the notes to ana@example.com' }));

      expect(reply.reply).toBe(gmailQuestion.slice('Question: '.length));
      const requests = bodies(server);
      expect(requests).toHaveLength(2 + llmLimits.maxEmptyAnswersPerModel);
      expect(requests[2]?.tools).toBeUndefined();
      expect(guidanceOf(requests[2] ?? { model: '', messages: [] }).at(-1)).toContain(
        'gmail_send_email: it was already stopped for this turn',
      );
      expect(reply.toolCalls.map((summary) => summary.attempt)).toEqual([1, 2]);
    });
  });

  describe('when the model repeats the same failing call', () => {
    it('stops that tool at once, says repeating will not work, and asks for an answer without tools', async () => {
      const { app, runs } = appWith();
      server.enqueue(
        { toolCalls: [call('recent_posts', { count: 5 })] },
        { toolCalls: [call('recent_posts', { count: 5 })] },
        { text: 'I could not list the posts.' },
      );

      const events = await readSseEvents(await app.post({ message: 'Show my 5 latest posts' }, { stream: true }));

      expect(events.filter((event) => event.event === 'retry').map((event) => event.data)).toEqual([{
        type: 'retry',
        round: 1,
        tools: ['recent_posts'],
      }]);
      expect(events.filter((event) => event.event === 'tool-error').map((event) => event.data.willRetry)).toEqual([
        true,
        false,
      ]);
      const requests = bodies(server);
      expect(requests).toHaveLength(3);
      expect(requests.map((body) => body.temperature)).toEqual([seedTemperature, 0.7, seedTemperature]);
      expect(requests[2]?.tools).toBeUndefined();
      const guidance = guidanceOf(requests[2] ?? { model: '', messages: [] }).at(-1) ?? '';
      expect(guidance).toContain('- recent_posts: the same call failed twice; repeating it will not work');
      expect(guidance).toContain('Do not call tools again');
      expect(runs.recent_posts).toBeUndefined();
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { reply: 'I could not list the posts.' } });
    });

    it('treats the same arguments in another key order as the same call', async () => {
      const { app } = appWith();
      server.enqueue(
        { toolCalls: [call('news_search', '{"query":"rates","time_range":"7d"}')] },
        { toolCalls: [call('news_search', '{"time_range":"7d","query":"rates"}')] },
        { text: 'No news.' },
      );

      await replyOf(await app.post({ message: 'News about rates' }));

      expect(bodies(server)[2]?.tools).toBeUndefined();
    });
  });

  describe('when the model answers with nothing', () => {
    it('nudges it at most twice, then replies that the model returned no answer', async () => {
      const { app } = appWith();
      server.respond = (_, index) => (index % 2 === 0 ? { text: '' } : { text: '   ' });

      const reply = await replyOf(await app.post({ message: 'Hello?' }));

      expect(reply.reply).toBe(noAnswerReply);
      const requests = bodies(server);
      // An empty answer is retried once; then the loop nudges. The turn's fourth empty answer
      // is handed back at once, so the second nudge is one call.
      expect(requests.map((body) => guidanceOf(body).length)).toEqual([0, 0, 1, 1, 2]);
      expect(guidanceOf(requests[llmLimits.maxEmptyAnswersPerModel] ?? { model: '', messages: [] })[0]).toContain(
        'Your last answer was empty',
      );
      const stored = await app.messages(reply.conversationId);
      expect(stored.map((message) => [message.role, message.content])).toEqual([['user', 'Hello?'], [
        'assistant',
        noAnswerReply,
      ]]);
    });

    it('takes the answer that comes after a nudge', async () => {
      const { app } = appWith();
      server.enqueue({ text: '' }, { text: 'Hi! How can I help?' });

      const reply = await replyOf(await app.post({ message: 'Hello?' }));

      expect(reply.reply).toBe('Hi! How can I help?');
      expect(bodies(server)).toHaveLength(2);
    });
  });

  describe('when the model keeps making invalid calls to one tool', () => {
    const invalidCalls = ['7d', 'last week', 'past_week'].map((range) => ({
      toolCalls: [call('news_search', { query: 'interest rates', time_range: range })],
    }));
    const repairEnvironment = {
      PARLEY_FALLBACK_TOOL: undefined,
      PARLEY_FALLBACK_TOOL_MODELS: 'openrouter:repair-model',
      OPENROUTER_API_KEY: 'or-test',
    };

    it('asks the tool-fallback model with tool_choice forced to that tool and the failed calls in context', async () => {
      const { app } = appWith({ environment: { ...repairEnvironment, OPENROUTER_BASE_URL: repairServer.baseUrl } });
      server.enqueue(...invalidCalls, { text: 'Here is the news.' });
      repairServer.enqueue({ toolCalls: [call('news_search', { query: 'interest rates', time_range: 'week' })] });

      await replyOf(await app.post({ message: 'News about interest rates this week' }));

      const [repairRequest] = bodies(repairServer);
      expect(bodies(repairServer)).toHaveLength(1);
      expect(repairRequest?.model).toBe('repair-model');
      expect(repairRequest?.tool_choice).toEqual({ type: 'function', function: { name: 'news_search' } });
      expect(offeredTools(repairRequest ?? { model: '', messages: [] })).toEqual(['news_search']);
      const context = repairRequest?.messages.map((message) => message.content ?? '').join('\n') ?? '';
      for (const range of ['7d', 'last week', 'past_week']) expect(context).toContain(`"time_range":"${range}"`);
      expect(context).toContain('`time_range`: must be one of day, week, month');
      expect(context).toContain('News about interest rates this week');
    });

    it('runs the repaired call as if the primary model had made it', async () => {
      const { app, runs } = appWith({
        environment: { ...repairEnvironment, OPENROUTER_BASE_URL: repairServer.baseUrl },
      });
      server.enqueue(...invalidCalls, { text: 'Here is the news.' });
      repairServer.enqueue({
        toolCalls: [call('news_search', { query: 'interest rates', time_range: 'week' }, 'call_repaired')],
      });

      const reply = await replyOf(await app.post({ message: 'News about interest rates this week' }));

      expect(reply.reply).toBe('Here is the news.');
      expect(runs.news_search).toEqual([{ query: 'interest rates', time_range: 'week' }]);
      const requests = bodies(server);
      expect(requests).toHaveLength(4);
      expect(requests[3]?.temperature).toBe(seedTemperature);
      expect(requests[3]?.messages.slice(-2)).toEqual([
        {
          role: 'assistant',
          content: null,
          tool_calls: [{
            id: 'call_repaired',
            type: 'function',
            function: { name: 'news_search', arguments: '{"query":"interest rates","time_range":"week"}' },
          }],
        },
        { role: 'tool', tool_call_id: 'call_repaired', content: expect.stringContaining('Rates unchanged') },
      ]);
      expect(reply.toolCalls.map((summary) => [summary.status, summary.attempt])).toEqual([['error', 1], ['error', 2], [
        'error',
        3,
      ], ['success', 4]]);
      const stored = await app.messages(reply.conversationId);
      expect(
        stored.filter((message) => message.role === 'assistant' && message.toolCalls !== null).at(-1)?.toolCalls?.[0]
          ?.id,
      ).toBe('call_repaired');
    });

    it('reports the switch as a tool fallback and never walks the model chain', async () => {
      const { app } = appWith({ environment: { ...repairEnvironment, OPENROUTER_BASE_URL: repairServer.baseUrl } });
      server.enqueue(...invalidCalls, { text: 'Here is the news.' });
      repairServer.enqueue({ toolCalls: [call('news_search', { query: 'interest rates', time_range: 'week' })] });

      const events = await readSseEvents(
        await app.post({ message: 'News about interest rates this week' }, { stream: true }),
      );
      await app.settled();

      const done = events.at(-1)?.data as { conversationId: string; model: string };
      expect(events.filter((event) => event.event === 'fallback').map((event) => event.data)).toEqual([
        {
          type: 'fallback',
          kind: 'tool',
          fromModel: 'openai:gpt-4o-mini',
          toModel: 'openrouter:repair-model',
          reason: 'invalid_arguments',
        },
      ]);
      expect(done.model).toBe('openai:gpt-4o-mini');
      expect(new Set(bodies(server).map((body) => body.model))).toEqual(new Set(['gpt-4o-mini']));
      const kinds = (await modelEvents(database, done.conversationId)).map((event) => event.kind);
      expect(kinds).toContain('tool_fallback');
      expect(kinds).not.toContain('fallback');
      expect(kinds).not.toContain('error');
    });

    it('does not ask another model when PARLEY_FALLBACK_TOOL is off', async () => {
      const { app, runs } = appWith({
        environment: { ...repairEnvironment, PARLEY_FALLBACK_TOOL: 'off', OPENROUTER_BASE_URL: repairServer.baseUrl },
      });
      server.enqueue(...invalidCalls, {
        toolCalls: [call('news_search', { query: 'interest rates', time_range: 'this week' })],
      }, { text: 'Which time range?' });

      const reply = await replyOf(await app.post({ message: 'News about interest rates this week' }));

      expect(bodies(repairServer)).toHaveLength(0);
      expect(bodies(server)).toHaveLength(5);
      expect(reply.reply).toBe('Which time range?');
      expect(runs.news_search).toBeUndefined();
    });

    it('does not ask another model when the agent turns the fallback tool caller off', async () => {
      const agent = await createAgentsRepository(database.sql).create({
        ownerId: demoUserId,
        name: 'No tool fallback',
        systemPrompt: 'You help.',
        settings: { fallbackTool: false },
        enabledTools: ['news_search'],
      });
      const { app } = appWith({ environment: { ...repairEnvironment, OPENROUTER_BASE_URL: repairServer.baseUrl } });
      server.enqueue(...invalidCalls, {
        toolCalls: [call('news_search', { query: 'interest rates', time_range: 'this week' })],
      }, { text: 'Which time range?' });

      await replyOf(await app.post({ message: 'News about interest rates this week', agentId: agent.id }));

      expect(bodies(repairServer)).toHaveLength(0);
    });

    it('goes on with the primary model when the tool-fallback model fails too', async () => {
      const { app } = appWith({ environment: { ...repairEnvironment, OPENROUTER_BASE_URL: repairServer.baseUrl } });
      server.enqueue(...invalidCalls, {
        toolCalls: [call('news_search', { query: 'interest rates', time_range: 'week' })],
      }, { text: 'Here is the news.' });
      repairServer.respond = () => ({ status: 500, error: { message: 'repair model down' } });

      const reply = await replyOf(await app.post({ message: 'News about interest rates this week' }));

      expect(reply.reply).toBe('Here is the news.');
      expect(bodies(server)[3]?.temperature).toBe(0.7);
      expect(guidanceOf(bodies(server)[3] ?? { model: '', messages: [] }).at(-1)).toContain('Retry 3 of 3');
    });
  });
});
