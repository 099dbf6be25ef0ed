/**
 * One user turn of a read, authorized chat request, from its opened conversation (open-turn.ts)
 * to its answer: the turn runs (turn-runner.ts), is stored (turn-storage.ts), and answered as
 * JSON or streamed; a turn that could not be stored, ran out of time, or was stopped by a
 * shutdown is answered as such, never as a success. The model loop stops at the deadline, and
 * every wait after it ends by the deadline plus `chatLimits.turnAnswerMarginMs`.
 */
import { HttpError } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import { requestFailureOf, unexpectedErrorMessage } from '../http/request-failure.ts';
import type { ToolCaller } from '../tools/tool-definition.ts';
import type { ChatHandlerDependencies } from './chat-handler-dependencies.ts';
import { chatLimits } from './chat-limits.ts';
import { chatReplyOf } from './chat-reply.ts';
import { withConversationId } from './conversation-id-header.ts';
import { createEventTurnStream } from './event-turn-stream.ts';
import { answerWithStoredReply } from './idempotency/answered-retry.ts';
import { retryAfterKeyIsFree, type TurnSettlement } from './idempotency/chat-request-claim.ts';
import type { AnswerForm } from './idempotency/replayed-answer.ts';
import type { ModelCandidateCache } from './model-candidate-cache.ts';
import { openTurn } from './open-turn.ts';
import { openTurnLog } from './open-turn-log.ts';
import type { ChatTurnRequest } from './read-chat-turn-request.ts';
import { turnFailureOf } from './turn-failure.ts';
import { createTurnRunner } from './turn-runner.ts';
import { createTurnStorage } from './turn-storage.ts';
import { createTurnModelChain } from './turn-model-chain.ts';
import { startTurnDeadline, turnAnswerBy, turnDeadlineError } from './turn-deadline.ts';
import type { TurnStream } from './turn-stream.ts';
import { settleWithinTimeLeft, timeLeftCappedAt } from './time-left.ts';
import { createUiMessageTurnStream } from './ui-stream/ui-message-turn-stream.ts';

/** A read, authorized request whose turn is to run. */
export interface TurnToAnswer {
  readonly request: Request;
  readonly requestId: string;
  /** When the request arrived (the deadline counts from it). */
  readonly startedAt: number;
  readonly userId: string;
  readonly turnRequest: ChatTurnRequest;
  readonly form: AnswerForm;
  /** Records how the request ended, for its `Idempotency-Key`. */
  readonly settlement: TurnSettlement;
  /** The store key of the user's message when its request names it (its `Idempotency-Key`):
   * every try of the request stores the message once (idempotency/user-message-key.ts). */
  readonly userMessageKey: string | null;
  /** The conversation its `Idempotency-Key` names when the request names none
   * (idempotency/keyed-conversation-id.ts); null without a key. */
  readonly keyedConversationId: string | null;
  /** A keyed turn runs to its end even when its caller goes away, so a retry gets its answer. */
  readonly outlivesCaller: boolean;
}

/** Answers turns with `dependencies`; model candidates come from the worker's `cache`. */
export function createTurnAnswerer(
  dependencies: ChatHandlerDependencies,
  cache: ModelCandidateCache,
): (turn: TurnToAnswer) => Promise<Response> {
  const { logger } = dependencies;
  const now = dependencies.now ?? Date.now;
  const deadlineMs = dependencies.turnDeadlineMs ?? chatLimits.turnDeadlineMs;
  const heartbeatIntervalMs = dependencies.heartbeatIntervalMs ?? chatLimits.heartbeatIntervalMs;
  const sleep = (milliseconds: number): Promise<void> => dependencies.sleep(milliseconds);
  return async (
    turn: TurnToAnswer,
  ) => {
    const { request, requestId, startedAt, userId, turnRequest, form, settlement, userMessageKey, outlivesCaller } =
      turn;
    const opened = await openTurn(dependencies, {
      userId,
      turnRequest,
      startedAt,
      deadlineMs,
      userMessageKey,
      keyedConversationId: turn.keyedConversationId,
    }, now);
    const { agent, conversation, created } = opened;
    const continuedMessageId = turnRequest.protocol === 'ui-message-stream' ? turnRequest.continuedMessageId : null;
    if (opened.kind === 'answered') {
      return answerWithStoredReply(opened.storedReply, {
        conversationId: conversation.id,
        settlement,
        form,
        requestId,
        messageId: continuedMessageId ?? dependencies.generateId(),
        answerClock: timeLeftCappedAt(
          { until: turnAnswerBy(startedAt, deadlineMs), now },
          chatLimits.idempotencySettleMs,
        ),
        logger,
      });
    }
    const { start, history, earlierTry } = opened;
    const settling = {
      keeper: dependencies.pausedTurns,
      start,
      conversationId: conversation.id,
      userId,
      agentId: agent.id,
      requestId,
      logger,
      // Made before the pause's first try, so a try again after a lost answer finds its row.
      newPausedTurnId: dependencies.generateId(),
    };
    const caller: ToolCaller = { requestId, conversationId: conversation.id, agentId: agent.id, userId };

    const candidates = cache.candidatesFor(agent);
    const log = openTurnLog(dependencies.logWriter, candidates, {
      requestId,
      conversationId: conversation.id,
      agentId: agent.id,
      userId,
    });
    const conversationStart = { conversationId: conversation.id, agentId: agent.id, created };
    const stream: TurnStream | null = form === 'ui-message-stream'
      ? createUiMessageTurnStream({
        requestId,
        messageId: continuedMessageId ?? dependencies.generateId(),
        ...conversationStart,
        ...(start.kind === 'resume' ? { answered: start.claimed.decisions } : {}),
        heartbeatIntervalMs,
      })
      : form === 'event-stream'
      ? createEventTurnStream(requestId, conversationStart, heartbeatIntervalMs)
      : null;
    const deadline = startTurnDeadline({
      startedAt,
      deadlineMs,
      now,
      ...(outlivesCaller ? {} : { requestSignal: request.signal }),
      shutdownSignal: dependencies.shutdownSignal,
    });
    /** Every wait after the model loop ends by the time the caller is owed its answer. */
    const answerClock = { until: deadline.answerBy, now };
    const settleInTime = (wait: () => Promise<unknown>, event: string): Promise<void> =>
      settleWithinTimeLeft(wait, answerClock, { logger, event, requestId });
    /** Settling the key has a short bound of its own (`chatLimits.idempotencySettleMs`): the
     * turn's end is stored, so a key left unsettled only lapses with its lease. */
    const settleKey = (wait: () => Promise<unknown>): Promise<void> =>
      settleWithinTimeLeft(wait, timeLeftCappedAt(answerClock, chatLimits.idempotencySettleMs), {
        logger,
        event: 'idempotency-key-unsettled',
        requestId,
      });
    const storage = createTurnStorage({
      conversations: dependencies.conversations,
      conversationId: conversation.id,
      start,
      answerClock,
      sleep,
      generateId: dependencies.generateId,
      logger,
      requestId,
    });
    /** Past the deadline, whatever stopped the turn is the deadline: logged, and answered 504. */
    const deadlineFailure = (): HttpError | null => {
      if (!deadline.expired()) return null;
      logger.warn('turn-deadline', { requestId, conversationId: conversation.id, deadlineMs, model: chain.current.id });
      log.recordModelEvent({
        kind: 'error',
        fromModel: chain.current.id,
        reason: `turn_deadline: the turn did not finish within ${deadlineMs} ms`,
      });
      return turnDeadlineError(deadlineMs, conversation.id);
    };
    const modelChain = createTurnModelChain({
      models: candidates.models,
      maxModelFailures: agent.settings.maxModelFailures,
      sleep: dependencies.sleep,
      random: dependencies.random,
      deadline: { at: deadline.at, now },
      log,
      stream,
    });
    const { chain } = modelChain;
    const runTurn = createTurnRunner({
      dependencies,
      agent,
      caller,
      start,
      history,
      earlierTry,
      log,
      modelChain,
      toolModels: cache.toolModelsFor(agent.settings.fallbackTool),
      streaming: stream !== null,
      deadline,
      settling,
      storage,
      settleInTime,
    });

    const failureOf = (error: unknown): unknown =>
      turnFailureOf(error, { conversationId: conversation.id, deadlineFailure, shuttingDown: deadline.shuttingDown });

    if (stream === null) {
      try {
        const finished = await runTurn();
        const reply = chatReplyOf(conversation.id, finished.result, finished.approvals);
        await settleKey(() => settlement.answered(reply));
        return withConversationId(jsonResponse(reply), conversation.id);
      } catch (error) {
        throw failureOf(error);
      } finally {
        deadline.clear();
        log.finish();
      }
    }
    void runTurn()
      .then(async (finished) => {
        const reply = chatReplyOf(conversation.id, finished.result, finished.approvals);
        await settleKey(() => settlement.answered(reply));
        stream.done(reply);
      })
      .catch(async (error: unknown) => {
        // The one mapping of every function, answered as the stream's `error` event.
        const turnFailure = failureOf(error);
        await settleKey(() => settlement.failed(turnFailure));
        const honest = retryAfterKeyIsFree(turnFailure, settlement.heldUntil(), now());
        const failure = requestFailureOf(honest, request, { logger, requestId });
        const answered = failure.kind === 'failure' ? failure.error : new HttpError('internal', unexpectedErrorMessage);
        stream.fail({ code: answered.code, message: answered.message, requestId, ...answered.details });
      })
      .finally(() => {
        deadline.clear();
        stream.close();
        log.finish();
      });
    return stream.response;
  };
}
