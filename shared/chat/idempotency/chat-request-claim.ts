/**
 * `POST /chat` with an `Idempotency-Key`, as Stripe keys its requests: the first request
 * with a key claims it before its turn runs and stores its answer when it ends; the same
 * key and body again (the same user, within 24 h) gets that answer and never runs the turn
 * again; while the first still runs, 409 `idempotency_in_progress` with `Retry-After`; the
 * key with another body, 422 `idempotency_key_reused`. A first request that failed in a way
 * a retry should run again (503: the database, the worker shutting down) gives the key back.
 */
import type {
  ChatRequestKey,
  ChatRequestKeysRepository,
  StoredChatAnswer,
} from '../../db/repositories/chat-request-keys-repository.ts';
import { isDatabaseConnectionError } from '../../db/database-unavailable.ts';
import { HttpError, httpStatusOf } from '../../http/http-error.ts';
import { unexpectedErrorMessage } from '../../http/request-failure.ts';
import type { Logger } from '../../log/logger.ts';
import type { ChatReply } from '../../protocol/chat-reply.ts';
import { chatLimits } from '../chat-limits.ts';

/** How a request that claimed its key records its end. */
export interface TurnSettlement {
  /** The turn ended with `reply` (status 200). */
  answered(reply: ChatReply): Promise<void>;
  /** The request failed with `failure` (what the one mapping answers). */
  failed(failure: unknown): Promise<void>;
}

/** A request without a key: nothing to record. */
export const unkeyedSettlement: TurnSettlement = {
  answered: () => Promise.resolve(),
  failed: () => Promise.resolve(),
};

/** What the claim decided: run the turn (and settle it), or answer with the stored answer. */
export type ChatRequestClaim =
  | { readonly kind: 'run'; readonly settlement: TurnSettlement }
  | { readonly kind: 'replay'; readonly answer: StoredChatAnswer };

/** What a claim needs besides the key. */
export interface ChatRequestClaimContext {
  readonly repository: ChatRequestKeysRepository;
  readonly now: () => number;
  readonly requestId: string;
  readonly logger: Logger;
}

/** The stored answer of a failure, or null when a retry should run again (the key is released). */
function answerOfFailure(failure: unknown, requestId: string): StoredChatAnswer | null {
  if (!(failure instanceof HttpError)) {
    // An outage not yet mapped is retryable; anything else is the one `internal` answer.
    if (isDatabaseConnectionError(failure)) return null;
    return { status: 500, body: { error: { code: 'internal', message: unexpectedErrorMessage, requestId } } };
  }
  const status = httpStatusOf[failure.code];
  if (status === 503) return null;
  return { status, body: { error: { code: failure.code, message: failure.message, requestId, ...failure.details } } };
}

function conversationIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const holder = 'error' in body && typeof body.error === 'object' && body.error !== null ? body.error : body;
  return 'conversationId' in holder && typeof holder.conversationId === 'string' ? holder.conversationId : null;
}

/**
 * Claims `key` for this request: a settlement to record its end with, or the answer the
 * first request with the key got. Throws 409 `idempotency_in_progress` or 422
 * `idempotency_key_reused`.
 */
export async function claimChatRequest(
  key: ChatRequestKey,
  context: ChatRequestClaimContext,
): Promise<ChatRequestClaim> {
  const { repository, now, requestId, logger } = context;
  const at = now();
  const claim = await repository.claim(key, new Date(at), new Date(at + chatLimits.idempotencyInProgressTtlMs));
  if (claim.kind === 'completed') return { kind: 'replay', answer: claim.answer };
  if (claim.kind === 'in_progress') {
    const seconds = chatLimits.idempotencyRetryAfterSeconds;
    throw new HttpError(
      'idempotency_in_progress',
      'A request with this Idempotency-Key is still running; its turn runs once. Retry after a moment to get its answer.',
      { retryAfterSeconds: seconds },
      { 'retry-after': String(seconds) },
    );
  }
  if (claim.kind === 'reused') {
    throw new HttpError(
      'idempotency_key_reused',
      'This Idempotency-Key was sent before with a different request; use a new key for a new request.',
    );
  }
  /** Storing the end must not change the answer: a failure is logged, and the key is then
   * free again when its in-progress time is up. */
  const record = async (answer: StoredChatAnswer | null): Promise<void> => {
    try {
      if (answer === null) await repository.release(key);
      else {
        await repository.complete(
          key,
          answer,
          conversationIdOf(answer.body),
          new Date(now() + chatLimits.idempotencyKeyTtlMs),
        );
      }
    } catch (error) {
      logger.warn('idempotency-key-unsettled', {
        requestId,
        released: answer === null,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return {
    kind: 'run',
    settlement: {
      answered: (reply) => record({ status: 200, body: reply }),
      failed: (failure) => record(answerOfFailure(failure, requestId)),
    },
  };
}
