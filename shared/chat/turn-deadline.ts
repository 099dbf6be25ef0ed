import { HttpError } from '../http/http-error.ts';
import { chatLimits } from './chat-limits.ts';

/** A turn's deadline while the turn runs. */
export interface TurnDeadline {
  /** When the turn must end, in the injected clock's time: its model loop is stopped. */
  readonly at: number;
  /** When its caller must have the answer: what the turn waits for after its model loop
   * (storing it, settling its key, closing its tools) is bounded by it. See
   * {@link turnAnswerBy}. */
  readonly answerBy: number;
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

/** When the caller of a turn that started at `startedAt` gets its answer at the latest: the
 * deadline plus `chatLimits.turnAnswerMarginMs`, the time to store what the turn did. */
export function turnAnswerBy(startedAt: number, deadlineMs: number): number {
  return startedAt + deadlineMs + chatLimits.turnAnswerMarginMs;
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
    answerBy: turnAnswerBy(options.startedAt, options.deadlineMs),
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
