import { type HttpError, httpStatusOf } from './http-error.ts';

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The body every failed request gets: a stable code, a message, the request id. */
export function errorResponse(error: HttpError, requestId: string): Response {
  return jsonResponse(
    {
      error: {
        code: error.code,
        message: error.message,
        requestId,
        ...(error.details === undefined ? {} : error.details),
      },
    },
    httpStatusOf[error.code],
    { ...error.headers, 'x-request-id': requestId },
  );
}
