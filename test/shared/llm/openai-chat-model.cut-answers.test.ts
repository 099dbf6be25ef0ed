import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

describe('createOpenAiChatModel with a cut-off answer', () => {
  describe('when a stream ends without finish_reason', () => {
    it('fails as transient instead of answering with the text so far', async () => {
      openAi.server().enqueue({ text: 'This is the whole answer.', cut: true });
      const deltas: string[] = [];

      const error = await failureOf(openAi.model().generate(request, { onTextDelta: (text) => deltas.push(text) }));

      expect(error).toMatchObject({
        kind: 'transient',
        providerMessage: 'the stream ended before the model finished its answer',
      });
      expect(deltas.join('')).toBe('This is the whole answer.');
    });

    it('never returns the cut-off tool call', async () => {
      openAi.server().enqueue({
        toolCalls: [{ name: 'send_email', arguments: '{"to":"a@b.test","body":"Hel' }],
        cut: true,
      });

      const error = await failureOf(openAi.model().generate({ ...request, tools: [] }, { onTextDelta: () => {} }));

      expect(error.kind).toBe('transient');
    });
  });

  describe('when a non-streamed body is cut off', () => {
    it('fails as transient', async () => {
      openAi.server().enqueue({ text: 'Hello there', cut: true });

      const error = await failureOf(openAi.model().generate(request));

      expect(error).toMatchObject({ kind: 'transient' });
    });
  });

  describe('when a non-streamed 200 body is not JSON', () => {
    it('fails as transient', async () => {
      openAi.server().enqueue({ invalidJson: true });

      const error = await failureOf(openAi.model().generate(request));

      expect(error).toMatchObject({
        kind: 'transient',
        providerMessage: 'the response body was cut off or is not JSON',
      });
    });
  });

  describe('when the provider hangs', () => {
    it('gives up after the call timeout the caller asks for, as a timeout', async () => {
      openAi.server().enqueue({ hang: true });

      const error = await failureOf(openAi.model().generate(request, { timeoutMs: 50 }));

      expect(error).toMatchObject({ kind: 'transient', timedOut: true, providerMessage: 'request timed out' });
    });

    it('gives up a stream whose first chunk does not come within the first-response timeout', async () => {
      openAi.server().enqueue({ hang: true });

      const error = await failureOf(
        openAi.model({ firstResponseTimeoutMs: 50 }).generate(request, { onTextDelta: () => {} }),
      );

      expect(error).toMatchObject({ kind: 'transient', timedOut: true });
      expect(error.providerMessage).toMatch(/^no answer within/);
    });

    it('gives up a non-streamed call whose headers do not come within the first-response timeout', async () => {
      openAi.server().enqueue({ hang: true });

      const error = await failureOf(
        openAi.model({ firstResponseTimeoutMs: 50, timeoutMs: 2_000 }).generate(request),
      );

      expect(error).toMatchObject({ kind: 'transient', timedOut: true });
      expect(error.providerMessage).toMatch(/^no answer within/);
    });

    it('bounds the body of a non-streamed answer whose headers came by the call timeout, not the first-response one', async () => {
      openAi.server().enqueue({ hangAfterHeaders: true });

      const error = await failureOf(
        openAi.model({ firstResponseTimeoutMs: 1_000, timeoutMs: 1_500 }).generate(request),
      );

      expect(error).toMatchObject({ kind: 'transient', timedOut: true, providerMessage: 'request timed out' });
    });
  });
});
