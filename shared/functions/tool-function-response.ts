import type { z } from 'zod';
import { HttpError, type HttpErrorCode, httpStatusOf } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import type { ErrorCategory } from '../tools/error-category.ts';
import { renderQuestion } from '../tools/feedback-interaction.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import { toolFunctionStatusOf } from './tool-function-protocol.ts';

/** The category a request that never reached an action is answered with. */
const categoryOfHttpError: Record<HttpErrorCode, ErrorCategory> = {
  bad_request: 'invalid_arguments',
  payload_too_large: 'invalid_arguments',
  unsupported_media_type: 'invalid_arguments',
  method_not_allowed: 'invalid_arguments',
  unauthorized: 'not_configured',
  forbidden: 'not_configured',
  not_found: 'not_found',
  upstream_failed: 'transient',
  internal: 'internal',
  turn_deadline: 'transient',
  database_unavailable: 'transient',
  rate_limited: 'transient',
  request_timeout: 'invalid_arguments',
  shutting_down: 'transient',
  // Only the integrations function answers these; listed so the table stays total.
  not_configured: 'not_configured',
  return_to_not_allowed: 'invalid_arguments',
  invalid_state: 'invalid_arguments',
  key_rejected: 'not_configured',
  verify_unavailable: 'transient',
  // Only the chat function answers these.
  approval_not_pending: 'internal',
  approval_pending: 'internal',
  approval_expired: 'internal',
  approval_invalid: 'internal',
  agent_is_default: 'internal',
  agent_invalid: 'not_configured',
  idempotency_in_progress: 'internal',
  idempotency_key_reused: 'internal',
  connect_expired: 'invalid_arguments',
  connect_already_used: 'invalid_arguments',
  connect_wrong_user: 'not_configured',
  connect_refused: 'not_configured',
  connect_unavailable: 'transient',
};

/** `{ success: false, category, error, retryable }` with the request id: a request refused
 * before any action ran. */
export function failureResponse(
  status: number,
  category: ErrorCategory,
  error: string,
  retryable: boolean,
  requestId: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return jsonResponse({ success: false, category, error, retryable }, status, {
    ...headers,
    'x-request-id': requestId,
  });
}

/** An outcome as the function answers it: `error` is exactly the executor's model text,
 * `interaction` what it asks the user. `retryable`: the model can fix the call, or the
 * failure may pass. `setup`: what the user must set up, for a web app's button and for the
 * chat function's own outcome. `run`: the action ran here and is logged here. */
export function outcomeResponse(outcome: ToolOutcome, requestId: string): Response {
  const run = { tries: 1 + outcome.earlierAttempts.length, replayed: outcome.replayed };
  const headers = { 'x-request-id': requestId };
  if (outcome.type === 'tool-result') return jsonResponse({ success: true, data: outcome.output, run }, 200, headers);
  return jsonResponse(
    {
      success: false,
      category: outcome.category,
      error: outcome.modelMessage,
      retryable: outcome.modelRetry || outcome.category === 'transient',
      ...(outcome.interaction === undefined ? {} : { interaction: outcome.interaction }),
      ...(outcome.field === undefined ? {} : { field: outcome.field }),
      ...(outcome.setup === undefined ? {} : { setup: outcome.setup }),
      run,
    },
    toolFunctionStatusOf[outcome.category],
    headers,
  );
}

interface Issue {
  readonly path: string;
  readonly message: string;
}

function issuesOf(error: HttpError): readonly Issue[] {
  const issues = error.details?.issues;
  return Array.isArray(issues)
    ? issues.filter((issue): issue is Issue => typeof issue?.path === 'string' && typeof issue?.message === 'string')
    : [];
}

/** A request refused before any action ran (auth, method, body, agent): the HTTP table's
 * status, with the body's problems named in `error`, never retryable as sent. */
export function httpErrorResponse(error: HttpError, requestId: string): Response {
  const issues = issuesOf(error).map((issue) => `${issue.path}: ${issue.message}`);
  const text = issues.length === 0 ? error.message : `${error.message.replace(/\.$/, '')}: ${issues.join('; ')}.`;
  // A rate limit and an outage pass by themselves (Retry-After says when); nothing else here does.
  return failureResponse(
    httpStatusOf[error.code],
    categoryOfHttpError[error.code],
    text,
    error.code === 'rate_limited' || error.code === 'database_unavailable',
    requestId,
    error.headers,
  );
}

/** A value from the body, quoted short and safe for the text. */
function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  // deno-lint-ignore no-control-regex
  const clean = text.replace(/[`\u0000-\u001f\u007f]/g, '');
  return `"${clean.length > 40 ? `${clean.slice(0, 39)}…` : clean}"`;
}

/** The question for each request field a caller (often a model) must send, as the tools ask. */
function questionFor(
  field: 'action' | 'agentId',
  body: Record<string, unknown>,
  actionNames: readonly string[],
): string {
  const sent = field in body ? ` (received ${quoted(body[field])})` : '';
  if (field === 'action') {
    return renderQuestion(`Which action should I run? Send \`action\` as one of: ${actionNames.join(', ')}${sent}.`);
  }
  return renderQuestion(
    `Which agent is this for? Send \`agentId\` as the id (a UUID) of one of your agents${sent}.`,
  );
}

/**
 * The 400 for a request body that failed `toolFunctionRequestSchema`: a missing or
 * malformed `action` or `agentId` is asked as a question naming exactly what to send (the
 * actions there are; an agent's UUID), like the tools ask for a missing parameter; any
 * other problem (`params`, an unknown field) is named with its path.
 */
export function requestBodyError(
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
  actionNames: readonly string[],
): HttpError {
  const body = typeof value === 'object' && value !== null && !Array.isArray(value)
    ? value as Record<string, unknown>
    : null;
  if (body === null) {
    return new HttpError('bad_request', 'The body must be a JSON object: { "action", "params", "agentId" }.');
  }
  const questions = (['action', 'agentId'] as const)
    .filter((field) => issues.some((issue) => issue.path[0] === field))
    .map((field) => questionFor(field, body, actionNames));
  const rest = issues.filter((issue) => issue.path[0] !== 'action' && issue.path[0] !== 'agentId').slice(0, 10)
    .map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
  if (questions.length === 0) return new HttpError('bad_request', 'The body is not valid.', { issues: rest });
  const others = rest.length === 0
    ? ''
    : ` Also: ${rest.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}.`;
  return new HttpError('bad_request', `${questions.join(' ')}${others}`);
}
