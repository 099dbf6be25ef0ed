import type { Logger } from './logger.ts';

/**
 * Logs a failure that happened because the client went away (its request's signal is
 * aborted) as one info line, and says so: a closed tab or a cancelled fetch is ordinary
 * traffic, not an error with a stack that would bury the real ones. False when the client
 * is still there, for the caller to log the failure as the error it is.
 */
export function loggedAsDisconnect(logger: Logger, request: Request, fields: Record<string, unknown>): boolean {
  if (!request.signal.aborted) return false;
  logger.info('client-disconnected', fields);
  return true;
}

/** The status a request whose client went away is recorded with (nobody reads it):
 * 499 "client closed request", as proxies log it. */
export const clientClosedStatus = 499;
