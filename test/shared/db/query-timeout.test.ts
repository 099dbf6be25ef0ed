import { describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { withCircuitBreaker } from '../../../shared/db/circuit-breaker-sql-client.ts';
import { DatabaseUnavailableError, isDatabaseConnectionError } from '../../../shared/db/database-unavailable.ts';
import { QueryTimeoutError, withQueryTimeout } from '../../../shared/db/query-timeout.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';

function errorWithCode(code: string): Error {
  return Object.assign(new Error('anything at all'), { code });
}

const never = (): Promise<never> => new Promise<never>(() => {});

describe('isDatabaseConnectionError, for timeouts', () => {
  it('classifies the server cancelling a statement at statement_timeout (57014) as the database being unavailable', () => {
    expect(isDatabaseConnectionError(errorWithCode('57014'))).toBe(true);
  });

  it('classifies the client deadline (QUERY_TIMEOUT) as the database being unavailable, also when wrapped', () => {
    expect(isDatabaseConnectionError(new QueryTimeoutError(20))).toBe(true);
    expect(isDatabaseConnectionError(new Error('wrapped', { cause: new QueryTimeoutError(20) }))).toBe(true);
  });

  it("still leaves the server's other class 57 answers alone", () => {
    expect(isDatabaseConnectionError(errorWithCode('57000'))).toBe(false);
    expect(isDatabaseConnectionError(errorWithCode('57P04'))).toBe(false);
  });
});

describe('withQueryTimeout', () => {
  describe('when the call answers in time', () => {
    it('returns its result and leaves no timer behind', async () => {
      vi.useFakeTimers();
      try {
        await expect(withQueryTimeout(async () => 'rows', 1_000)).resolves.toBe('rows');
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });

    it("passes the call's own error through", async () => {
      const error = errorWithCode('23505');
      await expect(withQueryTimeout(() => Promise.reject(error), 1_000)).rejects.toBe(error);
    });
  });

  describe('when the call never answers', () => {
    it('rejects with a QueryTimeoutError at the deadline, after running onTimeout', async () => {
      vi.useFakeTimers();
      try {
        const onTimeout = vi.fn();
        const outcome = withQueryTimeout(never, 1_000, onTimeout).catch((error: unknown) => error);
        await vi.advanceTimersByTimeAsync(999);
        expect(onTimeout).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);

        const error = await outcome;
        expect(error).toBeInstanceOf(QueryTimeoutError);
        expect(error).toMatchObject({ code: 'QUERY_TIMEOUT', timeoutMilliseconds: 1_000 });
        expect(onTimeout).toHaveBeenCalledOnce();
      } finally {
        vi.useRealTimers();
      }
    });

    it('waits for ever when the deadline is 0 (none)', async () => {
      vi.useFakeTimers();
      try {
        let settled = false;
        void withQueryTimeout(never, 0).finally(() => {
          settled = true;
        });
        await vi.advanceTimersByTimeAsync(60_000);
        expect(settled).toBe(false);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});

describe('withCircuitBreaker, for a call past its deadline', () => {
  it('counts each as a failure, so consecutive ones open the circuit', async () => {
    let calls = 0;
    const hanging = () => {
      calls += 1;
      return withQueryTimeout(never, 5);
    };
    const client: SqlClient = {
      dialect: 'postgres',
      query: hanging,
      exec: hanging,
      transaction: hanging,
      close: async () => {},
    };
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMilliseconds: 4_000, now: () => 0 });
    const guarded = withCircuitBreaker(client, breaker);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await guarded.query('select 1').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).cause).toBeInstanceOf(QueryTimeoutError);
    }
    await expect(guarded.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);

    expect(calls).toBe(2);
    expect(breaker.state()).toBe('open');
  });
});
