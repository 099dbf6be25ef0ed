/** The closed set of HTTP failures a function answers with. */
export type HttpErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'upstream_failed'
  | 'internal'
  | 'turn_deadline'
  | 'database_unavailable'
  | 'rate_limited'
  | 'request_timeout'
  | 'shutting_down'
  // A chat request's Idempotency-Key.
  | 'idempotency_in_progress'
  | 'idempotency_key_reused'
  // Answers to a paused turn's approvals.
  | 'approval_not_pending'
  | 'approval_pending'
  | 'approval_expired'
  | 'approval_invalid'
  // The agents API.
  | 'agent_is_default'
  | 'agent_invalid'
  // The integrations function's own refusals, each a distinct answer a web app can act on.
  | 'not_configured'
  | 'return_to_not_allowed'
  | 'invalid_state'
  | 'key_rejected'
  | 'verify_unavailable'
  | 'connect_expired'
  | 'connect_already_used'
  | 'connect_wrong_user'
  | 'connect_refused'
  | 'connect_unavailable';

/** One table from error codes to statuses, for every function. */
export const httpStatusOf: Record<HttpErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  upstream_failed: 502,
  internal: 500,
  /** The chat turn ran out of time before the platform's own limit (see chatLimits.turnDeadlineMs). */
  turn_deadline: 504,
  /** The database cannot be reached: an outage, answered with `Retry-After`. */
  database_unavailable: 503,
  /** The user's token bucket is empty; `Retry-After` says when a token is back. */
  rate_limited: 429,
  /** The body did not arrive in time (a stalled or slow-drip client). */
  request_timeout: 408,
  /** The worker is stopping (a deploy, a restart): retry after `Retry-After`. */
  shutting_down: 503,
  /** The first request with this Idempotency-Key is still running: retry after `Retry-After`. */
  idempotency_in_progress: 409,
  /** This Idempotency-Key came with a different body before: a new request needs a new key. */
  idempotency_key_reused: 422,
  /** The conversation has no approval waiting (answered already, by another tab too). */
  approval_not_pending: 409,
  /** Another turn of the conversation waits for the user already: this one did not act. */
  approval_pending: 409,
  /** The approvals expired before the answer came; the turn ended without those calls. */
  approval_expired: 410,
  /** An answer names an approval this turn did not ask for, or leaves one unanswered. */
  approval_invalid: 400,
  /** The caller's default agent cannot be deleted: make another agent the default first. */
  agent_is_default: 409,
  /** The agent's stored configuration is one the agents API would refuse: fix it first. */
  agent_invalid: 409,
  /** The deployment lacks a setting the route needs (named in the message). */
  not_configured: 503,
  return_to_not_allowed: 400,
  invalid_state: 400,
  /** The provider refused the key: the request was well-formed, the key is not good. */
  key_rejected: 422,
  /** The provider could not be asked about the key; nothing was stored. */
  verify_unavailable: 503,
  /** A Gmail completion code past its time. */
  connect_expired: 410,
  /** A Gmail completion code presented before (by anyone). */
  connect_already_used: 409,
  /** A Gmail completion code of a flow another user started: refused, and burned. */
  connect_wrong_user: 403,
  /** Google refused the grant (the code, offline access, a permission). */
  connect_refused: 422,
  /** Google or the server could not be reached to finish connecting Gmail. */
  connect_unavailable: 503,
};

/** A failure with a stable code and a message safe to show the caller. */
export class HttpError extends Error {
  readonly code: HttpErrorCode;
  /** Extra fields for the response body (validation issues, upstream status). */
  readonly details?: Record<string, unknown>;
  /** Response headers the status calls for (`Allow` on a 405, `WWW-Authenticate` on a 401). */
  readonly headers?: Readonly<Record<string, string>>;

  constructor(
    code: HttpErrorCode,
    message: string,
    details?: Record<string, unknown>,
    headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}
