import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineTool, type ToolHandlerContext, transientFailure } from '../../../shared/tools/index.ts';
import { executorLimits } from '../../../shared/tools/limits.ts';
import { createTestExecutor, failureOf, toolCall, untilAborted } from './support/create-test-executor.ts';

const timeoutMs = 20;

function slowTool(execute: (input: unknown, context: ToolHandlerContext) => Promise<unknown>, sideEffects = false) {
  return defineTool({
    name: 'fetch_report',
    description: 'Fetch a report',
    parameters: z.object({}),
    timeoutMs,
    sideEffects,
    execute,
  });
}

describe('executeToolCall', () => {
  describe('when the handler outlives its timeout and honours the signal', () => {
    it('aborts the handler and fails as transient within the bound', async () => {
      const signals: AbortSignal[] = [];
      const handler = vi.fn((_input: unknown, { signal }: ToolHandlerContext) => {
        signals.push(signal);
        return untilAborted(signal);
      });
      const { executor } = createTestExecutor([slowTool(handler)]);
      const startedAt = performance.now();

      const outcome = failureOf(await executor.execute(toolCall('fetch_report')));

      expect(performance.now() - startedAt).toBeLessThan(timeoutMs * executorLimits.maxTransientAttempts + 1_000);
      expect(outcome.category).toBe('transient');
      expect(outcome.modelMessage).toBe(
        '`fetch_report` is temporarily unavailable (it timed out). Try again later or continue without it.',
      );
      expect(outcome.detail.message).toBe(`The handler did not finish within ${timeoutMs} ms.`);
      expect(signals.length).toBeGreaterThan(0);
      expect(signals.every((signal) => signal.aborted)).toBe(true);
    });
  });

  describe('when the handler ignores the signal', () => {
    it('stops waiting at the timeout anyway', async () => {
      const { executor } = createTestExecutor([slowTool(() => new Promise<never>(() => {}))]);
      const startedAt = performance.now();

      const outcome = failureOf(await executor.execute(toolCall('fetch_report')));

      expect(performance.now() - startedAt).toBeLessThan(timeoutMs * executorLimits.maxTransientAttempts + 1_000);
      expect(outcome.category).toBe('transient');
    });

    it('retries an idempotent tool that timed out', async () => {
      const handler = vi.fn(() => new Promise<never>(() => {}));
      const { executor } = createTestExecutor([slowTool(handler)]);

      const outcome = failureOf(await executor.execute(toolCall('fetch_report')));

      expect(handler).toHaveBeenCalledTimes(executorLimits.maxTransientAttempts);
      expect(outcome.earlierAttempts).toHaveLength(executorLimits.maxTransientAttempts - 1);
    });
  });

  describe('when a tool with side effects times out', () => {
    it('does not retry and tells the model the action may have happened', async () => {
      const handler = vi.fn(() => new Promise<never>(() => {}));
      const { executor, sleeps } = createTestExecutor([slowTool(handler, true)]);

      const outcome = failureOf(await executor.execute(toolCall('fetch_report')));

      expect(handler).toHaveBeenCalledOnce();
      expect(sleeps).toEqual([]);
      expect(outcome.category).toBe('transient');
      expect(outcome.modelMessage).toBe(
        '`fetch_report` did not confirm in time; it may or may not have completed. Do not call it again: tell the user to check before retrying.',
      );
    });
  });

  describe('when the turn is cancelled while the handler runs', () => {
    it('aborts the handler and fails as transient without retrying', async () => {
      const controller = new AbortController();
      const handler = vi.fn((_input: unknown, { signal }: ToolHandlerContext) => {
        setTimeout(() => controller.abort(new Error('user pressed stop')), 5);
        return untilAborted(signal);
      });
      const tool = defineTool({
        name: 'fetch_report',
        description: 'Fetch a report',
        parameters: z.object({}),
        timeoutMs: 10_000,
        execute: handler,
      });
      const { executor, sleeps } = createTestExecutor([tool]);
      const startedAt = performance.now();

      const outcome = failureOf(await executor.execute(toolCall('fetch_report'), { signal: controller.signal }));

      expect(performance.now() - startedAt).toBeLessThan(1_000);
      expect(outcome.category).toBe('transient');
      expect(outcome.detail.message).toBe('The turn was cancelled while the tool ran.');
      expect(outcome.modelRetry).toBe(false);
      expect(handler).toHaveBeenCalledOnce();
      expect(handler.mock.calls[0]?.[1].signal.aborted).toBe(true);
      expect(sleeps).toEqual([]);
    });
  });

  describe('when the turn was cancelled before the call', () => {
    it('does not start the handler', async () => {
      const controller = new AbortController();
      controller.abort();
      const handler = vi.fn(() => 'ran');
      const { executor } = createTestExecutor([
        defineTool({ name: 'fetch_report', description: 'Fetch', parameters: z.object({}), execute: handler }),
      ]);

      const outcome = failureOf(await executor.execute(toolCall('fetch_report'), { signal: controller.signal }));

      expect(outcome.category).toBe('transient');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when the turn is cancelled during a backoff', () => {
    it('stops retrying', async () => {
      const controller = new AbortController();
      const handler = vi.fn(() => {
        throw transientFailure({ provider: 'reports' });
      });
      const tool = defineTool({
        name: 'fetch_report',
        description: 'Fetch',
        parameters: z.object({}),
        execute: handler,
      });
      const { executor } = createTestExecutor([tool], {
        sleep: () => {
          controller.abort();
          return Promise.resolve();
        },
      });

      const outcome = failureOf(await executor.execute(toolCall('fetch_report'), { signal: controller.signal }));

      expect(handler).toHaveBeenCalledOnce();
      expect(outcome.category).toBe('transient');
    });
  });
});
