import { describe, expect, it } from 'vitest';
import { errorCategories, isModelRetryUseful } from '../../../shared/tools/index.ts';
import { executorLimits } from '../../../shared/tools/limits.ts';
import { backoffDelayMs, shouldRetryInExecutor } from '../../../shared/tools/retry-policy.ts';

describe('isModelRetryUseful', () => {
  describe('when given each category', () => {
    it('says yes only for what the model can fix', () => {
      expect(Object.fromEntries(errorCategories.map((category) => [category, isModelRetryUseful(category)]))).toEqual({
        not_found: true,
        invalid_arguments: true,
        needs_input: true,
        not_configured: false,
        transient: false,
        internal: false,
      });
    });
  });
});

describe('shouldRetryInExecutor', () => {
  describe('when the failure is transient', () => {
    it('retries idempotent tools until the attempt limit', () => {
      expect(shouldRetryInExecutor('transient', 'unavailable', false, 1)).toBe(true);
      expect(shouldRetryInExecutor('transient', 'timeout', false, executorLimits.maxTransientAttempts - 1)).toBe(true);
      expect(shouldRetryInExecutor('transient', 'unavailable', false, executorLimits.maxTransientAttempts)).toBe(false);
    });

    it('never retries tools with side effects or cancelled calls', () => {
      expect(shouldRetryInExecutor('transient', 'unavailable', true, 1)).toBe(false);
      expect(shouldRetryInExecutor('transient', 'cancelled', false, 1)).toBe(false);
    });
  });

  describe('when the failure is not transient', () => {
    it.each(errorCategories.filter((category) => category !== 'transient'))('does not retry %s', (category) => {
      expect(shouldRetryInExecutor(category, undefined, false, 1)).toBe(false);
    });
  });
});

describe('backoffDelayMs', () => {
  describe('when no Retry-After is given', () => {
    it('doubles the ceiling each retry, with full jitter, up to the bound', () => {
      expect([0, 1, 2, 3, 4, 5].map((index) => backoffDelayMs(index, () => 0.999_999))).toEqual([
        199,
        399,
        799,
        1_599,
        1_999,
        1_999,
      ]);
      expect(backoffDelayMs(3, () => 0)).toBe(0);
    });
  });

  describe('when Retry-After is given', () => {
    it('waits at least that long, but never past the bound', () => {
      expect(backoffDelayMs(0, () => 0, 700)).toBe(700);
      expect(backoffDelayMs(0, () => 0, 60_000)).toBe(executorLimits.transientBackoffMaxMs);
    });

    it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('ignores the unusable value %s', (retryAfterMs) => {
      expect(backoffDelayMs(0, () => 0.5, retryAfterMs)).toBe(100);
    });
  });
});
