import { describe, expect, it } from 'vitest';
import { createFallbackToolCaller, type FailedToolCall } from '../../../shared/llm/fallback-tool-caller.ts';
import { ToolRegistry } from '../../../shared/tools/index.ts';
import { demoTools } from './support/demo-tools.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';
import { recordingLogger } from './support/recording-logger.ts';

const openAi = useScriptedOpenAi();
const specs = new ToolRegistry(demoTools().tools).modelSpecs();
const sendEmail = specs.find((spec) => spec.function.name === 'gmail_send_email');
if (sendEmail === undefined) throw new Error('gmail_send_email is missing from the demo tools.');

const userMessage = 'Send the Q3 report to ana@example.com';
const failedCalls: FailedToolCall[] = [
  {
    call: { id: 'call_1', name: 'gmail_send_email', arguments: '{"to":"ana@example","subject":"Q3"}' },
    feedback: 'Invalid arguments for `gmail_send_email`:\n- `to`: expected array, received string',
  },
  {
    call: { id: 'call_2', name: 'gmail_send_email', arguments: '{"to":["ana"],"subject":"Q3"}' },
    feedback: 'Invalid arguments for `gmail_send_email`:\n- `to.0`: expected email',
  },
  {
    call: { id: 'call_3', name: 'gmail_send_email', arguments: '{"recipient":"ana@example.com"}' },
    feedback: 'Invalid arguments for `gmail_send_email`:\n- `recipient`: unknown parameter',
  },
];
const validArguments = '{"to":["ana@example.com"],"subject":"Q3 report","body":"Hi Ana, here is the Q3 report."}';

function caller(options: { logger?: ReturnType<typeof recordingLogger> } = {}) {
  return createFallbackToolCaller({
    models: [
      openAi.model({ id: 'openai:gpt-4.1', model: 'gpt-4.1' }),
      openAi.model({ id: 'groq:llama-3.3-70b-versatile', model: 'llama-3.3-70b-versatile' }),
    ],
    logger: options.logger,
  });
}

describe('createFallbackToolCaller', () => {
  describe('when the first tool-fallback model makes the call', () => {
    it('returns its call and the model that made it, asking no other model', async () => {
      openAi.server().enqueue({ toolCalls: [{ id: 'call_fix', name: 'gmail_send_email', arguments: validArguments }] });

      const repaired = await caller().repair({ tool: sendEmail, failedCalls, userMessage });

      expect(repaired).toEqual({
        call: { id: 'call_fix', name: 'gmail_send_email', arguments: validArguments },
        model: 'openai:gpt-4.1',
      });
      expect(openAi.server().requests).toHaveLength(1);
    });

    it('forces the tool, offers only that tool, and gives the failed calls and their errors as context', async () => {
      openAi.server().enqueue({ toolCalls: [{ name: 'gmail_send_email', arguments: validArguments }] });

      await caller().repair({ tool: sendEmail, failedCalls, userMessage });

      const body = openAi.server().requests[0]?.body;
      expect(body?.model).toBe('gpt-4.1');
      expect(body?.tools).toEqual([sendEmail]);
      expect(body?.tool_choice).toEqual({ type: 'function', function: { name: 'gmail_send_email' } });
      expect(body?.temperature).toBe(0);
      const prompt = body?.messages.map((message) => message.content).join('\n') ?? '';
      expect(prompt).toContain(`The user asked: ${userMessage}`);
      for (const failed of failedCalls) {
        expect(prompt).toContain(failed.call.arguments);
        expect(prompt).toContain(failed.feedback);
      }
      expect(prompt).toContain('do not invent values');
    });
  });

  describe('when a model answers without a call to that tool', () => {
    it('asks the next model', async () => {
      openAi.server().enqueue(
        { text: 'I cannot do that.' },
        {
          toolCalls: [{ id: 'call_other', name: 'web_search', arguments: '{"query":"x"}' }, {
            id: 'call_fix',
            name: 'gmail_send_email',
            arguments: validArguments,
          }],
        },
      );

      const repaired = await caller().repair({ tool: sendEmail, failedCalls, userMessage });

      expect(repaired).toEqual({
        call: { id: 'call_fix', name: 'gmail_send_email', arguments: validArguments },
        model: 'groq:llama-3.3-70b-versatile',
      });
      expect(openAi.server().requests.map((request) => request.body.model)).toEqual([
        'gpt-4.1',
        'llama-3.3-70b-versatile',
      ]);
    });
  });

  describe('when a model fails', () => {
    it('logs it and asks the next model', async () => {
      const logger = recordingLogger();
      openAi.server().enqueue({ status: 503, error: { message: 'overloaded' } }, {
        toolCalls: [{ id: 'call_fix', name: 'gmail_send_email', arguments: validArguments }],
      });

      const repaired = await caller({ logger }).repair({ tool: sendEmail, failedCalls, userMessage });

      expect(repaired?.model).toBe('groq:llama-3.3-70b-versatile');
      expect(logger.lines).toEqual([{
        level: 'warn',
        event: 'tool-fallback-model-failed',
        fields: { model: 'openai:gpt-4.1', kind: 'transient', status: 503 },
      }]);
    });
  });

  describe('when no model makes the call', () => {
    it('is null after asking each model once', async () => {
      openAi.server().enqueue({ text: 'no' }, { status: 401, error: { message: 'bad key' } });

      expect(await caller().repair({ tool: sendEmail, failedCalls, userMessage })).toBeNull();
      expect(openAi.server().requests).toHaveLength(2);
    });

    it('is null with no tool-fallback models at all', async () => {
      expect(await createFallbackToolCaller({ models: [] }).repair({ tool: sendEmail, failedCalls, userMessage }))
        .toBeNull();
    });
  });

  describe('when the turn is cancelled', () => {
    it('is null without asking further models', async () => {
      expect(await caller().repair({ tool: sendEmail, failedCalls, userMessage, signal: AbortSignal.abort() }))
        .toBeNull();
      expect(openAi.server().requests).toHaveLength(0);
    });
  });
});
