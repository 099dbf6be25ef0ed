/**
 * Storing a turn (its messages, its paused state) through a database outage: tried again
 * while the outage lasts and the turn's time allows, so a short cut costs seconds, not the
 * turn; when it still fails, or a try outlasts the time, the caller is told the turn was not
 * saved.
 */
import { isDatabaseConnectionError } from '../db/database-unavailable.ts';
import { QueryTimeoutError } from '../db/query-timeout.ts';
import { databaseUnavailableHttpError } from '../http/database-unavailable-http-error.ts';
import { HttpError } from '../http/http-error.ts';
import { chatLimits } from './chat-limits.ts';
import { timeLeftOf, withinTimeLeft } from './time-left.ts';

/** When and how a store may wait between tries. */
export interface StoreRetryClock {
  /** When the store must be over, in `now`'s time: no try starts later, and a try still
   * running then is given up (`QueryTimeoutError`). */
  readonly until: number;
  readonly now: () => number;
  readonly sleep: (milliseconds: number) => Promise<void>;
}

/**
 * Runs `store`, and again after a database outage (a connection error, the circuit open)
 * with growing waits while time is left before `clock.until`. Each try is bounded by the time
 * left: a connection still opening (3 s) or a query on a silent socket (20 s, the client's
 * deadline) does not hold the turn's answer. Any other failure, or an outage that outlasts
 * the time, is thrown as it is.
 */
export async function storeUntilDeadline<Result>(
  store: () => Promise<Result>,
  clock: StoreRetryClock,
): Promise<Result> {
  let delayMs: number = chatLimits.storeRetryFirstDelayMs;
  for (let attempt = 1;; attempt += 1) {
    // A try starts only while time is left (after a wait, a real clock may have run past it).
    if (timeLeftOf(clock) <= 0) throw new QueryTimeoutError(0);
    try {
      return await withinTimeLeft(store, clock);
    } catch (error) {
      const timeLeft = clock.until - clock.now();
      const lastTryMs = chatLimits.storeRetryLastTryMs;
      if (!isDatabaseConnectionError(error) || attempt >= chatLimits.maxStoreAttempts || timeLeft <= lastTryMs) {
        throw error;
      }
      // A wait longer than the time allows is cut short, so that one last try still fits.
      await clock.sleep(Math.min(delayMs, timeLeft - lastTryMs));
      delayMs = Math.min(delayMs * 2, chatLimits.storeRetryMaxDelayMs);
    }
  }
}

/**
 * What the caller of a turn that could not be stored is told: an outage is 503
 * `database_unavailable` (with `Retry-After`) saying the turn was not saved, with the
 * conversation to retry in; anything else is left to the one mapping (an `internal` error).
 */
export function turnNotSavedError(error: unknown, conversationId: string): unknown {
  const outage = databaseUnavailableHttpError(error) ??
    (isDatabaseConnectionError(error) ? new HttpError('database_unavailable', '', { retryAfterSeconds: 1 }) : null);
  if (outage === null) return error;
  return new HttpError(
    'database_unavailable',
    'The database is unavailable, so this turn was not saved: its reply is not in the conversation. ' +
      'Tools it called may have acted already. Try again shortly.',
    { ...outage.details, conversationId, turnSaved: false },
    { 'retry-after': String(outage.details?.retryAfterSeconds ?? 1), ...outage.headers },
  );
}
