/**
 * Why the chat function refused the user's answers to a paused turn, said plainly. Each of
 * these means the card on screen is stale: nothing it showed will run from this answer.
 */
import { ApiError } from '../api/api-error.ts';

/** The refusals of an answer, by the function's error code (docs/http-api.md). */
const messages: Readonly<Record<string, string>> = {
  // 409: another tab (or a double click) answered first, or a new message closed the approvals.
  approval_not_pending:
    'These approvals were already answered — perhaps in another tab — or a newer message replaced them. The conversation now shows what happened.',
  // 410: past `expiresAt`; the turn ended without the calls.
  approval_expired: 'These approvals expired, so nothing was done. Ask again to start over.',
  // 400: the answers do not match what waits (a stale page after the turn paused again).
  approval_invalid:
    'These approvals no longer match what Parley is waiting for, so nothing was done. The conversation now shows what waits.',
};

/** The error to show when `error` refused an answer to approvals; null for any other failure. */
export function approvalFailureOf(error: unknown): ApiError | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  const message = messages[error.code];
  if (message === undefined) return null;
  return new ApiError('request', message, {
    status: error.status ?? undefined,
    code: error.code,
    requestId: error.requestId,
  });
}
