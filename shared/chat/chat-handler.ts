/**
 * The chat function's handler: one user turn per request, wired from its dependencies
 * (chat-handler-dependencies.ts). Model candidates are cached per worker
 * (model-candidate-cache.ts); the turn itself is answer-turn.ts.
 */
import { withCors } from '../http/cors.ts';
import { acceptsEventStream } from '../http/database-unavailable-http-error.ts';
import { requireUser } from '../http/require-user.ts';
import { requirePost, withErrorHandling } from '../http/with-error-handling.ts';
import { createTurnAnswerer } from './answer-turn.ts';
import type { ChatHandlerDependencies } from './chat-handler-dependencies.ts';
import {
  claimChatRequest,
  retryAfterKeyIsFree,
  type TurnSettlement,
  unkeyedSettlement,
} from './idempotency/chat-request-claim.ts';
import { idempotencyKeyOf, requestHashOf } from './idempotency/idempotency-key.ts';
import { type AnswerForm, replayedAnswer } from './idempotency/replayed-answer.ts';
import { keyedConversationIdOf } from './idempotency/keyed-conversation-id.ts';
import { userMessageKeyOf } from './idempotency/user-message-key.ts';
import { createModelCandidateCache } from './model-candidate-cache.ts';
import { type ChatTurnRequest, readChatTurnRequest } from './read-chat-turn-request.ts';
import { chatLimits } from './chat-limits.ts';
import { databaseWithinTimeLeft, settleWithinTimeLeft, type TimeLeft, timeLeftCappedAt } from './time-left.ts';
import { turnAnswerBy } from './turn-deadline.ts';

export type { ChatHandlerDependencies, TurnTools } from './chat-handler-dependencies.ts';

/** How the caller of `turnRequest` reads the answer. */
function answerFormOf(request: Request, turnRequest: ChatTurnRequest): AnswerForm {
  if (turnRequest.protocol === 'ui-message-stream') return 'ui-message-stream';
  return acceptsEventStream(request) ? 'event-stream' : 'json';
}

/** `turnRequest`, continuing `conversationId` (the conversation an earlier request with its
 * key started and gave back) when it names none itself. */
function continuingConversation(turnRequest: ChatTurnRequest, conversationId: string | null): ChatTurnRequest {
  if (conversationId === null || turnRequest.body.conversationId !== undefined) return turnRequest;
  return { ...turnRequest, body: { ...turnRequest.body, conversationId } };
}

/**
 * The chat function's handler: one user turn per request, as JSON or, with
 * `Accept: text/event-stream`, as Server-Sent Events while it happens; a `useChat` body
 * (`messages`) is answered as an AI SDK UI message stream (see ui-stream/). With an
 * `Idempotency-Key` (and `chatRequestKeys`), a retry of the same request gets the first
 * answer instead of a second turn (idempotency/chat-request-claim.ts).
 */
export function createChatHandler(dependencies: ChatHandlerDependencies): (request: Request) => Promise<Response> {
  const { logger } = dependencies;
  // The models (and their SDK clients) of an agent's chain are built once per worker, not
  // per request; so is the "model skipped" log line.
  const answerTurn = createTurnAnswerer(dependencies, createModelCandidateCache(dependencies.models));
  const now = dependencies.now ?? Date.now;
  const deadlineMs = dependencies.turnDeadlineMs ?? chatLimits.turnDeadlineMs;
  return withCors(withErrorHandling(async (request, requestId) => {
    // The platform's limit counts from the request's arrival, so the turn's does too.
    const startedAt = now();
    // What runs before the turn (rate limit, key claim, conversation and history reads) waits
    // on the database no longer than the turn's deadline: a silent database is answered 503
    // `database_unavailable` by then, not after the client's 20 s query deadline.
    const beforeTurn: TimeLeft = { until: startedAt + deadlineMs, now };
    requirePost(request);
    const user = await requireUser(request, dependencies.verifyJwt);
    const key = idempotencyKeyOf(request);
    const rateLimit = dependencies.rateLimit;
    if (rateLimit !== undefined) await databaseWithinTimeLeft(() => rateLimit(user.userId, 'chat'), beforeTurn);
    const conversations = dependencies.conversations;
    let turnRequest = await readChatTurnRequest(request, {
      userId: user.userId,
      conversations: {
        ...conversations,
        findForUser: (id, userId) => databaseWithinTimeLeft(() => conversations.findForUser(id, userId), beforeTurn),
      },
    });
    const form = answerFormOf(request, turnRequest);
    let settlement: TurnSettlement = unkeyedSettlement;
    let userMessageKey: string | null = null;
    let keyedConversationId: string | null = null;
    const keys = dependencies.chatRequestKeys;
    if (key !== null && keys !== undefined) {
      const requestHash = await requestHashOf(turnRequest);
      const claim = await claimChatRequest(
        { userId: user.userId, key, requestHash },
        {
          repository: keys,
          now,
          requestId,
          logger,
          generateId: dependencies.generateId,
          timer: dependencies.leaseTimer,
          claimClock: beforeTurn,
        },
      );
      if (claim.kind === 'replay') {
        return replayedAnswer(claim.answer, form, { requestId, messageId: dependencies.generateId() });
      }
      settlement = claim.settlement;
      userMessageKey = await userMessageKeyOf(user.userId, key, requestHash);
      keyedConversationId = await keyedConversationIdOf(user.userId, key, requestHash);
      turnRequest = continuingConversation(turnRequest, claim.conversationId);
    }
    try {
      return await answerTurn({
        request,
        requestId,
        startedAt,
        userId: user.userId,
        turnRequest,
        form,
        settlement,
        userMessageKey,
        keyedConversationId,
        outlivesCaller: settlement !== unkeyedSettlement,
      });
    } catch (error) {
      // Bounded like every wait after the turn, and by the key's own short bound.
      const answerClock = timeLeftCappedAt(
        { until: turnAnswerBy(startedAt, deadlineMs), now },
        chatLimits.idempotencySettleMs,
      );
      await settleWithinTimeLeft(() => settlement.failed(error), answerClock, {
        logger,
        event: 'idempotency-key-unsettled',
        requestId,
      });
      // A key that could not be given back is still held: a retry before its lease runs out
      // would be answered 409, so `Retry-After` says when it is free.
      throw retryAfterKeyIsFree(error, settlement.heldUntil(), now());
    }
  }, { logger, generateId: dependencies.generateId }));
}
