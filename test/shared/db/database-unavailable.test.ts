import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { withCircuitBreaker } from '../../../shared/db/circuit-breaker-sql-client.ts';
import { DatabaseUnavailableError, isDatabaseConnectionError } from '../../../shared/db/database-unavailable.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';

function errorWithCode(code: string, message = 'anything at all'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseConnectionError', () => {
  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'CONNECT_TIMEOUT',
    'CONNECTION_CLOSED',
    'CONNECTION_ENDED',
    '57P01',
    '57P03',
    '08006',
    '08001',
  ])('classifies code %s as the database being unreachable', (code) => {
    expect(isDatabaseConnectionError(errorWithCode(code))).toBe(true);
  });

  describe("when Deno's node:net reports a reset as UNKNOWN", () => {
    // The shape Deno 2.1.4 gives a write to a connection the proxy reset (seen by
    // test/support/deno-postgres-reset-probe.ts): `Error: write UNKNOWN`.
    const denoWriteUnknown = (): Error =>
      Object.assign(new Error('write UNKNOWN'), { code: 'UNKNOWN', errno: -4094, syscall: 'write' });

    it('classifies an UNKNOWN error of a socket call as the database being unreachable', () => {
      expect(isDatabaseConnectionError(denoWriteUnknown())).toBe(true);
      expect(isDatabaseConnectionError(Object.assign(denoWriteUnknown(), { syscall: 'read' }))).toBe(true);
      expect(isDatabaseConnectionError(new Error('wrapped', { cause: denoWriteUnknown() }))).toBe(true);
    });

    it('leaves an UNKNOWN code without a socket call alone', () => {
      expect(isDatabaseConnectionError(errorWithCode('UNKNOWN'))).toBe(false);
      expect(isDatabaseConnectionError(Object.assign(errorWithCode('UNKNOWN'), { syscall: 'open' }))).toBe(false);
    });
  });

  it('finds a connection error wrapped as a cause', () => {
    expect(isDatabaseConnectionError(new Error('wrapped', { cause: errorWithCode('ECONNREFUSED') }))).toBe(true);
  });

  it('never classifies by message text: a query error mentioning a connection is not an outage', () => {
    expect(isDatabaseConnectionError(errorWithCode('42P01', 'connect ECONNREFUSED: relation does not exist'))).toBe(
      false,
    );
    expect(isDatabaseConnectionError(new Error('ECONNREFUSED connection closed'))).toBe(false);
    expect(isDatabaseConnectionError(errorWithCode('23505'))).toBe(false);
  });
});

/** A client whose every call fails with `error`, or succeeds when `error` is null. */
function failingClient(state: { error: Error | null; calls: number }): SqlClient {
  const run = async <Result>(value: Result): Promise<Result> => {
    state.calls += 1;
    if (state.error !== null) throw state.error;
    return value;
  };
  return {
    dialect: 'postgres',
    query: () => run([]),
    exec: () => run(undefined),
    transaction: (work) => run(null).then(() => work({ query: () => run([]), exec: () => run(undefined) })),
    close: async () => {},
  };
}

describe('withCircuitBreaker', () => {
  it('turns connection failures into DatabaseUnavailableError and, once open, refuses without calling the database', async () => {
    let now = 0;
    const state = { error: errorWithCode('ECONNREFUSED') as Error | null, calls: 0 };
    const client = withCircuitBreaker(
      failingClient(state),
      createCircuitBreaker({ failureThreshold: 2, openMilliseconds: 4_000, now: () => now }),
    );

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(client.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    }
    const refused = await client.query('select 1').catch((error: unknown) => error);

    expect(state.calls).toBe(2);
    expect(refused).toBeInstanceOf(DatabaseUnavailableError);
    expect((refused as DatabaseUnavailableError).retryAfterSeconds).toBe(4);

    state.error = null;
    now += 4_000;
    await expect(client.query('select 1')).resolves.toEqual([]);
    await expect(client.exec('select 1')).resolves.toBeUndefined();
    expect(state.calls).toBe(4);
  });

  it("passes the server's own errors through unchanged, without counting them as an outage", async () => {
    const queryError = errorWithCode('42601');
    const state = { error: queryError as Error | null, calls: 0 };
    const client = withCircuitBreaker(failingClient(state), createCircuitBreaker({ failureThreshold: 1 }));

    await expect(client.query('select')).rejects.toBe(queryError);
    await expect(client.query('select')).rejects.toBe(queryError);
    expect(state.calls).toBe(2);
  });
});
