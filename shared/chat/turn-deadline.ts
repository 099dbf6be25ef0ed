import { HttpError } from '../http/http-error.ts';

/** A turn's deadline while the turn runs. */
export interface TurnDeadline {
  /** When the turn must end, in the injected clock's time. */
  readonly at: number;
  /** Aborts when the deadline passes or the caller goes away. */
  readonly signal: AbortSignal;
  /** True once the deadline has passed (not merely the caller going away). */
  expired(): boolean;
  /** Stops the timer: the turn is over. */
  clear(): void;
}

/**
 * Arms the deadline of a turn that started at `startedAt`: a timer aborts the turn's
 * signal at `startedAt + deadlineMs`, so model calls, backoff sleeps and tool calls all
 * stop, whatever they are waiting on.
 */
export function startTurnDeadline(
  options: { startedAt: number; deadlineMs: number; now: () => number; requestSignal: AbortSignal },
): TurnDeadline {
  const at = options.startedAt + options.deadlineMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, at - options.now()));
  return {
    at,
    signal: AbortSignal.any([options.requestSignal, controller.signal]),
    expired: () => controller.signal.aborted,
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
