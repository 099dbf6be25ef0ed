import type { Logger } from '../log/logger.ts';
import { acceptsEventStream, eventStreamErrorResponse } from './database-unavailable-http-error.ts';
import { HttpError, httpStatusOf } from './http-error.ts';
import { errorResponse } from './json-response.ts';
import { requestFailureOf } from './request-failure.ts';
import { requestIdentityOf } from './request-id.ts';

/** A handler that knows its request id. */
export type IdentifiedHandler = (request: Request, requestId: string) => Promise<Response>;

/**
 * Gives every request an id of its own (a caller's `x-request-id` is logged beside it as
 * `clientRequestId`) and answers every failure through the one mapping
 * ({@link requestFailureOf}): as a JSON error body, or as an SSE `error` event when the
 * caller reads a stream.
 */
export function withErrorHandling(
  handler: IdentifiedHandler,
  options: { logger: Logger; generateId: () => string },
): (request: Request) => Promise<Response> {
  return async (request) => {
    const { requestId, clientRequestId } = requestIdentityOf(request, options.generateId);
    try {
      const response = await handler(request, requestId);
      if (!response.headers.has('x-request-id')) response.headers.set('x-request-id', requestId);
      return response;
    } catch (error) {
      const failure = requestFailureOf(error, request, {
        logger: options.logger,
        requestId,
        ...(clientRequestId === undefined ? {} : { fields: { clientRequestId } }),
      });
      if (failure.kind === 'disconnect') {
        return new Response(null, { status: failure.status, headers: { 'x-request-id': requestId } });
      }
      // An outage reaches an SSE reader as the event a streamed turn's failure would be.
      return failure.error.code === 'database_unavailable' && acceptsEventStream(request)
        ? eventStreamErrorResponse(failure.error, httpStatusOf[failure.error.code], requestId)
        : errorResponse(failure.error, requestId);
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
