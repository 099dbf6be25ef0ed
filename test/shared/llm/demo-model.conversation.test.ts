import { describe, expect, it } from 'vitest';
import { runConversationTurn, type TurnInput, type TurnResult } from '../../../shared/chat/conversation-loop.ts';
import type { TurnEvent } from '../../../shared/chat/turn-event.ts';
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import { createDemoModel } from '../../../shared/llm/demo-model.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import {
  type AnyToolDefinition,
  createMemoryIdempotencyStore,
  createToolExecutor,
  type ToolExecutor,
  type ToolOutcome,
} from '../../../shared/tools/index.ts';
import { demoTools } from './support/demo-tools.ts';

interface DemoTurn {
  readonly result: TurnResult;
  readonly events: TurnEvent[];
}

function executorFor(tools: readonly AnyToolDefinition[]): ToolExecutor {
  return createToolExecutor({
    tools,
    idempotencyStore: createMemoryIdempotencyStore(),
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  });
}

/** One turn of the real conversation loop with the demo model as the only model. */
async function demoTurn(
  userMessage: string,
  options: {
    mistakes: boolean;
    executor: ToolExecutor;
    history?: ChatMessage[];
    stream?: boolean;
    autoResolveNames?: boolean;
  },
): Promise<DemoTurn> {
  const events: TurnEvent[] = [];
  const chain = createModelChain({
    models: [createDemoModel({ mistakes: options.mistakes })],
    sleep: () => Promise.resolve(),
    random: () => 0.5,
  });
  const input: TurnInput = {
    systemPrompt: 'You are Parley, a helpful assistant.',
    history: options.history ?? [],
    userMessage,
    temperature: 0.2,
    autoResolveNames: options.autoResolveNames ?? false,
    maxToolFailures: 3,
    caller: { conversationId: 'conversation-1', userId: 'user-1' },
    stream: options.stream ?? false,
  };
  const result = await runConversationTurn({
    executor: options.executor,
    chain,
    fallbackToolCaller: null,
    emit: (event) => events.push(event),
  }, input);
  return { result, events };
}

function categories(outcomes: readonly ToolOutcome[]): string[] {
  return outcomes.map((outcome) => (outcome.type === 'tool-result' ? 'success' : outcome.category));
}

describe('the demo model in the conversation loop', () => {
  describe('when it makes its realistic mistake', () => {
    it.each([
      [
        'send the meeting notes to ana@example.com',
        'gmail_send_email',
        'needs_input',
        'Done: the email was sent (message id msg_18f2).',
      ],
      [
        'search the web for Deno 2',
        'web_search',
        'not_found',
        'Here is what I found:\n- Deno 2 is out (https://deno.com/blog/v2.0)',
      ],
      [
        "what's the latest news about AI regulation?",
        'news_search',
        'invalid_arguments',
        'Here is what I found:\n- EU passes AI Act (https://news.test/ai-act)',
      ],
      [
        'summarize https://parley.dev/launch',
        'scrape_and_summarize',
        'invalid_arguments',
        'Parley 1.0 (https://parley.dev/launch): The page announces Parley 1.0 and lists its features.',
      ],
      [
        'check my inbox',
        'gmail_read_emails',
        'invalid_arguments',
        'Here is what I found:\n- Invoice #42 — from billing@acme.test\n- Lunch? — from bob@example.com',
      ],
    ])('recovers from it for %j', async (userMessage, toolName, category, reply) => {
      const toolbox = demoTools();

      const { result, events } = await demoTurn(userMessage, { mistakes: true, executor: executorFor(toolbox.tools) });

      expect(categories(result.outcomes)).toEqual([category, 'success']);
      expect(result.outcomes[1]?.resolvedName).toBe(toolName);
      expect(toolbox.received.map((call) => call.name)).toEqual([toolName]);
      expect(result.reply).toBe(reply);
      expect(result.retryRounds).toBe(1);
      expect(result.model).toBe('demo:parley-demo');
      expect(events.filter((event) => event.type === 'retry')).toEqual([{
        type: 'retry',
        round: 1,
        // Announced with the retried call: the name the model calls now, not the one it got wrong.
        tools: [toolName],
      }]);
    });

    it('sends the email to the recipient from the user words once corrected', async () => {
      const toolbox = demoTools();

      await demoTurn('send the meeting notes to ana@example.com', {
        mistakes: true,
        executor: executorFor(toolbox.tools),
      });

      expect(toolbox.received).toEqual([{
        name: 'gmail_send_email',
        input: {
          to: ['ana@example.com'],
          cc: [],
          bcc: [],
          subject: 'Meeting notes',
          body: 'Hi,\n\nSharing the meeting notes, as requested.\n\nBest regards',
        },
      }]);
    });
  });

  describe('when mistakes are off', () => {
    it('gets it right the first time', async () => {
      const toolbox = demoTools();

      const { result } = await demoTurn('news on Tesla today', {
        mistakes: false,
        executor: executorFor(toolbox.tools),
      });

      expect(categories(result.outcomes)).toEqual(['success']);
      expect(toolbox.received).toEqual([{
        name: 'news_search',
        input: { query: 'Tesla', time_range: 'day', num_results: 5 },
      }]);
      expect(result.reply).toBe('Here is what I found:\n- EU passes AI Act (https://news.test/ai-act)');
      expect(result.retryRounds).toBe(0);
    });
  });

  describe('when Gmail is not connected', () => {
    it('relays the question of what to set up, after correcting its mistake', async () => {
      const toolbox = demoTools({ gmailConnected: false });

      const { result } = await demoTurn('send the meeting notes to ana@example.com', {
        mistakes: true,
        executor: executorFor(toolbox.tools),
      });

      expect(categories(result.outcomes)).toEqual(['needs_input', 'not_configured']);
      expect(result.reply).toBe(
        'Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
      );
    });
  });

  describe('when the user did not say whom to send the email to', () => {
    it.each([true, false])('asks them (mistakes %s), and sends it once they answer', async (mistakes) => {
      const toolbox = demoTools();
      const executor = executorFor(toolbox.tools);
      const request = 'send the meeting notes';

      const asked = await demoTurn(request, { mistakes, executor });
      const answered = await demoTurn('ana@example.com', {
        mistakes: false,
        executor,
        history: [{ role: 'user', content: request }, ...asked.result.messages],
      });

      expect(categories(asked.result.outcomes)).toEqual(['needs_input']);
      expect(asked.result.reply).toMatch(/^Who should I send this email to\?/);
      expect(answered.result.reply).toBe('Done: the email was sent (message id msg_18f2).');
      expect(toolbox.received).toEqual([{
        name: 'gmail_send_email',
        input: expect.objectContaining({ to: ['ana@example.com'], subject: 'Meeting notes' }),
      }]);
    });
  });

  describe('when the agent does not offer the tool', () => {
    it('says so without calling anything', async () => {
      const tools = demoTools().tools.filter((tool) => tool.name !== 'gmail_send_email');

      const { result } = await demoTurn('send the meeting notes to ana@example.com', {
        mistakes: true,
        executor: executorFor(tools),
      });

      expect(result.outcomes).toEqual([]);
      expect(result.reply).toBe('I would use gmail_send_email for that, but it is not enabled for this agent.');
    });
  });

  describe('when the turn is streamed', () => {
    it('streams the reply as text deltas', async () => {
      const { result, events } = await demoTurn('search the web for Deno 2', {
        mistakes: true,
        executor: executorFor(demoTools().tools),
        stream: true,
      });

      const streamed = events.flatMap((event) => (event.type === 'text-delta' ? [event.text] : [])).join('');
      expect(streamed).toBe(result.reply);
    });
  });

  describe('when the same email is asked for in two turns of one conversation', () => {
    it('sends it twice: its call ids never repeat, so nothing is taken for a replay', async () => {
      const toolbox = demoTools();
      const executor = executorFor(toolbox.tools);
      const request = 'send the meeting notes to ana@example.com';

      const first = await demoTurn(request, { mistakes: false, executor });
      const second = await demoTurn(request, {
        mistakes: false,
        executor,
        history: [{ role: 'user', content: request }, ...first.result.messages],
      });

      expect(toolbox.received).toHaveLength(2);
      expect(second.result.outcomes[0]?.replayed).toBe(false);
      expect(second.result.reply).toBe('Done: the email was sent (message id msg_18f2).');
    });
  });
});
