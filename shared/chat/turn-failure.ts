/**
 * What ended a turn, as its caller learns it, in one place for JSON and streams: a failure
 * with its own answer (a turn not saved), that, even past the deadline (whose answer says the
 * turn so far is stored); past the deadline, the deadline; stopped by a shutdown, the
 * shutdown; every model down, the upstream failure; an outage, a turn not saved; anything
 * else goes to the one mapping as it is. The conversation's id travels in a header too.
 */
import { databaseUnavailableHttpError } from '../http/database-unavailable-http-error.ts';
import { HttpError } from '../http/http-error.ts';
import { AllModelsFailedError } from '../llm/model-chain.ts';
import { conversationIdHeader } from './conversation-id-header.ts';
import { turnNotSavedError } from './store-until-deadline.ts';
import { upstreamError } from './upstream-error.ts';
import { shuttingDownError } from './worker-shutdown.ts';

/** What the turn knows about how it stopped. */
export interface TurnStop {
  readonly conversationId: string;
  /** The deadline's failure (logged once) when the deadline passed, else null. */
  readonly deadlineFailure: () => HttpError | null;
  readonly shuttingDown: () => boolean;
}

/** `failure` with the conversation's header, when it is an answer the caller gets. */
function withConversationHeader(failure: unknown, conversationId: string): unknown {
  const error = failure instanceof HttpError ? failure : databaseUnavailableHttpError(failure);
  if (error === null) return failure;
  return new HttpError(error.code, error.message, error.details, {
    ...error.headers,
    [conversationIdHeader]: conversationId,
  });
}

/** See the module comment. */
export function turnFailureOf(error: unknown, stop: TurnStop): unknown {
  const { conversationId } = stop;
  const failure = error instanceof HttpError ? error : stop.deadlineFailure() ??
    (stop.shuttingDown()
      ? shuttingDownError(conversationId)
      : error instanceof AllModelsFailedError
      ? upstreamError(error, conversationId)
      : turnNotSavedError(error, conversationId));
  return withConversationHeader(failure, conversationId);
}
