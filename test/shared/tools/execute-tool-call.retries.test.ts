import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  defineTool,
  notConfigured,
  type ToolError,
  type ToolHandlerContext,
  transientFailure,
  upstreamFailure,
} from '../../../shared/tools/index.ts';
import { executorLimits } from '../../../shared/tools/limits.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from './support/create-test-executor.ts';

/** A handler that fails with `failures` in turn, then returns 'fresh data'. */
function failingThenOk(...failures: (() => ToolError | Error)[]) {
  let calls = 0;
  return vi.fn((_input: unknown, _context: ToolHandlerContext) => {
    const failure = failures[calls];
    calls += 1;
    if (failure !== undefined) throw failure();
    return 'fresh data';
  });
}

function weatherTool(handler: ReturnType<typeof failingThenOk>, sideEffects = false) {
  return defineTool({
    name: 'lookup_weather',
    description: 'Weather',
    parameters: z.object({ city: z.string() }),
    sideEffects,
    execute: handler,
  });
}

const unavailable = () => upstreamFailure({ status: 503, provider: 'openweather' });

describe('executeToolCall', () => {
  describe('when an idempotent tool fails transiently and then succeeds', () => {
    it('retries inside the executor and returns the result', async () => {
      const handler = failingThenOk(
        unavailable,
        () => transientFailure({ provider: 'openweather', reason: 'network' }),
      );
      const { executor } = createTestExecutor([weatherTool(handler)]);

      const outcome = resultOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' })));

      expect(outcome.output).toBe('fresh data');
      expect(handler).toHaveBeenCalledTimes(3);
    });

    it('counts attempts from the context attempt and keeps the retried failures', async () => {
      const handler = failingThenOk(unavailable, unavailable);
      const { executor } = createTestExecutor([weatherTool(handler)]);

      const outcome = resultOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' }), { attempt: 3 }));

      expect(outcome.attempt).toBe(5);
      expect(outcome.earlierAttempts.map((earlier) => [earlier.attempt, earlier.category])).toEqual([[3, 'transient'], [
        4,
        'transient',
      ]]);
      expect(outcome.earlierAttempts[0]?.detail.status).toBe(503);
      expect(handler.mock.calls.map(([, context]) => context.attempt)).toEqual([3, 4, 5]);
    });

    it('backs off exponentially with full jitter from the injected random', async () => {
      const { executor, sleeps } = createTestExecutor([weatherTool(failingThenOk(unavailable, unavailable))], {
        random: () => 0.5,
      });

      await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' }));

      expect(sleeps).toEqual([
        executorLimits.transientBackoffBaseMs * 0.5,
        executorLimits.transientBackoffBaseMs * 2 * 0.5,
      ]);
    });

    it.each([0, 0.25, 0.999])('keeps every delay below its exponential ceiling for random() = %s', async (random) => {
      const { executor, sleeps } = createTestExecutor([weatherTool(failingThenOk(unavailable, unavailable))], {
        random: () => random,
      });

      await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' }));

      expect(sleeps).toEqual([Math.floor(random * 200), Math.floor(random * 400)]);
    });
  });

  describe('when an idempotent tool keeps failing transiently', () => {
    it(`gives up after ${executorLimits.maxTransientAttempts} tries with a transient failure`, async () => {
      const handler = failingThenOk(unavailable, unavailable, unavailable, unavailable);
      const { executor, sleeps } = createTestExecutor([weatherTool(handler)]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' })));

      expect(handler).toHaveBeenCalledTimes(executorLimits.maxTransientAttempts);
      expect(sleeps).toHaveLength(executorLimits.maxTransientAttempts - 1);
      expect(outcome.category).toBe('transient');
      expect(outcome.attempt).toBe(executorLimits.maxTransientAttempts);
      expect(outcome.earlierAttempts).toHaveLength(executorLimits.maxTransientAttempts - 1);
      expect(outcome.modelMessage).toBe(
        '`lookup_weather` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
      expect(outcome.modelRetry).toBe(false);
    });
  });

  describe('when the upstream sends Retry-After', () => {
    it('waits as long as it asks when that is within the bound', async () => {
      const limited = () => upstreamFailure({ status: 429, provider: 'openweather', retryAfterMs: 1_500 });
      const { executor, sleeps } = createTestExecutor([weatherTool(failingThenOk(limited, limited))]);

      const outcome = await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' }));

      expect(outcome.type).toBe('tool-result');
      expect(sleeps).toEqual([1_500, 1_500]);
    });

    it(`waits no longer than ${executorLimits.transientBackoffMaxMs} ms whatever it asks`, async () => {
      const limited = () => upstreamFailure({ status: 429, provider: 'openweather', retryAfterMs: 60_000 });
      const { executor, sleeps } = createTestExecutor([weatherTool(failingThenOk(limited, limited))]);

      await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' }));

      expect(sleeps).toEqual([executorLimits.transientBackoffMaxMs, executorLimits.transientBackoffMaxMs]);
    });

    it('says the tool is rate limited when it gives up', async () => {
      const limited = () => upstreamFailure({ status: 429, provider: 'openweather', retryAfterMs: 100 });
      const { executor } = createTestExecutor([weatherTool(failingThenOk(limited, limited, limited))]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' })));

      expect(outcome.modelMessage).toContain('(it is rate limited)');
    });
  });

  describe('when a tool with side effects fails transiently', () => {
    it('does not retry it', async () => {
      const handler = failingThenOk(unavailable);
      const { executor, sleeps } = createTestExecutor([weatherTool(handler, true)]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' })));

      expect(handler).toHaveBeenCalledOnce();
      expect(sleeps).toEqual([]);
      expect(outcome.category).toBe('transient');
      expect(outcome.earlierAttempts).toEqual([]);
    });
  });

  describe('when the failure is not transient', () => {
    it.each([
      ['not_configured', () => notConfigured({ provider: 'openweather' })],
      ['internal', () => new Error('boom')],
      ['needs_input', () => upstreamFailure({ status: 400, provider: 'openweather', missingField: 'city' })],
    ])('does not retry %s', async (category, failure) => {
      const handler = failingThenOk(failure);
      const { executor, sleeps } = createTestExecutor([weatherTool(handler)]);

      const outcome = failureOf(await executor.execute(toolCall('lookup_weather', { city: 'Lisbon' })));

      expect(outcome.category).toBe(category);
      expect(handler).toHaveBeenCalledOnce();
      expect(sleeps).toEqual([]);
    });
  });
});
