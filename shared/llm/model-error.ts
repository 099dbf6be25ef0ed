import { redactText } from '../tools/redact.ts';

/** How a model call failed, decided from the provider's status and error code. */
export type ModelErrorKind =
  /** Timeout, connection reset, 408/409/429/5xx: worth retrying the same model. */
  | 'transient'
  /** The prompt is longer than the model's context window: shrink the history. */
  | 'context_length'
  /** 401/403: the provider refused the key. */
  | 'auth'
  /** 404: no such model at this provider. */
  | 'not_found'
  /** Another 4xx: the request itself was refused. */
  | 'bad_request'
  /** A finished answer with no text and no tool calls: a failed attempt of that model,
   * retried like a transient failure, never a reply. */
  | 'empty_answer'
  /** The answer was cut at the provider's output limit (`finish_reason: length`): its text
   * ends mid-sentence and its tool arguments may be cut, so it is a failed attempt of that
   * model, not retried (the same model stops at the same limit): the next model is asked. */
  | 'cut_answer'
  /** The provider's endpoint is misconfigured: a redirect, a key or base URL that cannot be
   * sent. Not retried; the next model is asked. */
  | 'configuration'
  /** The caller cancelled. */
  | 'cancelled'
  /** Anything else (a malformed response, a bug in a client). */
  | 'unknown';

/** A failed model call, with typed fields the retry and fallback logic branch on. */
export class ModelError extends Error {
  readonly kind: ModelErrorKind;
  readonly model: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  /** The provider's own error message, redacted. */
  readonly providerMessage: string;
  /** The call ran out of time (whole call, or its first response): the model is likely
   * hung, so the chain moves on instead of spending the turn's time on it again. */
  readonly timedOut: boolean;
  /** The request parameter the provider named as refused (`temperature`), when it named one. */
  readonly param?: string;

  constructor(
    fields: {
      kind: ModelErrorKind;
      model: string;
      status?: number;
      retryAfterMs?: number;
      providerMessage: string;
      timedOut?: boolean;
      param?: string;
      cause?: unknown;
    },
  ) {
    const providerMessage = redactText(fields.providerMessage).slice(0, 500);
    super(`${fields.model}: ${providerMessage}`, { cause: fields.cause });
    this.name = 'ModelError';
    this.kind = fields.kind;
    this.model = fields.model;
    this.status = fields.status;
    this.retryAfterMs = fields.retryAfterMs;
    this.providerMessage = providerMessage;
    this.timedOut = fields.timedOut ?? false;
    this.param = fields.param;
  }
}

/** True for the kinds worth asking the same model again (after a backoff). */
export function isRetryableKind(kind: ModelErrorKind): boolean {
  return kind === 'transient' || kind === 'empty_answer';
}

/** The kind of failure an HTTP status means. */
export function modelErrorKindForStatus(status: number | undefined, code: string | undefined): ModelErrorKind {
  if (code === 'context_length_exceeded' || code === 'string_above_max_length') return 'context_length';
  if (status === undefined) return 'transient';
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'transient';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status === 413) return 'context_length';
  if (status >= 400) return 'bad_request';
  return 'unknown';
}

export { retryAfterMs } from '../tools/retry-after.ts';
