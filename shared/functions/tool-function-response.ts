import { type HttpError, type HttpErrorCode, httpStatusOf } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import type { ErrorCategory } from '../tools/error-category.ts';
import type { SetupHint } from '../tools/setup-hint.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import { toolFunctionStatusOf } from './tool-function-protocol.ts';

/** The category a request that never reached an action is answered with. */
const categoryOfHttpError: Record<HttpErrorCode, ErrorCategory> = {
  bad_request: 'invalid_arguments', payload_too_large: 'invalid_arguments', unsupported_media_type: 'invalid_arguments',
  method_not_allowed: 'invalid_arguments', unauthorized: 'not_configured', forbidden: 'not_configured', not_found: 'not_found',
  upstream_failed: 'transient', internal: 'internal', turn_deadline: 'transient', database_unavailable: 'transient', rate_limited: 'transient', request_timeout: 'invalid_arguments',
  // Only the integrations function answers these; listed so the table stays total.
  not_configured: 'not_configured', return_to_not_allowed: 'invalid_arguments', invalid_state: 'invalid_arguments',
  key_rejected: 'not_configured', verify_unavailable: 'transient',
};

/** `{ success: false, category, error, retryable, setup? }` with the request id. */
export function failureResponse(
  status: number, category: ErrorCategory, error: string, retryable: boolean, requestId: string, headers: Readonly<Record<string, string>> = {}, setup?: SetupHint,
): Response {
  return jsonResponse({ success: false, category, error, retryable, ...(setup === undefined ? {} : { setup }) }, status, { ...headers, 'x-request-id': requestId });
}

/** An outcome as the function answers it: `error` is exactly the executor's model text.
 * `retryable`: the model can fix the call, or the failure may pass. `setup`: what the
 * user must set up, for a web app's button and for the chat function's own outcome. */
export function outcomeResponse(outcome: ToolOutcome, requestId: string): Response {
  if (outcome.type === 'tool-result') return jsonResponse({ success: true, data: outcome.output }, 200, { 'x-request-id': requestId });
  const retryable = outcome.modelRetry || outcome.category === 'transient';
  return failureResponse(toolFunctionStatusOf[outcome.category], outcome.category, outcome.modelMessage, retryable, requestId, {}, outcome.setup);
}

interface Issue {
  readonly path: string;
  readonly message: string;
}

function issuesOf(error: HttpError): readonly Issue[] {
  const issues = error.details?.issues;
  return Array.isArray(issues) ? issues.filter((issue): issue is Issue => typeof issue?.path === 'string' && typeof issue?.message === 'string') : [];
}

/** A request refused before any action ran (auth, method, body, agent): the HTTP table's
 * status, with the body's problems named in `error`, never retryable as sent. */
export function httpErrorResponse(error: HttpError, requestId: string): Response {
  const issues = issuesOf(error).map((issue) => `${issue.path}: ${issue.message}`);
  const text = issues.length === 0 ? error.message : `${error.message.replace(/\.$/, '')}: ${issues.join('; ')}.`;
  // A rate limit passes by itself (Retry-After says when); nothing else here does.
  return failureResponse(httpStatusOf[error.code], categoryOfHttpError[error.code], text, error.code === 'rate_limited', requestId, error.headers);
}
