import type { RoundEnd } from '../../../shared/tools/create-tool-executor.ts';
import type { ToolOutcome } from '../../../shared/tools/tool-outcome.ts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { abortableSleep, defineTool, type ToolHandlerContext } from '../../../shared/tools/index.ts';
import { executorLimits } from '../../../shared/tools/limits.ts';
import {
  createTestExecutor,
  deferred,
  failureOf,
  resultOf,
  toolCall,
  untilAborted,
} from './support/create-test-executor.ts';

/** The outcomes of a round that ran (these rounds have no consent step). */
function ranOutcomes(round: RoundEnd): readonly ToolOutcome[] {
  if (round.kind !== 'ran') throw new Error('the round awaits approval');
  return round.outcomes;
}

/** A tool that records how many of its calls run at once; each waits `delay` ms. */
function concurrencyProbe() {
  let inFlight = 0;
  const probe = { maxInFlight: 0, started: [] as number[] };
  const tool = defineTool({
    name: 'fetch_page',
    description: 'Fetch a page',
    parameters: z.object({ index: z.number(), delay: z.number() }),
    execute: async ({ index, delay }) => {
      inFlight += 1;
      probe.maxInFlight = Math.max(probe.maxInFlight, inFlight);
      probe.started.push(index);
      await new Promise((resolve) => setTimeout(resolve, delay));
      inFlight -= 1;
      return `page ${index}`;
    },
  });
  return { tool, probe };
}

const pageCalls = (delays: readonly number[]) =>
  delays.map((delay, index) => toolCall('fetch_page', { index, delay }, `call_${index}`));

describe('createToolExecutor', () => {
  describe('when a turn has several calls', () => {
    it('runs at most maxConcurrentCalls of them at once', async () => {
      const { tool, probe } = concurrencyProbe();
      const { executor } = createTestExecutor([tool], { maxConcurrentCalls: 2 });

      await executor.executeAll(pageCalls([15, 5, 10, 5, 15, 5]));

      expect(probe.maxInFlight).toBe(2);
      expect(probe.started).toHaveLength(6);
    });

    it(`runs up to ${executorLimits.maxConcurrentCalls} at once by default`, async () => {
      const { tool, probe } = concurrencyProbe();
      const { executor } = createTestExecutor([tool]);

      await executor.executeAll(pageCalls(Array.from({ length: 10 }, () => 5)));

      expect(probe.maxInFlight).toBe(executorLimits.maxConcurrentCalls);
    });

    it('really runs them concurrently', async () => {
      const gate = deferred<void>();
      let started = 0;
      const tool = defineTool({
        name: 'fetch_page',
        description: 'Fetch a page',
        parameters: z.object({}),
        execute: async () => {
          started += 1;
          if (started === 3) gate.resolve();
          await gate.promise;
          return 'page';
        },
      });
      const { executor } = createTestExecutor([tool], { maxConcurrentCalls: 3 });

      const outcomes = ranOutcomes(
        await executor.executeAll([1, 2, 3].map((index) => toolCall('fetch_page', {}, `call_${index}`))),
      );

      expect(outcomes.map((outcome) => outcome.type)).toEqual(['tool-result', 'tool-result', 'tool-result']);
    }, 2_000);

    it('returns the outcomes in call order whatever order they finish in', async () => {
      const { tool } = concurrencyProbe();
      const { executor } = createTestExecutor([tool], { maxConcurrentCalls: 3 });

      const outcomes = ranOutcomes(await executor.executeAll(pageCalls([30, 1, 15, 1, 20])));

      expect(outcomes.map((outcome) => outcome.toolCallId)).toEqual(['call_0', 'call_1', 'call_2', 'call_3', 'call_4']);
      expect(outcomes.map((outcome) => resultOf(outcome).output)).toEqual([
        'page 0',
        'page 1',
        'page 2',
        'page 3',
        'page 4',
      ]);
    });

    it('keeps a failing call from affecting the others', async () => {
      const { tool } = concurrencyProbe();
      const { executor } = createTestExecutor([tool]);

      const outcomes = ranOutcomes(
        await executor.executeAll([
          toolCall('fetch_page', { index: 0, delay: 1 }, 'a'),
          toolCall('fetch_pgae', {}, 'b'),
        ]),
      );

      expect(outcomes.map((outcome) => outcome.type)).toEqual(['tool-result', 'tool-error']);
    });

    it('returns an empty list for no calls', async () => {
      const { tool } = concurrencyProbe();
      const { executor } = createTestExecutor([tool]);

      expect(ranOutcomes(await executor.executeAll([]))).toEqual([]);
    });

    it('takes a context per call', async () => {
      const handler = vi.fn((_input: unknown, context: ToolHandlerContext) => context.attempt);
      const tool = defineTool({ name: 'fetch_page', description: 'Fetch', parameters: z.object({}), execute: handler });
      const { executor } = createTestExecutor([tool]);

      const outcomes = ranOutcomes(
        await executor.executeAll(
          [toolCall('fetch_page', {}, 'a'), toolCall('fetch_page', {}, 'b')],
          (call) => ({ attempt: call.id === 'a' ? 1 : 2 }),
        ),
      );

      expect(outcomes.map((outcome) => resultOf(outcome).output)).toEqual([1, 2]);
    });
  });

  describe('when the turn is cancelled during executeAll', () => {
    it('cancels every running call', async () => {
      const controller = new AbortController();
      const tool = defineTool({
        name: 'fetch_page',
        description: 'Fetch',
        parameters: z.object({}),
        timeoutMs: 10_000,
        execute: (_input, { signal }) => untilAborted(signal),
      });
      const { executor } = createTestExecutor([tool]);
      setTimeout(() => controller.abort(), 5);

      const outcomes = ranOutcomes(
        await executor.executeAll(
          [1, 2, 3].map((index) => toolCall('fetch_page', {}, `call_${index}`)),
          { signal: controller.signal },
        ),
      );

      expect(outcomes.map((outcome) => failureOf(outcome).detail.message)).toEqual(
        Array(3).fill('The turn was cancelled while the tool ran.'),
      );
    });
  });

  describe('when given a list of tools with a duplicate name', () => {
    it('refuses to build', () => {
      const tool = defineTool({
        name: 'fetch_page',
        description: 'Fetch',
        parameters: z.object({}),
        execute: () => 'page',
      });

      expect(() => createTestExecutor([tool, tool])).toThrow('Tool fetch_page is defined twice.');
    });
  });
});

describe('abortableSleep', () => {
  describe('when the signal aborts early', () => {
    it('resolves at the abort, not at the end of the delay', async () => {
      const controller = new AbortController();
      const startedAt = performance.now();
      setTimeout(() => controller.abort(), 5);

      await abortableSleep(10_000, controller.signal);

      expect(performance.now() - startedAt).toBeLessThan(1_000);
    });
  });

  describe('when the signal is already aborted or the delay is zero', () => {
    it('resolves at once', async () => {
      const controller = new AbortController();
      controller.abort();

      await expect(abortableSleep(10_000, controller.signal)).resolves.toBeUndefined();
      await expect(abortableSleep(0)).resolves.toBeUndefined();
    });
  });
});
