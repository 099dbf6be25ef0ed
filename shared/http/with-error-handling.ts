import { clientClosedStatus, loggedAsDisconnect } from '../log/client-disconnect.ts';
import type { Logger } from '../log/logger.ts';
import {
  acceptsEventStream,
  databaseUnavailableHttpError,
  eventStreamErrorResponse,
} from './database-unavailable-http-error.ts';
import { HttpError, httpStatusOf } from './http-error.ts';
import { errorResponse } from './json-response.ts';
import { requestIdOf } from './request-id.ts';

/** A handler that knows its request id. */
export type IdentifiedHandler = (request: Request, requestId: string) => Promise<Response>;

/**
 * Gives every request an id and turns every failure into a response: an
 * {@link HttpError} into its status and message; a database outage into 503
 * `database_unavailable` with `Retry-After` (as an SSE `error` event when the caller
 * reads a stream); anything else into a generic 500 with the request id, the detail
 * (with the stack) going to the log only.
 */
export function withErrorHandling(
  handler: IdentifiedHandler,
  options: { logger: Logger; generateId: () => string },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const requestId = requestIdOf(request, options.generateId);
    try {
      const response = await handler(request, requestId);
      if (!response.headers.has('x-request-id')) response.headers.set('x-request-id', requestId);
      return response;
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error, requestId);
      const outage = databaseUnavailableHttpError(error);
      if (outage !== null) {
        // An outage, not a bug: one warning line, no stack.
        options.logger.warn('database-unavailable', {
          requestId,
          retryAfterSeconds: outage.details?.retryAfterSeconds,
        });
        return acceptsEventStream(request)
          ? eventStreamErrorResponse(outage, httpStatusOf[outage.code], requestId)
          : errorResponse(outage, requestId);
      }
      if (loggedAsDisconnect(options.logger, request, { requestId })) {
        return new Response(null, { status: clientClosedStatus, headers: { 'x-request-id': requestId } });
      }
      options.logger.error('request-failed', {
        requestId,
        errorName: error instanceof Error ? error.name : typeof error,
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return errorResponse(
        new HttpError('internal', 'An unexpected error occurred. Quote the request id when reporting it.'),
        requestId,
      );
    }
  };
}

/** 405 (with the `Allow` header HTTP requires) for anything but POST; OPTIONS is
 * answered by CORS before this. */
export function requirePost(request: Request): void {
  if (request.method !== 'POST') {
    throw new HttpError('method_not_allowed', 'Use POST.', undefined, { allow: 'POST, OPTIONS' });
  }
}
