import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import {
  bodies,
  call,
  guidanceOf,
  offeredTools,
  replyOf,
  scenarioTools,
  seedTemperature,
  type ToolRuns,
} from './conversation-loop.fixtures.ts';
import { type ChatTestApp, createChatTestApp } from './support/chat-test-app.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';

/** The model says nothing on every attempt the chain makes. */
const emptyAnswers = Array.from({ length: llmLimits.maxEmptyAnswersPerModel }, () => ({ text: '' }));

const recipientQuestion = 'Question: Who should I send this email to? Please provide the recipient email address.';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
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
  const scenario = scenarioTools();
  runs = scenario.runs;
  // The fallback tool caller has its own tests; here the primary model fixes its calls.
  app = createChatTestApp({ database, server, tools: scenario.tools, environment: { PARLEY_FALLBACK_TOOL: 'off' } });
});
afterEach(async () => {
  await server.close();
});

describe('chat handler scenarios', () => {
  describe('when the model calls a tool by a name that does not exist', () => {
    beforeEach(() => {
      server.enqueue(
        { toolCalls: [call('sequential-thinking', { thought: 'Plan the trip' })] },
        { toolCalls: [call('sequential-thinking__sequentialthinking', { thought: 'Plan the trip' })] },
        { text: 'I thought it through.' },
      );
    });

    it('tells the model the real name and runs the corrected call', async () => {
      const reply = await replyOf(await app.post({ message: 'Think about my trip' }));

      expect(reply.reply).toBe('I thought it through.');
      expect(runs['sequential-thinking__sequentialthinking']).toEqual([{ thought: 'Plan the trip' }]);
      const feedback = bodies(server)[1]?.messages.find((message) => message.role === 'tool')?.content ?? '';
      expect(feedback).toContain('Tool `sequential-thinking` is not available.');
      expect(feedback).toContain('Did you mean `sequential-thinking__sequentialthinking`');
      expect(reply.toolCalls.map(({ name, status, category, attempt }) => ({ name, status, category, attempt })))
        .toEqual([
          { name: 'sequential-thinking', status: 'error', category: 'not_found', attempt: 1 },
          { name: 'sequential-thinking__sequentialthinking', status: 'success', category: undefined, attempt: 2 },
        ]);
    });

    it('asks the first time at the base temperature, the retry at 0.7 and the answer at the base again', async () => {
      await replyOf(await app.post({ message: 'Think about my trip' }));

      expect(bodies(server).map((body) => body.temperature)).toEqual([seedTemperature, 0.7, seedTemperature]);
    });

    it('adds one short guidance message saying the round, after the tool message', async () => {
      await replyOf(await app.post({ message: 'Think about my trip' }));

      const guidance = guidanceOf(bodies(server)[1] ?? { model: '', messages: [] });
      expect(guidance).toEqual(['Retry 1 of 3.']);
      expect(bodies(server)[1]?.messages.at(-1)).toEqual({ role: 'system', content: guidance[0] });
      expect(bodies(server)[1]?.messages.at(-2)).toMatchObject({
        role: 'tool',
        content: expect.stringContaining('Did you mean `sequential-thinking__sequentialthinking`'),
      });
    });
  });

  describe('when the model sends an argument of the wrong type', () => {
    beforeEach(() => {
      server.enqueue(
        { toolCalls: [call('recent_posts', { count: 5 })] },
        { toolCalls: [call('recent_posts', { count: '5' })] },
        { text: 'Here are your posts.' },
      );
    });

    it('shows the field, the expected and the received type, and runs the fixed call', async () => {
      const reply = await replyOf(await app.post({ message: 'Show my 5 latest posts' }));

      expect(reply.reply).toBe('Here are your posts.');
      expect(runs.recent_posts).toEqual([{ count: '5' }]);
      const second = bodies(server)[1];
      expect(second?.messages.find((message) => message.role === 'tool')?.content).toContain(
        '- `count`: expected string, received number',
      );
      expect(guidanceOf(second ?? { model: '', messages: [] })).toEqual(['Retry 1 of 3.']);
      expect(second?.temperature).toBe(0.7);
    });
  });

  describe('when the model sends an email without a recipient the user gave', () => {
    beforeEach(() => {
      server.enqueue(
        { toolCalls: [call('gmail_send_email', { subject: 'Meeting notes', body: 'Here are the notes.' })] },
        {
          toolCalls: [
            call('gmail_send_email', {
              to: ['ana@example.com'],
              subject: 'Meeting notes',
              body: 'Here are the notes.',
            }),
          ],
        },
        { text: 'Sent the notes to ana@example.com.' },
      );
    });

    it('asks the model the recipient question, and the fixed call sends exactly one email', async () => {
      const reply = await replyOf(await app.post({ message: 'Send the meeting notes to ana@example.com' }));

      expect(reply.reply).toBe('Sent the notes to ana@example.com.');
      expect(runs.gmail_send_email).toEqual([{
        to: ['ana@example.com'],
        subject: 'Meeting notes',
        body: 'Here are the notes.',
      }]);
      const second = bodies(server)[1];
      expect(second?.messages.find((message) => message.role === 'tool')?.content).toMatch(
        new RegExp(`^${recipientQuestion.replace(/[?.]/g, '\\$&')}`),
      );
      expect(guidanceOf(second ?? { model: '', messages: [] })).toEqual([
        'Retry 1 of 3.\nAsk the user what a Question needs; never invent it.',
      ]);
    });
  });

  describe('when the model keeps failing and the user never said the recipient', () => {
    const failingCall = (index: number) =>
      call('gmail_send_email', { subject: `Leak report ${index}`, body: 'The kitchen tap leaks.' });

    beforeEach(() => {
      server.enqueue(
        { toolCalls: [failingCall(1)] },
        { toolCalls: [failingCall(2)] },
        { toolCalls: [failingCall(3)] },
        { toolCalls: [failingCall(4)] },
      );
    });

    it('allows exactly three retry rounds, then asks once more without tools', async () => {
      server.enqueue({ text: 'Who is your landlord? I need their email address.' });

      const reply = await replyOf(await app.post({ message: 'Email my landlord about the leak' }));

      expect(reply.reply).toBe('Who is your landlord? I need their email address.');
      const requests = bodies(server);
      expect(requests).toHaveLength(5);
      expect(requests.map((body) => body.temperature)).toEqual([seedTemperature, 0.7, 0.7, 0.7, seedTemperature]);
      expect(requests.map((body) => offeredTools(body)?.length ?? 0).slice(0, 4).every((count) => count === 6)).toBe(
        true,
      );
      expect(requests[4]?.tools).toBeUndefined();
      expect(requests[4]?.tool_choice).toBeUndefined();
      expect(runs.gmail_send_email).toBeUndefined();
    });

    it('adds exactly one guidance message per round, the last one saying tools are over', async () => {
      server.enqueue({ text: 'Who should I send it to?' });

      await replyOf(await app.post({ message: 'Email my landlord about the leak' }));

      const requests = bodies(server);
      expect(requests.map((body) => guidanceOf(body).length)).toEqual([0, 1, 2, 3, 4]);
      const guidance = guidanceOf(requests[4] ?? { model: '', messages: [] });
      expect(guidance.slice(0, 3).map((text) => /Retry (\d) of 3/.exec(text)?.[1])).toEqual(['1', '2', '3']);
      expect(guidance[3]).toContain('all 3 retry rounds are used up');
      expect(guidance[3]).toContain('Do not call tools again');
    });

    it('replies with the last question when the model then says nothing', async () => {
      server.enqueue(...emptyAnswers);

      const reply = await replyOf(await app.post({ message: 'Email my landlord about the leak' }));

      // The user reads the question itself; "Question:" is the model's marker.
      expect(reply.reply).toBe(recipientQuestion.slice('Question: '.length));
      // The empty answer is retried as a failed attempt before the question ends the turn.
      expect(bodies(server)).toHaveLength(4 + llmLimits.maxEmptyAnswersPerModel);
      expect(reply.toolCalls.map((summary) => [summary.category, summary.attempt])).toEqual([
        ['needs_input', 1],
        ['needs_input', 2],
        ['needs_input', 3],
        ['needs_input', 4],
      ]);
    });

    it('stores the question as the reply, after every call and result', async () => {
      server.enqueue(...emptyAnswers);

      const reply = await replyOf(await app.post({ message: 'Email my landlord about the leak' }));

      const stored = await app.messages(reply.conversationId);
      expect(stored.map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
      ]);
      expect(stored.at(-1)?.content).toBe(recipientQuestion.slice('Question: '.length));
    });
  });

  describe('when two tools fail in the same round', () => {
    beforeEach(() => {
      server.enqueue(
        { toolCalls: [call('recent_posts', { count: 3 }), call('news_search', { query: 'rates', time_range: '7d' })] },
        {
          toolCalls: [
            call('recent_posts', { count: '3' }),
            call('news_search', { query: 'rates', time_range: 'week' }),
          ],
        },
        { text: 'Here you go.' },
      );
    });

    it('adds one guidance message for both failed tools, and counts one round', async () => {
      const reply = await replyOf(await app.post({ message: 'My 3 latest posts and news about rates this week' }));

      expect(reply.reply).toBe('Here you go.');
      const guidance = guidanceOf(bodies(server)[1] ?? { model: '', messages: [] });
      expect(guidance).toEqual(['Retry 1 of 3.']);
      expect(runs.news_search).toEqual([{ query: 'rates', time_range: 'week' }]);
      expect(runs.recent_posts).toEqual([{ count: '3' }]);
    });
  });
});
