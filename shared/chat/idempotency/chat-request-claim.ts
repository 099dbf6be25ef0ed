/**
 * `POST /chat` with an `Idempotency-Key`, as Stripe keys its requests: the first request
 * with a key claims it before its turn runs and stores its answer when it ends; the same
 * key and body again (the same user, within 24 h) gets that answer and never runs the turn
 * again; while the first still runs, 409 `idempotency_in_progress` with `Retry-After`; the
 * key with another body, 422 `idempotency_key_reused`.
 *
 * What is the key's answer: what the turn produced (200) and a 4xx about the request itself
 * (400, 404, 409, 410, 413, 422…): sent again, it gets the same. A failure a retry can fix
 * (5xx: 500 `internal`, 502 `upstream_failed`, 503, 504 `turn_deadline`; 408; 429) gives the key
 * back, and the retry runs the turn again, in the conversation the first request started.
 * Running again is safe because side effects are exactly once on their own (Gmail's claimed
 * Message-ID, tool idempotency keys). The claim is a lease renewed while the request runs
 * (lease-heartbeat.ts): a key whose worker died is free again within one lease.
 */
import type {
  ChatRequestKey,
  ChatRequestKeyHolder,
  ChatRequestKeysRepository,
  StoredChatAnswer,
} from '../../db/repositories/chat-request-keys-repository.ts';
import { databaseUnavailableHttpError } from '../../http/database-unavailable-http-error.ts';
import { HttpError, httpStatusOf } from '../../http/http-error.ts';
import type { Logger } from '../../log/logger.ts';
import type { ChatReply } from '../../protocol/chat-reply.ts';
import { chatLimits } from '../chat-limits.ts';
import { databaseWithinTimeLeft, type TimeLeft } from '../time-left.ts';
import { intervalTimer, type RepeatingTimer, startLeaseHeartbeat } from './lease-heartbeat.ts';

/** How a request that claimed its key records its end. */
export interface TurnSettlement {
  /** The turn ended with `reply` (status 200). */
  answered(reply: ChatReply): Promise<void>;
  /** The request failed with `failure` (what the one mapping answers). */
  failed(failure: unknown): Promise<void>;
  /** When the key's lease runs out, while this request still holds the key (its end is not
   * recorded: not yet, or the database did not take it); null once recorded, or with no key.
   * Until then a retry is answered 409. */
  heldUntil(): number | null;
}

/** A request without a key: nothing to record. */
export const unkeyedSettlement: TurnSettlement = {
  answered: () => Promise.resolve(),
  failed: () => Promise.resolve(),
  heldUntil: () => null,
};

/** Whole seconds from `now` until `until`, at least 1 (`Retry-After: 0` invites a tight loop). */
function secondsUntil(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** The `Retry-After` of a 409 `idempotency_in_progress`: when the first request's lease runs
 * out (the key is then free for the retry), at most `idempotencyRetryAfterMaxSeconds`. */
export function inProgressRetryAfterSeconds(leaseUntil: number | null, now: number): number {
  if (leaseUntil === null) return chatLimits.idempotencyRetryAfterSeconds;
  return Math.min(secondsUntil(leaseUntil, now), chatLimits.idempotencyRetryAfterMaxSeconds);
}

/**
 * `failure` with an honest `Retry-After` when the request still holds its key (`heldUntil`,
 * see {@link TurnSettlement.heldUntil}): a failure that says when to retry (a 503, a 429) says
 * no sooner than the key's lease runs out, since a retry before then is answered 409.
 * Anything else is returned as it is.
 */
export function retryAfterKeyIsFree(failure: unknown, heldUntil: number | null, now: number): unknown {
  if (heldUntil === null) return failure;
  // An outage not mapped yet is the 503 the one mapping would answer.
  const answered = failure instanceof HttpError ? failure : databaseUnavailableHttpError(failure);
  const said = Number(answered?.headers?.['retry-after']);
  if (answered === null || !Number.isFinite(said)) return failure;
  const seconds = Math.max(said, secondsUntil(heldUntil, now));
  if (seconds === said) return failure;
  return new HttpError(answered.code, answered.message, { ...answered.details, retryAfterSeconds: seconds }, {
    ...answered.headers,
    'retry-after': String(seconds),
  });
}

/** What the claim decided: run the turn (and settle it), or answer with the stored answer.
 * `conversationId`: the conversation an earlier request with the key started before it gave
 * the key back, for the run to continue; null when there is none. */
export type ChatRequestClaim =
  | { readonly kind: 'run'; readonly settlement: TurnSettlement; readonly conversationId: string | null }
  | { readonly kind: 'replay'; readonly answer: StoredChatAnswer };

/** What a claim needs besides the key. */
export interface ChatRequestClaimContext {
  readonly repository: ChatRequestKeysRepository;
  readonly now: () => number;
  readonly requestId: string;
  readonly logger: Logger;
  /** Names the claim (a UUID). */
  readonly generateId: () => string;
  /** Ticks the lease's heartbeat; `setInterval` when absent. */
  readonly timer?: RepeatingTimer;
  /** How long the claim may wait for the database (the turn's time left); unbounded when
   * absent. Past it, a ``DatabaseUnavailableError` (503 `database_unavailable`) and no heartbeat. */
  readonly claimClock?: TimeLeft;
}

/** How a failed request leaves its key: with the failure as its answer, or given back. */
type FailureSettlement =
  | { readonly kind: 'answer'; readonly answer: StoredChatAnswer }
  | { readonly kind: 'release'; readonly conversationId: string | null };

/** True for a status a retry of the same request can turn into an answer: the server or the
 * time failed, not the request. */
function retryCanFix(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** How the request that failed with `failure` leaves its key. */
function settlementOfFailure(failure: unknown, requestId: string): FailureSettlement {
  // Not mapped yet: an outage, or a bug answered as the one 500 `internal`; the server's failure.
  if (!(failure instanceof HttpError)) return { kind: 'release', conversationId: null };
  const status = httpStatusOf[failure.code];
  const body = { error: { code: failure.code, message: failure.message, requestId, ...failure.details } };
  if (retryCanFix(status)) return { kind: 'release', conversationId: conversationIdOf(body) };
  return { kind: 'answer', answer: { status, body } };
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
  const holder: ChatRequestKeyHolder = { key, claimId: context.generateId() };
  const at = now();
  const claiming = () => repository.claim(holder, new Date(at), new Date(at + chatLimits.idempotencyLeaseMs));
  const claim =
    await (context.claimClock === undefined ? claiming() : databaseWithinTimeLeft(claiming, context.claimClock));
  if (claim.kind === 'completed') return { kind: 'replay', answer: claim.answer };
  if (claim.kind === 'in_progress') {
    const seconds = inProgressRetryAfterSeconds(claim.leaseUntil?.getTime() ?? null, now());
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
  let leaseUntil = at + chatLimits.idempotencyLeaseMs;
  const stopHeartbeat = startLeaseHeartbeat({
    holder,
    repository,
    now,
    timer: context.timer ?? intervalTimer,
    logger,
    requestId,
    renewed: (until) => {
      leaseUntil = until;
    },
  });
  /** Storing the end must not change the answer: a failure is logged, and the key is then
   * free again when its lease runs out. Only the first end counts. */
  let settled = false;
  let recorded = false;
  const record = async (end: FailureSettlement): Promise<void> => {
    if (settled) return;
    settled = true;
    stopHeartbeat();
    try {
      if (end.kind === 'release') await repository.release(holder, end.conversationId, new Date(now()));
      else {
        await repository.complete(
          holder,
          end.answer,
          conversationIdOf(end.answer.body),
          new Date(now() + chatLimits.idempotencyKeyTtlMs),
        );
      }
      recorded = true;
    } catch (error) {
      logger.warn('idempotency-key-unsettled', {
        requestId,
        released: end.kind === 'release',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return {
    kind: 'run',
    conversationId: claim.conversationId,
    settlement: {
      answered: (reply) => record({ kind: 'answer', answer: { status: 200, body: reply } }),
      failed: (failure) => record(settlementOfFailure(failure, requestId)),
      heldUntil: () => (recorded || leaseUntil <= now() ? null : leaseUntil),
    },
  };
}
