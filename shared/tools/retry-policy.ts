import type { ErrorCategory } from './error-category.ts';
import { executorLimits } from './limits.ts';

/**
 * Whether asking the model again can fix this failure. Decided from the category
 * alone, never from message text: the model can fix a name, its arguments, or ask the user for what
 * a question needs; it cannot fix a missing credential, an outage or a bug.
 */
export function isModelRetryUseful(category: ErrorCategory): boolean {
  switch (category) {
    case 'not_found':
    case 'invalid_arguments':
    case 'needs_input':
      return true;
    case 'transient':
      // The executor already retried what could be retried; another model round would
      // only repeat the same call against the same outage.
      return false;
    case 'not_configured':
    case 'internal':
      return false;
  }
}

/** Whether the executor itself should run the call again after `attemptsSoFar` tries. */
export function shouldRetryInExecutor(
  category: ErrorCategory,
  reason: string | undefined,
  sideEffects: boolean,
  attemptsSoFar: number,
  maxAttempts: number = executorLimits.maxTransientAttempts,
): boolean {
  if (category !== 'transient' || sideEffects) return false;
  if (reason === 'cancelled') return false;
  return attemptsSoFar < maxAttempts;
}

/**
 * Exponential backoff with full jitter, honouring an upstream's `Retry-After` up to the
 * bound. `retryIndex` is 0 for the first retry.
 */
export function backoffDelayMs(retryIndex: number, random: () => number, retryAfterMs?: number): number {
  const ceiling = Math.min(
    executorLimits.transientBackoffMaxMs,
    executorLimits.transientBackoffBaseMs * 2 ** retryIndex,
  );
  const jittered = Math.floor(random() * ceiling);
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs > 0) {
    return Math.min(executorLimits.transientBackoffMaxMs, Math.max(jittered, retryAfterMs));
  }
  return jittered;
}
