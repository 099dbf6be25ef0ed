/**
 * The chat function's handler: one user turn per request, wired from its dependencies
 * (chat-handler-dependencies.ts). Model candidates are cached per worker
 * (model-candidate-cache.ts); tool outcomes are logged as they happen (recording-outcomes.ts).
 */
import { withCors } from '../http/cors.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import { requestFailureOf, unexpectedErrorMessage } from '../http/request-failure.ts';
import { requireUser } from '../http/require-user.ts';
import { requirePost, withErrorHandling } from '../http/with-error-handling.ts';
import { createFallbackToolCaller } from '../llm/fallback-tool-caller.ts';
import { AllModelsFailedError, createModelChain } from '../llm/model-chain.ts';
import { createToolExecutor } from '../tools/create-tool-executor.ts';
import type { ToolCaller } from '../tools/tool-definition.ts';
import type { ChatHandlerDependencies, TurnTools } from './chat-handler-dependencies.ts';
import { chatLimits } from './chat-limits.ts';
import { chatReplyOf } from './chat-reply.ts';
import { resumeTurn, runConversationTurn, type TurnResult } from './conversation-loop.ts';
import {
  type FinishedTurn,
  finishResumedTurn,
  settlePausedTurn,
  userMessageOf,
} from './approvals/settle-paused-turn.ts';
import { messagesToStore, turnStartOf } from './approvals/turn-start.ts';
import { createEventTurnStream } from './event-turn-stream.ts';
import { startTurnDeadline, turnDeadlineError } from './turn-deadline.ts';
import { emptyResponseEventOf, modelEventOf } from './model-event-of.ts';
import { IncompleteTurnError } from './incomplete-turn-error.ts';
import type { ChatMessage } from '../llm/chat-message.ts';
import { createModelCandidateCache } from './model-candidate-cache.ts';
import { readChatTurnRequest } from './read-chat-turn-request.ts';
import { recordingOutcomes } from './recording-outcomes.ts';
import { resolveConversation } from './resolve-conversation.ts';
import type { TurnEvent } from './turn-event.ts';
import type { TurnStream } from './turn-stream.ts';
import { createUiMessageTurnStream } from './ui-stream/ui-message-turn-stream.ts';
import { upstreamError } from './upstream-error.ts';

export type { ChatHandlerDependencies, TurnTools } from './chat-handler-dependencies.ts';

/** A title from the first message: its first 80 characters, never half a surrogate pair. */
function titleOf(message: string): string {
  return Array.from(message.trim()).slice(0, 80).join('');
}

/**
 * The chat function's handler: one user turn per request, as JSON or, with
 * `Accept: text/event-stream`, as Server-Sent Events while it happens; a `useChat` body
 * (`messages`) is answered as an AI SDK UI message stream (see ui-stream/).
 */
export function createChatHandler(dependencies: ChatHandlerDependencies): (request: Request) => Promise<Response> {
  const { logger } = dependencies;
  // The models (and their SDK clients) of an agent's chain are built once per worker, not
  // per request; so is the "model skipped" log line.
  const { candidatesFor, toolModelsFor } = createModelCandidateCache(dependencies.models);
  const now = dependencies.now ?? Date.now;
  const deadlineMs = dependencies.turnDeadlineMs ?? chatLimits.turnDeadlineMs;
  const heartbeatIntervalMs = dependencies.heartbeatIntervalMs ?? chatLimits.heartbeatIntervalMs;
  return withCors(withErrorHandling(async (request, requestId) => {
    // The platform's limit counts from the request's arrival, so the turn's does too.
    const startedAt = now();
    requirePost(request);
    const user = await requireUser(request, dependencies.verifyJwt);
    await dependencies.rateLimit?.(user.userId, 'chat');
    const turnRequest = await readChatTurnRequest(request, {
      userId: user.userId,
      conversations: dependencies.conversations,
    });
    const { body } = turnRequest;
    const { agent, conversation: found } = await resolveConversation(dependencies, user.userId, body);
    const conversation = found ??
      await dependencies.conversations.create({
        agentId: agent.id,
        userId: user.userId,
        title: titleOf(body.message ?? ''),
      });
    // A new message, or the user's answers to the conversation's paused turn (claimed here,
    // once: a second answer is refused before anything runs).
    const start = await turnStartOf(dependencies.pausedTurns, body, conversation.id, user.userId, found !== null);
    // A conversation created for this turn has no history yet, and a resumed turn carries
    // its own: no query needed.
    const settling = {
      keeper: dependencies.pausedTurns,
      start,
      conversationId: conversation.id,
      userId: user.userId,
      agentId: agent.id,
      requestId,
      logger,
    };
    const history = found === null || start.kind === 'resume'
      ? []
      : await dependencies.conversations.loadMessages(conversation.id, { limit: chatLimits.maxHistoryMessages });
    const caller: ToolCaller = { requestId, conversationId: conversation.id, agentId: agent.id, userId: user.userId };

    const candidates = candidatesFor(agent);
    const log = dependencies.logWriter.forRequest({
      requestId,
      conversationId: conversation.id,
      agentId: agent.id,
      userId: user.userId,
      model: candidates.models[0]?.id ?? null,
      source: 'chat',
    });
    log.recordModelEvent(
      candidates.skipped.map((skipped) => ({
        kind: 'skipped' as const,
        fromModel: skipped.model,
        reason: skipped.reason,
      })),
    );
    if (candidates.models.length === 0) {
      log.finish();
      throw new HttpError(
        'upstream_failed',
        'No model is available: every model of this agent belongs to a provider without an API key.',
        { skippedModels: candidates.skipped },
      );
    }
    const stream: TurnStream | null = turnRequest.protocol === 'ui-message-stream'
      ? createUiMessageTurnStream({
        requestId,
        messageId: turnRequest.continuedMessageId ?? dependencies.generateId(),
        conversationId: conversation.id,
        agentId: agent.id,
        created: found === null,
        ...(start.kind === 'resume' ? { answered: start.claimed.decisions } : {}),
        heartbeatIntervalMs,
      })
      : (request.headers.get('accept') ?? '').includes('text/event-stream')
      ? createEventTurnStream(requestId, heartbeatIntervalMs)
      : null;
    const deadline = startTurnDeadline({ startedAt, deadlineMs, now, requestSignal: request.signal });
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
    const emit = (event: TurnEvent): void => {
      stream?.send(event);
      if (event.type === 'fallback' && event.kind === 'tool') {
        log.recordModelEvent({
          kind: 'tool_fallback',
          fromModel: event.fromModel,
          toModel: event.toModel,
          reason: event.reason,
        });
      }
    };
    const chain = createModelChain({
      models: candidates.models,
      maxModelFailures: agent.settings.maxModelFailures,
      sleep: dependencies.sleep,
      random: dependencies.random,
      deadline: { at: deadline.at, now },
      onEvent: (event) => {
        log.recordModelEvent(modelEventOf(event));
        if (event.kind === 'fallback') {
          emit({
            type: 'fallback',
            kind: 'model',
            fromModel: event.fromModel,
            toModel: event.toModel,
            reason: event.reason,
          });
        }
        if (event.kind === 'retry') {
          emit({ type: 'retry', scope: 'model', model: event.model, delayMs: event.delayMs, reason: event.reason });
        }
      },
    });
    const toolModels = toolModelsFor(agent.settings.fallbackTool);
    const runTurnWith = async (turnTools: TurnTools): Promise<FinishedTurn> => {
      const executor = recordingOutcomes(
        createToolExecutor({
          tools: turnTools.tools,
          unavailableSources: turnTools.unavailableSources,
          idempotencyStore: dependencies.idempotencyStore,
          sleep: dependencies.sleep,
          random: dependencies.random,
          sideEffectAudit: dependencies.sideEffectAudit,
          classifyError: dependencies.classifyError,
        }),
        (outcomes) => {
          // An attempt that acted in a tool function was logged there.
          log.recordTool(outcomes.filter((outcome) => outcome.loggedBy === undefined), { model: chain.current.id });
          // Each round's rows are written when the round ends, not at turn end: a worker
          // killed mid-turn loses at most the round in flight (finish() waits for this flush).
          void log.flush();
        },
      );
      const storeTurn = async (messages: readonly ChatMessage[], model: string): Promise<void> => {
        const toStore = messagesToStore(start, messages);
        if (toStore.length === 0) return;
        try {
          await dependencies.conversations.appendMessages(conversation.id, toStore, { model });
        } catch (error) {
          // The reply exists and tools may have acted: losing history must not lose the reply.
          logger.error('conversation-store-failed', {
            requestId,
            conversationId: conversation.id,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      };
      const turnDependencies = {
        executor,
        chain,
        emit,
        fallbackToolCaller: toolModels.length > 0 ? createFallbackToolCaller({ models: toolModels, logger }) : null,
      };
      const turnInput = {
        systemPrompt: agent.systemPrompt,
        history,
        userMessage: start.kind === 'resume' ? userMessageOf(start.claimed.state) : start.message,
        temperature: agent.settings.temperature,
        autoResolveNames: agent.settings.autoResolveNames,
        maxToolFailures: agent.settings.maxToolFailures,
        caller,
        stream: stream !== null,
        signal: deadline.signal,
        // Without paused-turn storage a turn cannot wait for the user: no consent step.
        ...(dependencies.pausedTurns === undefined ? {} : { approvalPolicy: agent.settings.approvals }),
      };
      let result: TurnResult;
      try {
        result = start.kind === 'resume'
          ? await resumeTurn(turnDependencies, turnInput, start.claimed.state, start.claimed.decisions)
          : await runConversationTurn(turnDependencies, turnInput);
      } catch (error) {
        await finishResumedTurn(settling, 'failed');
        // Tools may already have acted before every model failed: keep that in the history.
        if (error instanceof IncompleteTurnError) {
          await storeTurn(error.messages, chain.current.id);
          throw error.original;
        }
        throw error;
      }
      log.recordModelEvent(result.emptyResponseModels.map(emptyResponseEventOf));
      const approvals = await settlePausedTurn(settling, result);
      await storeTurn(result.messages, result.model);
      for (const approval of approvals) emit({ type: 'approval-request', approval });
      return { result, approvals };
    };
    const runTurn = async (): Promise<FinishedTurn> => {
      const listed = await dependencies.toolsFor(agent, caller);
      const turnTools: TurnTools = 'tools' in listed ? listed : { tools: listed };
      try {
        return await runTurnWith(turnTools);
      } finally {
        await turnTools.close?.().catch((error: unknown) => {
          logger.warn('turn-tools-close-failed', {
            requestId,
            message: error instanceof Error ? error.message : String(error),
          });
        });
      }
    };

    /** What ended a turn, as the caller learns it: past the deadline, the deadline; every
     * model down, the upstream failure; anything else goes to the one mapping as it is. */
    const turnFailureOf = (error: unknown): unknown =>
      deadlineFailure() ?? (error instanceof AllModelsFailedError ? upstreamError(error, conversation.id) : error);

    if (stream === null) {
      try {
        const finished = await runTurn();
        return jsonResponse(chatReplyOf(conversation.id, finished.result, finished.approvals));
      } catch (error) {
        throw turnFailureOf(error);
      } finally {
        deadline.clear();
        log.finish();
      }
    }
    void runTurn()
      .then((finished) => stream.done(chatReplyOf(conversation.id, finished.result, finished.approvals)))
      .catch((error: unknown) => {
        // The one mapping of every function, answered as the stream's `error` event.
        const failure = requestFailureOf(turnFailureOf(error), request, { logger, requestId });
        const answered = failure.kind === 'failure' ? failure.error : new HttpError('internal', unexpectedErrorMessage);
        stream.fail({ code: answered.code, message: answered.message, requestId, ...answered.details });
      })
      .finally(() => {
        deadline.clear();
        stream.close();
        log.finish();
      });
    return stream.response;
  }, { logger, generateId: dependencies.generateId }));
}
