/**
 * A wait bounded by the time a turn has left: what the turn waits for after its model loop
 * (storing it, settling its `Idempotency-Key`, closing its tools) must not hold the answer
 * past the moment the caller is owed it, whatever the database or a tool server does.
 */
import { DatabaseUnavailableError } from '../db/database-unavailable.ts';
import { QueryTimeoutError } from '../db/query-timeout.ts';
import type { Logger } from '../log/logger.ts';

/** Until when a wait may go on, in `now`'s time. */
export interface TimeLeft {
  readonly until: number;
  readonly now: () => number;
}

/** The milliseconds left before `clock.until` (0 once it has passed). */
export function timeLeftOf(clock: TimeLeft): number {
  return Math.max(0, clock.until - clock.now());
}

/** `clock`, ending `milliseconds` from now when that is sooner: a wait with a short bound of
 * its own that must still not pass `clock.until`. */
export function timeLeftCappedAt(clock: TimeLeft, milliseconds: number): TimeLeft {
  return { until: Math.min(clock.until, clock.now() + milliseconds), now: clock.now };
}

/**
 * `wait()`, or `timeUp(budget)` — a {@link QueryTimeoutError} (an outage: the database gave no
 * answer in time) unless told — once the time left when it started (`budget`) has passed. The
 * wait is started even with no time left, and is not stopped: it runs on, its outcome ignored
 * (the database client's own deadline ends a query on a silent socket). A real timer, as in
 * the turn's deadline: the injected `sleep` of tests returns at once.
 */
export async function withinTimeLeft<Result>(
  wait: () => Promise<Result>,
  clock: TimeLeft,
  timeUp: (budgetMilliseconds: number) => unknown = (budget) => new QueryTimeoutError(budget),
): Promise<Result> {
  const budget = timeLeftOf(clock);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const out = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeUp(budget)), budget);
  });
  try {
    // `race` subscribes to the wait, so its late rejection is handled, not reported.
    return await Promise.race([Promise.resolve().then(wait), out]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * {@link withinTimeLeft} for a database wait the answer needs (before a turn: the key's claim,
 * the conversation, its history): when the time runs out first, the database is unavailable
 * (503 `database_unavailable`, `Retry-After: 1`), as when its circuit is open.
 */
export function databaseWithinTimeLeft<Result>(wait: () => Promise<Result>, clock: TimeLeft): Promise<Result> {
  return withinTimeLeft(
    wait,
    clock,
    (budget) => new DatabaseUnavailableError(1, { cause: new QueryTimeoutError(budget) }),
  );
}

/** Where {@link settleWithinTimeLeft} reports a wait it gave up or that failed. */
export interface SettleReport {
  readonly logger: Logger;
  /** The log event, e.g. `idempotency-key-unsettled`. */
  readonly event: string;
  readonly requestId: string;
}

/**
 * A wait whose outcome must not change the answer (settling a key, closing tools), bounded
 * by the time left: its failure, or the time running out first, is logged as `report.event`
 * and the answer goes on.
 */
export async function settleWithinTimeLeft(
  wait: () => Promise<unknown>,
  clock: TimeLeft,
  report: SettleReport,
): Promise<void> {
  await withinTimeLeft(wait, clock, (budget) => new Error(`not over within the ${budget} ms it had`))
    .catch((error: unknown) => {
      report.logger.warn(report.event, {
        requestId: report.requestId,
        message: error instanceof Error ? error.message : String(error),
      });
    });
}
