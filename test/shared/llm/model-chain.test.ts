import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';
import { AllModelsFailedError, createModelChain } from '../../../shared/llm/model-chain.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { testChain } from './support/chain-fixture.ts';
import { modelFailure, scriptedModel } from './support/scripted-model.ts';

const request: ModelRequest = {
  messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Hi' }],
  tools: [],
};

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => {
    throw new Error('Expected the call to fail.');
  }, (error: unknown) => error);
}

describe('createModelChain', () => {
  describe('when a model fails transiently and then answers', () => {
    it('retries the same model with exponential backoff and full jitter', async () => {
      const flaky = scriptedModel('openai:gpt-4o-mini', [
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 503 }),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 502 }),
        modelFailure('openai:gpt-4o-mini', 'transient'),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 500 }),
        { text: 'Hello' },
      ]);
      const { chain, sleeps } = testChain([flaky], { maxModelFailures: 5 });

      const result = await chain.generate(request);

      expect(result.response.text).toBe('Hello');
      expect(result.model.id).toBe('openai:gpt-4o-mini');
      // Ceilings 500, 1000, 2000, 4000 ms; the jitter draws 0.5 of each.
      expect(sleeps).toEqual([250, 500, 1000, 2000]);
      expect(flaky.requests).toHaveLength(5);
      expect(flaky.requests.every((sent) => sent === request)).toBe(true);
    });

    it('never sleeps longer than the backoff bound', async () => {
      const failures = Array.from(
        { length: 7 },
        () => modelFailure('openai:gpt-4o-mini', 'transient', { status: 503 }),
      );
      const { chain, sleeps } = testChain([scriptedModel('openai:gpt-4o-mini', failures)], {
        maxModelFailures: 8,
        random: () => 0.999,
      });

      await chain.generate(request);

      expect(sleeps).toEqual([499, 999, 1998, 3996, 7992, 7992, 7992]);
      expect(Math.max(...sleeps)).toBeLessThanOrEqual(llmLimits.backoffMaxMs);
    });
  });

  describe('when the provider says how long to wait', () => {
    it('waits at least Retry-After, within the backoff bound', async () => {
      const model = scriptedModel('openai:gpt-4o-mini', [
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 429, retryAfterMs: 3000 }),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 429, retryAfterMs: llmLimits.backoffMaxMs }),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 429, retryAfterMs: 100 }),
      ]);
      const { chain, sleeps, events } = testChain([model], { maxModelFailures: 4 });

      await chain.generate(request);

      expect(sleeps).toEqual([3000, llmLimits.backoffMaxMs, 1000]);
      expect(events.filter((event) => event.kind === 'retry')).toEqual([
        { kind: 'retry', model: 'openai:gpt-4o-mini', delayMs: 3000, reason: 'transient', status: 429 },
        { kind: 'retry', model: 'openai:gpt-4o-mini', delayMs: 8000, reason: 'transient', status: 429 },
        { kind: 'retry', model: 'openai:gpt-4o-mini', delayMs: 1000, reason: 'transient', status: 429 },
      ]);
    });
  });

  describe('when one model fails maxModelFailures times in a row', () => {
    it('moves to the next model, keeps the request, and stays there for later calls', async () => {
      const primary = scriptedModel(
        'openai:gpt-4o-mini',
        Array.from({ length: 3 }, () => modelFailure('openai:gpt-4o-mini', 'transient', { status: 503 })),
      );
      const backup = scriptedModel('groq:llama-3.3-70b-versatile', [{ text: 'From Groq' }, { text: 'Still Groq' }]);
      const { chain, sleeps, events } = testChain([primary, backup]);

      const first = await chain.generate(request);
      const second = await chain.generate(request);

      expect(first.model.id).toBe('groq:llama-3.3-70b-versatile');
      expect(first.response.text).toBe('From Groq');
      expect(second.response.text).toBe('Still Groq');
      expect(chain.current.id).toBe('groq:llama-3.3-70b-versatile');
      expect(primary.requests).toHaveLength(3);
      expect(backup.requests).toEqual([request, request]);
      expect(sleeps).toEqual([250, 500]);
      expect(events.map((event) => event.kind)).toEqual(['error', 'retry', 'error', 'retry', 'error', 'fallback']);
      expect(events.at(-1)).toEqual({
        kind: 'fallback',
        fromModel: 'openai:gpt-4o-mini',
        toModel: 'groq:llama-3.3-70b-versatile',
        reason: 'transient',
        status: 503,
      });
    });

    it('counts the agent setting instead of the default', async () => {
      const primary = scriptedModel('openai:gpt-4o-mini', [modelFailure('openai:gpt-4o-mini', 'transient'), {
        text: 'never asked',
      }]);
      const backup = scriptedModel('groq:llama-3.3-70b-versatile');
      const { chain, sleeps } = testChain([primary, backup], { maxModelFailures: 1 });

      expect((await chain.generate(request)).model.id).toBe('groq:llama-3.3-70b-versatile');
      expect(sleeps).toEqual([]);
    });
  });

  describe('when a model fails in a way a retry cannot fix', () => {
    it.each(
      [
        ['auth', 401],
        ['not_found', 404],
        ['bad_request', 400],
        ['unknown', undefined],
      ] as const,
    )('moves on at once after %s', async (kind, status) => {
      const primary = scriptedModel('openai:gpt-4o-mini', [modelFailure('openai:gpt-4o-mini', kind, { status })]);
      const backup = scriptedModel('openrouter:openai/gpt-4o-mini', [{ text: 'ok' }]);
      const { chain, sleeps, events } = testChain([primary, backup]);

      const result = await chain.generate(request);

      expect(result.model.id).toBe('openrouter:openai/gpt-4o-mini');
      expect(primary.requests).toHaveLength(1);
      expect(sleeps).toEqual([]);
      expect(events).toEqual([
        { kind: 'error', model: 'openai:gpt-4o-mini', reason: kind, status },
        {
          kind: 'fallback',
          fromModel: 'openai:gpt-4o-mini',
          toModel: 'openrouter:openai/gpt-4o-mini',
          reason: kind,
          status,
        },
      ]);
    });
  });

  describe('when every model fails', () => {
    it('throws AllModelsFailedError whose original is the first error', async () => {
      const primary = scriptedModel('openai:gpt-4o-mini', [
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 503, message: 'The server is overloaded' }),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 502 }),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 500 }),
      ]);
      const backup = scriptedModel('groq:llama-3.3-70b-versatile', [
        modelFailure('groq:llama-3.3-70b-versatile', 'auth', { status: 401, message: 'Invalid API Key' }),
      ]);
      const { chain } = testChain([primary, backup]);

      const error = await rejectionOf(chain.generate(request));

      expect(error).toBeInstanceOf(AllModelsFailedError);
      const failure = error as AllModelsFailedError;
      expect(failure.original).toMatchObject({
        status: 503,
        providerMessage: 'The server is overloaded',
        model: 'openai:gpt-4o-mini',
      });
      expect(failure.tried).toEqual(['openai:gpt-4o-mini', 'groq:llama-3.3-70b-versatile']);
      expect(failure.message).toContain('The server is overloaded');
    });

    it('does not report an error from an earlier call that a retry got past', async () => {
      const primary = scriptedModel('openai:gpt-4o-mini', [
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 429, message: 'Rate limited, earlier' }),
        { text: 'first answer' },
        modelFailure('openai:gpt-4o-mini', 'bad_request', { status: 400, message: 'Invalid message order' }),
      ]);
      const { chain } = testChain([primary]);
      await chain.generate(request);

      const error = await rejectionOf(chain.generate(request));

      expect((error as AllModelsFailedError).original).toMatchObject({
        status: 400,
        providerMessage: 'Invalid message order',
      });
    });
  });

  describe('when the call is cancelled', () => {
    it('propagates at once, without retry, fallback or events', async () => {
      const cancelled = new ModelError({
        kind: 'cancelled',
        model: 'openai:gpt-4o-mini',
        providerMessage: 'cancelled',
      });
      const primary = scriptedModel('openai:gpt-4o-mini', [cancelled]);
      const backup = scriptedModel('groq:llama-3.3-70b-versatile');
      const { chain, sleeps, events } = testChain([primary, backup]);

      expect(await rejectionOf(chain.generate(request))).toBe(cancelled);
      expect(backup.requests).toEqual([]);
      expect(sleeps).toEqual([]);
      expect(events).toEqual([]);
    });

    it('reports any failure after the signal aborted as cancelled', async () => {
      const controller = new AbortController();
      const primary = scriptedModel('openai:gpt-4o-mini', [
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 503 }),
      ]);
      const generate = primary.generate.bind(primary);
      const aborting = {
        ...primary,
        generate: (...parameters: Parameters<typeof generate>) => {
          controller.abort();
          return generate(...parameters);
        },
      };
      const { chain, sleeps } = testChain([aborting]);

      const error = await rejectionOf(chain.generate(request, { signal: controller.signal }));

      expect(error).toMatchObject({ name: 'ModelError', kind: 'cancelled' });
      expect(sleeps).toEqual([]);
    });

    it('does not ask again when the signal aborts during the backoff sleep', async () => {
      const controller = new AbortController();
      const primary = scriptedModel('openai:gpt-4o-mini', [
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 503 }),
      ]);
      const { chain } = testChain([primary], { sleep: () => Promise.resolve(controller.abort()) });

      const error = await rejectionOf(chain.generate(request, { signal: controller.signal }));

      expect(error).toMatchObject({ kind: 'cancelled' });
      expect(primary.requests).toHaveLength(1);
    });
  });

  describe('when called with streaming options', () => {
    it('passes the signal and the text callback to the model', async () => {
      const model = scriptedModel('openai:gpt-4o-mini');
      const { chain } = testChain([model]);
      const signal = new AbortController().signal;
      const onTextDelta = () => {};

      await chain.generate(request, { signal, onTextDelta });

      expect(model.callOptions[0]).toMatchObject({ signal, onTextDelta });
    });
  });

  describe('when built without models', () => {
    it('refuses', () => {
      expect(() => createModelChain({ models: [], sleep: () => Promise.resolve(), random: () => 0 })).toThrow(
        'at least one model',
      );
    });
  });
});
