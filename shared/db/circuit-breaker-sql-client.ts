import type { CircuitBreaker } from './circuit-breaker.ts';
import { DatabaseUnavailableError, isDatabaseConnectionError } from './database-unavailable.ts';
import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from './sql-client.ts';

/** Runs one database call under the breaker: refused at once while it is open; a
 * connection failure is counted and rethrown as a {@link DatabaseUnavailableError}; any
 * other outcome (rows, or an error the server itself answered) proves the database is up. */
async function guarded<Result>(breaker: CircuitBreaker, call: () => Promise<Result>): Promise<Result> {
  const admission = breaker.admit();
  if (!admission.allowed) throw new DatabaseUnavailableError(admission.retryAfterMilliseconds / 1000);
  try {
    const result = await call();
    breaker.recordSuccess();
    return result;
  } catch (error) {
    if (!isDatabaseConnectionError(error)) {
      breaker.recordSuccess();
      throw error;
    }
    breaker.recordFailure();
    throw new DatabaseUnavailableError(breaker.retryAfterMilliseconds() / 1000, { cause: error });
  }
}

/**
 * `client` behind a circuit breaker, so that while the database is down every call fails
 * in no time with a {@link DatabaseUnavailableError} instead of waiting for a connect
 * timeout, and the first call after the open period probes whether it is back. A
 * transaction counts as one call; statements inside it are not guarded again.
 */
export function withCircuitBreaker(client: SqlClient, breaker: CircuitBreaker): SqlClient {
  const executor: SqlExecutor = {
    query: <Row extends SqlRow>(text: string, parameters?: readonly SqlValue[]) =>
      guarded(breaker, () => client.query<Row>(text, parameters)),
    exec: (script) => guarded(breaker, () => client.exec(script)),
  };
  return {
    dialect: client.dialect,
    query: executor.query,
    exec: executor.exec,
    transaction: (work) => guarded(breaker, () => client.transaction(work)),
    close: () => client.close(),
  };
}
