/**
 * The local stand-in for Supabase's `EdgeRuntime` global: `waitUntil(promise)` keeps
 * track of work that outlives a response (the outcome log's writes), so the gateway can
 * wait for it before it stops.
 */

/** `globalThis.EdgeRuntime` as the functions use it, plus what the gateway needs. */
export interface LocalEdgeRuntime {
  waitUntil(promise: Promise<unknown>): void;
  /** Promises given to `waitUntil` that have not settled yet. */
  readonly pending: number;
  /**
   * Waits until every promise given to `waitUntil` (including ones added meanwhile) has
   * settled, or `timeoutMs` has passed; says how many were still running then.
   */
  settle(timeoutMs: number): Promise<{ readonly unfinished: number }>;
}

/** Creates the stand-in; `onRejected` hears of a promise that failed (it is never rethrown). */
export function createLocalEdgeRuntime(options: { onRejected: (error: unknown) => void }): LocalEdgeRuntime {
  const pending = new Set<Promise<unknown>>();
  return {
    waitUntil(promise) {
      const tracked: Promise<unknown> = Promise.resolve(promise).catch(options.onRejected).finally(() =>
        pending.delete(tracked)
      );
      pending.add(tracked);
    },
    get pending() {
      return pending.size;
    },
    async settle(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        while (pending.size > 0) {
          if (await Promise.race([Promise.allSettled([...pending]), timedOut]) === 'timeout') break;
        }
      } finally {
        clearTimeout(timer);
      }
      return { unfinished: pending.size };
    },
  };
}
