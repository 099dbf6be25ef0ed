/**
 * The database cannot be reached: an outage the caller should retry later, not a bug.
 * Classified by typed fields only (error codes, SQLSTATE), never by message text.
 */
export class DatabaseUnavailableError extends Error {
  /** When the caller may try again (the circuit's remaining open time, at least 1 s). */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, options: { cause?: unknown } = {}) {
    // The cause's own text, for logs and the CLI ("connect ECONNREFUSED 127.0.0.1:5432");
    // callers over HTTP get a fixed message instead.
    const cause = options.cause instanceof Error ? `: ${options.cause.message}` : ' (circuit open)';
    super(`The database is unavailable${cause}`, options);
    this.name = 'DatabaseUnavailableError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Socket errors (Node and Deno's node:net) that mean the server is not there. */
const socketErrorCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Socket calls whose failure means the connection is gone. Deno's node:net reports some
 * resets as `Error: write UNKNOWN` (`code: 'UNKNOWN'`, `errno: -4094`, libuv's UV_UNKNOWN,
 * `syscall: 'write'`) where Node says EPIPE or ECONNRESET: `UNKNOWN` is an outage only
 * with one of these syscalls, the shape of an error from the database's socket. */
const socketSyscalls: ReadonlySet<string> = new Set(['connect', 'read', 'write', 'writev', 'shutdown']);

/** postgres.js's own connection errors, and Parley's client-side deadline
 * (`QueryTimeoutError` in query-timeout.ts: the server said nothing in time). */
const driverErrorCodes: ReadonlySet<string> = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'QUERY_TIMEOUT',
]);

/** SQLSTATEs of a server going away or refusing connections: admin_shutdown,
 * crash_shutdown, cannot_connect_now, and class 08 (connection exception). Also
 * query_canceled (57014), which `statement_timeout` raises: Parley's statements take
 * milliseconds, so one cancelled after the limit means a server too loaded (or too locked)
 * to serve now, which the caller should retry later rather than report as a bug. */
function isConnectionSqlState(code: string): boolean {
  return /^[0-9A-Z]{5}$/.test(code) &&
    (code === '57P01' || code === '57P02' || code === '57P03' || code === '57014' || code.startsWith('08'));
}

function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

function syscallOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('syscall' in error)) return null;
  return typeof error.syscall === 'string' ? error.syscall : null;
}

function isUnknownSocketError(error: unknown, code: string): boolean {
  const syscall = syscallOf(error);
  return code === 'UNKNOWN' && syscall !== null && socketSyscalls.has(syscall);
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
}

/** True when `error` (or an error it wraps) says the database connection failed. */
export function isDatabaseConnectionError(error: unknown): boolean {
  let current = error;
  // A short walk down `cause`: drivers and repositories wrap at most a few levels.
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = codeOf(current);
    if (
      code !== null &&
      (socketErrorCodes.has(code) || driverErrorCodes.has(code) || isConnectionSqlState(code) ||
        isUnknownSocketError(current, code))
    ) {
      return true;
    }
    current = causeOf(current);
  }
  return false;
}

/** The {@link DatabaseUnavailableError} in `error` or its causes, if any. */
export function databaseUnavailableOf(error: unknown): DatabaseUnavailableError | null {
  let current = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return current;
    current = causeOf(current);
  }
  return null;
}
