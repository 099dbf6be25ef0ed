import { describe, expect, it, vi } from 'vitest';
import { createLocalEdgeRuntime } from '../../../local/gateway/local-edge-runtime.ts';

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  return { promise, resolve, reject };
}

describe('createLocalEdgeRuntime', () => {
  describe('when work is handed to waitUntil', () => {
    it('counts it as pending until it settles', async () => {
      const runtime = createLocalEdgeRuntime({ onRejected: () => {} });
      const work = deferred();

      runtime.waitUntil(work.promise);
      expect(runtime.pending).toBe(1);
      work.resolve();
      expect(await runtime.settle(1_000)).toEqual({ unfinished: 0 });
      expect(runtime.pending).toBe(0);
    });

    it('settles work added while it waits', async () => {
      const runtime = createLocalEdgeRuntime({ onRejected: () => {} });
      const first = deferred();
      const second = deferred();
      runtime.waitUntil(first.promise.then(() => {
        runtime.waitUntil(second.promise);
        setTimeout(second.resolve, 5);
      }));

      first.resolve();

      expect(await runtime.settle(1_000)).toEqual({ unfinished: 0 });
    });
  });

  describe('when work fails', () => {
    it('reports the error and never rethrows it', async () => {
      const onRejected = vi.fn();
      const runtime = createLocalEdgeRuntime({ onRejected });

      runtime.waitUntil(Promise.reject(new Error('database down')));

      expect(await runtime.settle(1_000)).toEqual({ unfinished: 0 });
      expect(onRejected).toHaveBeenCalledWith(new Error('database down'));
    });
  });

  describe('when work outlives the bound', () => {
    it('stops waiting and says how much is unfinished', async () => {
      const runtime = createLocalEdgeRuntime({ onRejected: () => {} });
      runtime.waitUntil(new Promise(() => {}));

      expect(await runtime.settle(10)).toEqual({ unfinished: 1 });
    });
  });
});
