import { HttpError } from '../http/http-error.ts';

/** A turn's deadline while the turn runs. */
export interface TurnDeadline {
  /** When the turn must end, in the injected clock's time. */
  readonly at: number;
  /** Aborts when the deadline passes, the caller goes away (unless the turn outlives its
   * caller), or the worker is shutting down. */
  readonly signal: AbortSignal;
  /** True once the deadline has passed (not merely the caller going away). */
  expired(): boolean;
  /** True once the worker is shutting down. */
  shuttingDown(): boolean;
  /** Stops the timer: the turn is over. */
  clear(): void;
}

/**
 * Arms the deadline of a turn that started at `startedAt`: a timer aborts the turn's
 * signal at `startedAt + deadlineMs`, so model calls, backoff sleeps and tool calls all
 * stop, whatever they are waiting on. The caller going away (`requestSignal`; absent for a
 * turn that runs to its end without its caller) and the worker shutting down
 * (`shutdownSignal`) stop it too.
 */
export function startTurnDeadline(
  options: {
    startedAt: number;
    deadlineMs: number;
    now: () => number;
    requestSignal?: AbortSignal;
    shutdownSignal?: AbortSignal;
  },
): TurnDeadline {
  const at = options.startedAt + options.deadlineMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, at - options.now()));
  const signals = [options.requestSignal, controller.signal, options.shutdownSignal]
    .filter((signal): signal is AbortSignal => signal !== undefined);
  return {
    at,
    signal: AbortSignal.any(signals),
    expired: () => controller.signal.aborted,
    shuttingDown: () => options.shutdownSignal?.aborted === true,
    clear: () => clearTimeout(timer),
  };
}

/** The failure a turn past its deadline answers with (504 `turn_deadline`). */
export function turnDeadlineError(deadlineMs: number, conversationId: string): HttpError {
  return new HttpError(
    'turn_deadline',
    `The turn did not finish within ${
      Math.round(deadlineMs / 1000)
    } s. What it did so far is stored in the conversation; ask again to continue.`,
    {
      deadlineMs,
      // The conversation exists and holds the turn so far: the app can continue in it.
      conversationId,
    },
  );
}
