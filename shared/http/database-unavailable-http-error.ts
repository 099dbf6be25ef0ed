import { databaseUnavailableOf, isDatabaseConnectionError } from '../db/database-unavailable.ts';
import { HttpError } from './http-error.ts';

/** The message every caller gets while the database is down. */
export const databaseUnavailableMessage = 'The database is unavailable. Try again shortly.';

/**
 * A database outage as the HTTP failure it is: 503 `database_unavailable` with
 * `Retry-After` (seconds) in the headers and `retryAfterSeconds` in the body; null when
 * `error` is not an outage.
 */
export function databaseUnavailableHttpError(error: unknown): HttpError | null {
  const outage = databaseUnavailableOf(error);
  if (outage === null) return null;
  return new HttpError('database_unavailable', databaseUnavailableMessage, {
    retryAfterSeconds: outage.retryAfterSeconds,
  }, { 'retry-after': String(outage.retryAfterSeconds) });
}

/**
 * Like {@link databaseUnavailableHttpError}, and also for a connection error that did not pass
 * the circuit (a wait the caller bounded itself gave up: `QueryTimeoutError`), which says
 * nothing of when to retry: `Retry-After: 1`, as the circuit's first probe.
 */
export function outageHttpError(error: unknown): HttpError | null {
  const outage = databaseUnavailableHttpError(error);
  if (outage !== null || !isDatabaseConnectionError(error)) return outage;
  return new HttpError('database_unavailable', databaseUnavailableMessage, { retryAfterSeconds: 1 }, {
    'retry-after': '1',
  });
}

/** Whether the caller reads Server-Sent Events, so a failure must reach it as an event. */
export function acceptsEventStream(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/event-stream');
}

/** A failure for an SSE caller before its stream opened: the failure's status and
 * headers, and a body of one `error` event shaped like a streamed turn's failure. */
export function eventStreamErrorResponse(error: HttpError, status: number, requestId: string): Response {
  const failure = { code: error.code, message: error.message, requestId, ...error.details };
  return new Response(`event: error\ndata: ${JSON.stringify(failure)}\n\n`, {
    status,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      ...error.headers,
      'x-request-id': requestId,
    },
  });
}
