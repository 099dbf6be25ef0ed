import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';

function breakerWithClock() {
  let now = 1_000;
  const breaker = createCircuitBreaker({ failureThreshold: 3, openMilliseconds: 5_000, now: () => now });
  return {
    breaker,
    advance: (milliseconds: number) => {
      now += milliseconds;
    },
  };
}

function failTimes(breaker: ReturnType<typeof createCircuitBreaker>, times: number): void {
  for (let failure = 0; failure < times; failure += 1) {
    expect(breaker.admit().allowed).toBe(true);
    breaker.recordFailure();
  }
}

describe('createCircuitBreaker', () => {
  it('stays closed below the threshold and forgets failures after a success', () => {
    const { breaker } = breakerWithClock();
    failTimes(breaker, 2);
    breaker.recordSuccess();
    failTimes(breaker, 2);

    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toEqual({ allowed: true });
  });

  it('opens after consecutive connection failures and refuses calls with the time left', () => {
    const { breaker, advance } = breakerWithClock();
    failTimes(breaker, 3);
    advance(2_000);

    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterMilliseconds: 3_000 });
  });

  it('half-opens after the open period and lets exactly one probe through', () => {
    const { breaker, advance } = breakerWithClock();
    failTimes(breaker, 3);
    advance(5_000);

    expect(breaker.state()).toBe('half-open');
    expect(breaker.admit().allowed).toBe(true);
    expect(breaker.admit().allowed).toBe(false);
  });

  it('closes when the probe reaches the database', () => {
    const { breaker, advance } = breakerWithClock();
    failTimes(breaker, 3);
    advance(5_000);
    breaker.admit();
    breaker.recordSuccess();

    expect(breaker.state()).toBe('closed');
    expect(breaker.admit().allowed).toBe(true);
  });

  it('opens again for a full period when the probe fails', () => {
    const { breaker, advance } = breakerWithClock();
    failTimes(breaker, 3);
    advance(5_000);
    breaker.admit();
    breaker.recordFailure();

    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ allowed: false, retryAfterMilliseconds: 5_000 });
  });

  it('is not held open longer by calls admitted before it opened that fail late', () => {
    const { breaker, advance } = breakerWithClock();
    failTimes(breaker, 3);
    advance(4_000);
    breaker.recordFailure();
    advance(1_000);

    expect(breaker.state()).toBe('half-open');
  });

  it('lets another probe through when the first never reports back', () => {
    const { breaker, advance } = breakerWithClock();
    failTimes(breaker, 3);
    advance(5_000);
    breaker.admit();
    advance(4_999);
    expect(breaker.admit().allowed).toBe(false);
    advance(1);

    expect(breaker.admit().allowed).toBe(true);
  });
});
