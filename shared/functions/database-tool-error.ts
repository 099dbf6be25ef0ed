import { databaseUnavailableOf, isDatabaseConnectionError } from '../db/database-unavailable.ts';
import { ToolError } from '../tools/tool-error.ts';

/**
 * The executor's classifier for errors from the surroundings: the database going away
 * while a tool runs (a handler's credential lookup, the idempotency store, the audit row) is
 * an outage the caller may retry, not a bug. Lives here, not in shared/tools, because the
 * tools core knows nothing of the database.
 */
export function databaseToolError(error: unknown): ToolError | null {
  if (!isDatabaseConnectionError(error)) return null;
  const outage = databaseUnavailableOf(error);
  return new ToolError('transient', {
    reason: 'unavailable',
    ...(outage === null ? {} : { retryAfterMs: outage.retryAfterSeconds * 1000 }),
    detail: 'The database is unavailable.',
    cause: error,
  });
}
