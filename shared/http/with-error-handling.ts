import type { Logger } from '../log/logger.ts';
import { HttpError } from './http-error.ts';
import { errorResponse } from './json-response.ts';
import { requestIdOf } from './request-id.ts';

/** A handler that knows its request id. */
export type IdentifiedHandler = (request: Request, requestId: string) => Promise<Response>;

/**
 * Gives every request an id and turns every failure into a response: an
 * {@link HttpError} into its status and message; anything else into a generic 500 with
 * the request id, the detail (with the stack) going to the log only.
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
      options.logger.error('request-failed', {
        requestId,
        errorName: error instanceof Error ? error.name : typeof error,
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return errorResponse(new HttpError('internal', 'An unexpected error occurred. Quote the request id when reporting it.'), requestId);
    }
  };
}

/** 405 (with the `Allow` header HTTP requires) for anything but POST; OPTIONS is
 * answered by CORS before this. */
export function requirePost(request: Request): void {
  if (request.method !== 'POST') throw new HttpError('method_not_allowed', 'Use POST.', undefined, { allow: 'POST, OPTIONS' });
}
