/**
 * A database call that got no answer within its deadline: the socket went silent without
 * closing (a dead network path, a frozen server). Its `code` is in the set that
 * `isDatabaseConnectionError` classifies, so the circuit breaker counts it as a failure and
 * the caller gets `database_unavailable`.
 */
export class QueryTimeoutError extends Error {
  readonly code = 'QUERY_TIMEOUT';
  readonly timeoutMilliseconds: number;

  constructor(timeoutMilliseconds: number) {
    super(`query timeout: no answer within ${timeoutMilliseconds} ms`);
    this.name = 'QueryTimeoutError';
    this.timeoutMilliseconds = timeoutMilliseconds;
  }
}

/**
 * `call()`, or a {@link QueryTimeoutError} after `timeoutMilliseconds` (0 or less: no
 * deadline). On the deadline, `onTimeout` runs first, to free whatever the call still holds;
 * the call itself is left to settle on its own, its outcome ignored.
 */
export async function withQueryTimeout<Result>(
  call: () => Promise<Result>,
  timeoutMilliseconds: number,
  onTimeout: () => void = () => {},
): Promise<Result> {
  if (timeoutMilliseconds <= 0) return call();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new QueryTimeoutError(timeoutMilliseconds));
    }, timeoutMilliseconds);
  });
  try {
    // `race` subscribes to the call, so its late rejection is handled, not reported.
    return await Promise.race([call(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
