/**
 * A failed call to a Parley function, reduced to what the user can do about it: sign in
 * again (401), wait (429), retry (5xx, network), or fix the request (other 4xx, with the
 * function's own message).
 */
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/protocol/index.ts';

/** What kind of failure, by what the user should do next. */
export type ApiErrorKind = 'session_ended' | 'rate_limited' | 'server' | 'request' | 'network';

/** What Supabase's relay answers when the request never reached a function. */
const relayErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
/** Parley's functions answer the protocol's `{ error: { code, message, requestId, issues? } }`;
 * Supabase's relay `{ code, message }`. */
const failureBodySchema = z.union([errorBodySchema.transform((body) => body.error), relayErrorSchema]);

/** One wrong field of a refused body (a 400's `issues`), named by its path (`settings.temperature`). */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/** A failed call; `message` is safe and meant to be shown. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The function's stable error code (`not_found`, `return_to_not_allowed`, …), when it sent one. */
  readonly code: string | null;
  readonly requestId: string | null;
  /** From `Retry-After`, for a 429. */
  readonly retryAfterSeconds: number | null;
  /** The wrong fields of a refused body, one entry each; empty when the function named none. */
  readonly issues: readonly FieldIssue[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: string | null;
      requestId?: string | null;
      retryAfterSeconds?: number | null;
      issues?: readonly FieldIssue[];
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.requestId = details.requestId ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.issues = details.issues ?? [];
  }
}

/** `Retry-After` in whole seconds (delta-seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSecondsOf(headerValue: string | null, now: number = Date.now()): number | null {
  if (headerValue === null || headerValue.trim() === '') return null;
  const seconds = Number(headerValue);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(headerValue);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The plain sentence for a status, given the function's own message for 4xx answers. */
export function messageForStatus(
  status: number,
  serverMessage: string | undefined,
  retryAfterSeconds: number | null,
): { kind: ApiErrorKind; message: string } {
  if (status === 401) return { kind: 'session_ended', message: 'Your session ended — sign in again.' };
  if (status === 429) {
    return {
      kind: 'rate_limited',
      message: retryAfterSeconds === null
        ? 'Too many requests — wait a moment and try again.'
        : `Too many requests — wait ${retryAfterSeconds} s.`,
    };
  }
  if (status >= 500) return { kind: 'server', message: 'Something went wrong on the server — Retry.' };
  return { kind: 'request', message: serverMessage ?? `The request was refused (${status}).` };
}

/** Reads a function's error response into an {@link ApiError}. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body = failureBodySchema.safeParse(await response.clone().json().catch(() => null));
  const parsed = body.success ? body.data : {};
  const retryAfterSeconds = retryAfterSecondsOf(response.headers.get('retry-after'));
  // The first problem says more than the summary ("apiKey is too short…" beside "The key is not valid.").
  const detail = parsed.issues?.length === 1 ? parsed.issues[0]?.message : undefined;
  const { kind, message } = messageForStatus(response.status, detail ?? parsed.message, retryAfterSeconds);
  return new ApiError(kind, message, {
    status: response.status,
    code: parsed.code ?? null,
    requestId: parsed.requestId ?? response.headers.get('x-request-id'),
    retryAfterSeconds,
    issues: parsed.issues ?? [],
  });
}

/** The error for a request that never got an answer. */
export function networkError(): ApiError {
  return new ApiError('network', 'Cannot reach the server — check the connection and Retry.');
}
