import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatLimits } from '../../../../shared/chat/chat-limits.ts';
import { intervalTimer, startLeaseHeartbeat } from '../../../../shared/chat/idempotency/lease-heartbeat.ts';
import type {
  ChatRequestKeyHolder,
  ChatRequestKeysRepository,
} from '../../../../shared/db/repositories/chat-request-keys-repository.ts';
import { QueryTimeoutError } from '../../../../shared/db/query-timeout.ts';
import { silentLogger } from '../../../../shared/log/logger.ts';

/** The client's own query deadline: a statement on a silent socket fails after this. */
const queryDeadlineMs = 20_000;

const holder: ChatRequestKeyHolder = {
  key: { userId: 'user-1', key: 'key-1', requestHash: 'hash-1' },
  claimId: 'claim-1',
};

/**
 * A keys table with one key, claimed at the start with a lease of `idempotencyLeaseMs`, whose
 * database goes silent or refuses connections in a window of the (fake) clock. `lapsedAt`:
 * the moments a renewal found the lease already run out (another request could have taken
 * the key over).
 */
function keysWithOutage(outage: { from: number; to: number; kind: 'silent' | 'refused' }) {
  const startedAt = Date.now();
  const state = { leaseUntil: startedAt + chatLimits.idempotencyLeaseMs, renewals: 0, lapsedAt: [] as number[] };
  const down = (): boolean => {
    const elapsed = Date.now() - startedAt;
    return elapsed >= outage.from && elapsed < outage.to;
  };
  const renew = (_holder: ChatRequestKeyHolder, until: Date): Promise<boolean> => {
    state.renewals += 1;
    if (down()) {
      if (outage.kind === 'refused') return Promise.reject(new Error('connect ECONNREFUSED'));
      return new Promise((_, reject) =>
        setTimeout(() => reject(new QueryTimeoutError(queryDeadlineMs)), queryDeadlineMs)
      );
    }
    if (Date.now() > state.leaseUntil) state.lapsedAt.push(Date.now() - startedAt);
    state.leaseUntil = until.getTime();
    return Promise.resolve(true);
  };
  const unused = () => Promise.reject(new Error('not used by the heartbeat'));
  const repository: ChatRequestKeysRepository = { claim: unused, renew, complete: unused, release: unused };
  return { repository, state, startedAt };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lease heartbeat of a running chat request', () => {
  it('keeps the lease through a 22 s silent database: a renewal gives up after its timeout and is tried again at once', async () => {
    // Silent from 2 s to 24 s: the renewal at 10 s would wait out the 20 s query deadline
    // (to 30 s, when the lease of the claim runs out) if nothing bounded it.
    const keys = keysWithOutage({ from: 2_000, to: 24_000, kind: 'silent' });
    const stop = startLeaseHeartbeat({
      holder,
      repository: keys.repository,
      now: () => Date.now(),
      timer: intervalTimer,
      logger: silentLogger,
      requestId: 'request-1',
    });

    await vi.advanceTimersByTimeAsync(60_000);
    stop();

    expect(keys.state.lapsedAt).toEqual([]);
    // Renewed after the outage, before the claim's lease ran out, and kept renewed since.
    expect(keys.state.leaseUntil).toBeGreaterThan(Date.now());
  });

  it('tries a renewal refused at once no more than once per retry interval', async () => {
    const keys = keysWithOutage({ from: 2_000, to: 22_000, kind: 'refused' });
    const stop = startLeaseHeartbeat({
      holder,
      repository: keys.repository,
      now: () => Date.now(),
      timer: intervalTimer,
      logger: silentLogger,
      requestId: 'request-1',
    });

    await vi.advanceTimersByTimeAsync(21_000);
    const duringOutage = keys.state.renewals;
    await vi.advanceTimersByTimeAsync(9_000);
    stop();

    // From the tick at 10 s to 21 s: one try a second, not a busy loop.
    expect(duringOutage).toBeLessThanOrEqual(12);
    expect(duringOutage).toBeGreaterThanOrEqual(10);
    expect(keys.state.lapsedAt).toEqual([]);
  });

  it('stops renewing once stopped, even while a renewal is being retried', async () => {
    const keys = keysWithOutage({ from: 0, to: 1_000_000, kind: 'refused' });
    const stop = startLeaseHeartbeat({
      holder,
      repository: keys.repository,
      now: () => Date.now(),
      timer: intervalTimer,
      logger: silentLogger,
      requestId: 'request-1',
    });
    await vi.advanceTimersByTimeAsync(12_000);
    stop();
    const atStop = keys.state.renewals;
    await vi.advanceTimersByTimeAsync(30_000);

    expect(atStop).toBeGreaterThan(0);
    expect(keys.state.renewals).toBe(atStop);
  });
});
