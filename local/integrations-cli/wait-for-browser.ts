import type { BrowserReturn, LoopbackReturn } from './loopback-return.ts';
import type { GmailWaitDependencies } from './wait-for-gmail.ts';

/** How waiting for the browser to come back ended. */
export type BrowserWait =
  | { readonly kind: 'returned'; readonly browser: BrowserReturn }
  | { readonly kind: 'timed-out'; readonly waitedMs: number }
  | { readonly kind: 'cancelled' };

/** What {@link waitForBrowser} needs; the timer is passed in so tests can hold or step it. */
export interface BrowserWaitDependencies {
  readonly sleep: GmailWaitDependencies['sleep'];
  /** Milliseconds. */
  readonly now: () => number;
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
}

/** Waits until the browser reaches `listener`, `timeoutMs` pass, or `signal` aborts (Ctrl-C). */
export async function waitForBrowser(
  listener: LoopbackReturn,
  dependencies: BrowserWaitDependencies,
): Promise<BrowserWait> {
  const startedAt = dependencies.now();
  const done = new AbortController();
  const timer = dependencies.sleep(dependencies.timeoutMs, AbortSignal.any([dependencies.signal, done.signal])).then(
    (): BrowserWait =>
      dependencies.signal.aborted
        ? { kind: 'cancelled' }
        : { kind: 'timed-out', waitedMs: dependencies.now() - startedAt },
  );
  const returned = listener.arrival.then((browser): BrowserWait => ({ kind: 'returned', browser }));
  try {
    return await Promise.race([returned, timer]);
  } finally {
    done.abort();
  }
}
