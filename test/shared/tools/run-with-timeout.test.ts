import { describe, expect, it } from 'vitest';
import { runWithTimeout } from '../../../shared/tools/run-with-timeout.ts';
import { untilAborted } from './support/create-test-executor.ts';

describe('runWithTimeout', () => {
  describe('when the work finishes in time', () => {
    it('returns its value, sync or async', async () => {
      expect(await runWithTimeout(() => 42, 1_000, undefined)).toEqual({ kind: 'value', value: 42 });
      expect(await runWithTimeout(() => Promise.resolve('done'), 1_000, undefined)).toEqual({
        kind: 'value',
        value: 'done',
      });
    });

    it('returns what it throws, sync or async', async () => {
      const error = new Error('boom');

      expect(
        await runWithTimeout(
          () => {
            throw error;
          },
          1_000,
          undefined,
        ),
      ).toEqual({ kind: 'thrown', error });
      expect(await runWithTimeout(() => Promise.reject(error), 1_000, undefined)).toEqual({ kind: 'thrown', error });
    });
  });

  describe('when the work outlives the timeout', () => {
    it('aborts its signal with a TimeoutError and reports a timeout', async () => {
      let seen: AbortSignal | undefined;

      const run = await runWithTimeout(
        (signal) => {
          seen = signal;
          return untilAborted(signal);
        },
        10,
        undefined,
      );

      expect(run).toEqual({ kind: 'timeout' });
      expect(seen?.aborted).toBe(true);
      expect((seen?.reason as DOMException).name).toBe('TimeoutError');
    });

    it('stops waiting even when the work ignores the signal', async () => {
      expect(await runWithTimeout(() => new Promise<never>(() => {}), 10, undefined)).toEqual({ kind: 'timeout' });
    });
  });

  describe('when the outer signal aborts', () => {
    it('reports cancelled and aborts the work with the outer reason', async () => {
      const outer = new AbortController();
      const reason = new Error('turn cancelled');
      let seen: AbortSignal | undefined;
      setTimeout(() => outer.abort(reason), 5);

      const run = await runWithTimeout(
        (signal) => {
          seen = signal;
          return untilAborted(signal);
        },
        10_000,
        outer.signal,
      );

      expect(run).toEqual({ kind: 'cancelled', started: true });
      expect(seen?.reason).toBe(reason);
    });

    it('does not start the work when already aborted', async () => {
      const outer = new AbortController();
      outer.abort();
      let started = false;

      const run = await runWithTimeout(
        () => {
          started = true;
        },
        1_000,
        outer.signal,
      );

      expect(run).toEqual({ kind: 'cancelled', started: false });
      expect(started).toBe(false);
    });
  });
});
