/** Timers of one model call, aborting it through {@link CallTimers.signal}. */
export interface CallTimers {
  /** The caller's signal combined with the timers' own. */
  readonly signal: AbortSignal;
  /** Starts a timer that aborts the call with `reason`; returns a function that stops it. */
  arm(milliseconds: number, reason: string): () => void;
  /** The reason of the timer that fired, or null. */
  expired(): string | null;
  /** Stops every timer (the call is over). */
  clear(): void;
}

/** The call's own timers: the whole call, and its first response (a stream's first chunk,
 * a non-streamed answer's headers). When one fires
 * the call is aborted and reported as a timeout, not as the caller's cancellation. */
export function callTimers(callerSignal: AbortSignal | undefined): CallTimers {
  const controller = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let expired: string | null = null;
  return {
    signal: callerSignal === undefined ? controller.signal : AbortSignal.any([callerSignal, controller.signal]),
    arm(milliseconds, reason) {
      const timer = setTimeout(() => {
        expired ??= reason;
        controller.abort();
      }, Math.max(1, milliseconds));
      timers.add(timer);
      return () => {
        clearTimeout(timer);
        timers.delete(timer);
      };
    },
    expired: () => expired,
    clear: () => timers.forEach((timer) => clearTimeout(timer)),
  };
}
