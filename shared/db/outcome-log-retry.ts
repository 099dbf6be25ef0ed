/** Retries of the outcome log's writes: bounded, with jittered backoff, never throwing. */

/**
 * Waits between tries; the jitter spreads each by ±50% so workers do not retry in step.
 * Together 4.5 s (at most 6.75 s jittered, plus the tries): past a short outage and the
 * circuit's one-second probe interval (`databaseLimits.circuitOpenMilliseconds`), so rows
 * written during a cut of a few seconds are stored once the database is back, and inside
 * the 10 s a stopping gateway gives `waitUntil` work. Rows still unwritten are reported.
 */
export const defaultRetryDelaysMs: readonly number[] = [100, 400, 1_000, 1_000, 1_000, 1_000];

/** What {@link writeWithRetry} needs: the waits, and the injected sleep and randomness. */
export interface RetryPolicy {
  /** One entry per retry: three delays mean up to four tries. */
  readonly delaysMs: readonly number[];
  readonly sleep: (milliseconds: number) => Promise<void>;
  /** In [0, 1), like `Math.random`. */
  readonly random: () => number;
}

/** What became of a set of writes. */
export interface RetriedWrites<Key extends string> {
  /** The writes that never succeeded. */
  readonly failed: readonly Key[];
  /** Tries made, the first included (0 when there was nothing to write). */
  readonly attempts: number;
  /** The last error seen, when any write failed for good. */
  readonly lastError: unknown;
}

/**
 * True for errors another try cannot fix: SQLSTATE classes 22 (bad data), 23 (a
 * constraint) and 42 (a missing table, a privilege). Connection failures, timeouts and
 * server restarts have other codes, or none, and are retried.
 */
export function isPermanentDatabaseError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^(22|23|42)[0-9A-Z]{3}$/.test(code);
}

/** `delay` spread to between half and one and a half times itself. */
export function jittered(delay: number, random: () => number): number {
  return Math.round(delay * (0.5 + random()));
}

/**
 * Runs every write; retries the ones that failed with a retryable error, together, after
 * each delay of the policy. A write that succeeded is never run again, so a retry does
 * not duplicate rows of another table.
 */
export async function writeWithRetry<Key extends string>(
  writes: ReadonlyMap<Key, () => Promise<unknown>>,
  policy: RetryPolicy,
): Promise<RetriedWrites<Key>> {
  let remaining = [...writes.keys()];
  const abandoned: Key[] = [];
  let attempts = 0;
  let lastError: unknown;
  while (remaining.length > 0) {
    attempts += 1;
    const results = await Promise.allSettled(remaining.map((key) => Promise.resolve().then(() => writes.get(key)?.())));
    const retry: Key[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const key = remaining[index] as Key;
      lastError = result.reason;
      (isPermanentDatabaseError(result.reason) ? abandoned : retry).push(key);
    });
    remaining = retry;
    const delay = policy.delaysMs[attempts - 1];
    if (remaining.length === 0 || delay === undefined) break;
    await policy.sleep(jittered(delay, policy.random));
  }
  return {
    failed: [...abandoned, ...remaining],
    attempts,
    lastError: abandoned.length + remaining.length > 0 ? lastError : undefined,
  };
}
