import { databaseLimits } from './database-limits.ts';

/** Where a {@link CircuitBreaker} is: passing calls, refusing them, or letting one probe through. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** Options for {@link createCircuitBreaker}; the limits and the real clock by default. */
export interface CircuitBreakerOptions {
  readonly failureThreshold?: number;
  readonly openMilliseconds?: number;
  /** Milliseconds, monotonic enough for durations. */
  readonly now?: () => number;
}

/** What a caller may do now. */
export type CircuitAdmission = { readonly allowed: true } | {
  readonly allowed: false;
  readonly retryAfterMilliseconds: number;
};

/** Counts consecutive failures of one dependency and, while it is down, refuses calls at once. */
export interface CircuitBreaker {
  /** Whether a call may go ahead. In half-open, only one probe at a time is admitted. */
  admit(): CircuitAdmission;
  /** The call reached the dependency (even if it answered with an error of its own). */
  recordSuccess(): void;
  /** The call could not reach the dependency. */
  recordFailure(): void;
  /** How long a refused caller should wait. */
  retryAfterMilliseconds(): number;
  state(): CircuitState;
}

/**
 * A circuit breaker: closed until `failureThreshold` consecutive failures, then open for
 * `openMilliseconds` (calls refused in no time), then half-open: one probe goes through;
 * its success closes the circuit, its failure opens it again (one that never reports
 * is replaced after another open period). No timers: state changes
 * when it is asked, so an idle worker holds nothing.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? databaseLimits.circuitFailureThreshold;
  const openMilliseconds = options.openMilliseconds ?? databaseLimits.circuitOpenMilliseconds;
  const now = options.now ?? (() => Date.now());
  let consecutiveFailures = 0;
  let openedAt: number | null = null;
  /** When the probe in flight was admitted; null when none is. */
  let probeAdmittedAt: number | null = null;

  const currentState = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= openMilliseconds ? 'half-open' : 'open';
  };
  const retryAfter =
    (): number => (openedAt === null
      ? openMilliseconds
      : Math.max(0, openedAt + openMilliseconds - now()) || openMilliseconds);

  return {
    admit() {
      const state = currentState();
      if (state === 'closed') return { allowed: true };
      // A probe that never reports back (a hung socket) must not keep the circuit half-open
      // for ever: after another open period, the next caller probes instead.
      if (state === 'half-open' && (probeAdmittedAt === null || now() - probeAdmittedAt >= openMilliseconds)) {
        probeAdmittedAt = now();
        return { allowed: true };
      }
      return { allowed: false, retryAfterMilliseconds: retryAfter() };
    },
    recordSuccess() {
      consecutiveFailures = 0;
      openedAt = null;
      probeAdmittedAt = null;
    },
    recordFailure() {
      consecutiveFailures += 1;
      // A failed probe reopens at once; a closed circuit opens at the threshold. Calls
      // admitted before it opened and failing late do not prolong an open circuit.
      if (probeAdmittedAt !== null || (openedAt === null && consecutiveFailures >= threshold)) openedAt = now();
      probeAdmittedAt = null;
    },
    retryAfterMilliseconds: retryAfter,
    state: currentState,
  };
}
