/** How a request is named in logs and answers. */
export interface RequestIdentity {
  /** Always made here: a caller can never choose the id its rows and log lines are filed under. */
  readonly requestId: string;
  /** The caller's own `x-request-id`, when it is a sane token: logged beside the request id,
   * for a caller that traces its calls, never used as the request's id. */
  readonly clientRequestId?: string;
}

const saneClientRequestId = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `x-request-id` when it is a sane token (8–128 of `A-Za-z0-9._:-`), else undefined. */
export function clientRequestIdOf(request: Request): string | undefined {
  const given = request.headers.get('x-request-id');
  return given !== null && saneClientRequestId.test(given) ? given : undefined;
}

/** A fresh request id, and the caller's own id beside it when it sent a sane one. */
export function requestIdentityOf(request: Request, generateId: () => string): RequestIdentity {
  const clientRequestId = clientRequestIdOf(request);
  return { requestId: generateId(), ...(clientRequestId === undefined ? {} : { clientRequestId }) };
}

/** A fresh request id: never the caller's `x-request-id` (see {@link requestIdentityOf}). */
export function requestIdOf(request: Request, generateId: () => string): string {
  return requestIdentityOf(request, generateId).requestId;
}
