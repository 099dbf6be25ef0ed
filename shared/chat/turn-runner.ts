/**
 * Running an opened turn: the agent's tools are listed, the executor over them records every
 * attempt, the model loop runs (or resumes after the user's answer to an approval), and what
 * the turn did is stored — a pause before its messages. A turn that fails keeps what it did;
 * the tools are closed however it ends.
 */
import type { Agent } from '../db/repositories/agents-repository.ts';
import type { OutcomeLogRecorder } from '../db/outcome-log-writer.ts';
import { createFallbackToolCaller } from '../llm/fallback-tool-caller.ts';
import type { ChatMessage } from '../llm/chat-message.ts';
import { createToolExecutor } from '../tools/create-tool-executor.ts';
import type { ToolCaller } from '../tools/tool-definition.ts';
import {
  type FinishedTurn,
  finishResumedTurn,
  type SettledTurnContext,
  settlePausedTurn,
  userMessageOf,
} from './approvals/settle-paused-turn.ts';
import type { TurnStart } from './approvals/turn-start.ts';
import type { ChatHandlerDependencies, TurnTools } from './chat-handler-dependencies.ts';
import { resumeTurn, runConversationTurn, type TurnResult } from './conversation-loop.ts';
import { IncompleteTurnError } from './incomplete-turn-error.ts';
import type { ModelCandidateCache } from './model-candidate-cache.ts';
import { emptyResponseEventOf } from './model-event-of.ts';
import { recordingOutcomes } from './recording-outcomes.ts';
import type { TurnDeadline } from './turn-deadline.ts';
import type { TurnModelChain } from './turn-model-chain.ts';
import type { TurnStorage } from './turn-storage.ts';

/** What one opened turn runs with. */
export interface TurnRunnerContext {
  readonly dependencies: ChatHandlerDependencies;
  readonly agent: Agent;
  readonly caller: ToolCaller;
  readonly start: TurnStart;
  readonly history: readonly ChatMessage[];
  /** What an earlier try of the same request did after its stored message. */
  readonly earlierTry: readonly ChatMessage[];
  readonly log: OutcomeLogRecorder;
  readonly modelChain: TurnModelChain;
  /** The fallback tool-caller's models (none: no fallback tool-caller). */
  readonly toolModels: ReturnType<ModelCandidateCache['toolModelsFor']>;
  /** Whether the turn's events are streamed to its caller. */
  readonly streaming: boolean;
  readonly deadline: TurnDeadline;
  /** How a pause (or the end of a resumed turn) is stored. */
  readonly settling: SettledTurnContext;
  readonly storage: TurnStorage;
  /** Waits for `wait` until the answer is due, logging `event` when it does not settle by then. */
  readonly settleInTime: (wait: () => Promise<unknown>, event: string) => Promise<void>;
}

/** Runs the turn of `context` once it is called; rejects with what stopped it. */
export function createTurnRunner(context: TurnRunnerContext): () => Promise<FinishedTurn> {
  const { dependencies, agent, caller, start, log, deadline, settling, storage, settleInTime } = context;
  const { chain, emit } = context.modelChain;
  const { toolModels } = context;

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
    const turnDependencies = {
      executor,
      chain,
      emit,
      fallbackToolCaller: toolModels.length > 0
        ? createFallbackToolCaller({ models: toolModels, logger: dependencies.logger })
        : null,
    };
    const turnInput = {
      systemPrompt: agent.systemPrompt,
      history: context.history,
      earlierTry: context.earlierTry,
      userMessage: start.kind === 'resume' ? userMessageOf(start.claimed.state) : start.message,
      temperature: agent.settings.temperature,
      autoResolveNames: agent.settings.autoResolveNames,
      maxToolFailures: agent.settings.maxToolFailures,
      caller,
      stream: context.streaming,
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
      await settleInTime(() => finishResumedTurn(settling, 'failed'), 'paused-turn-finish-failed');
      await storage.storeUnfinished(error, chain.current.id, deadline.shuttingDown());
      throw error instanceof IncompleteTurnError ? error.original : error;
    }
    log.recordModelEvent(result.emptyResponseModels.map(emptyResponseEventOf));
    // A pause is stored before the messages: calls in the history that nothing will
    // answer would be worse than a turn the caller is told was not saved.
    const approvals = await storage.storing(() => settlePausedTurn(settling, result));
    await storage.store(result.messages, result.model);
    for (const approval of approvals) emit({ type: 'approval-request', approval });
    return { result, approvals };
  };

  return async () => {
    let listed: Awaited<ReturnType<typeof dependencies.toolsFor>>;
    try {
      listed = await dependencies.toolsFor(agent, caller);
    } catch (error) {
      // The turn failed before its loop: it keeps the user's message all the same.
      await storage.storeUnfinished(error, chain.current.id, deadline.shuttingDown());
      throw error;
    }
    const turnTools: TurnTools = 'tools' in listed ? listed : { tools: listed };
    try {
      return await runTurnWith(turnTools);
    } finally {
      const close = turnTools.close;
      if (close !== undefined) await settleInTime(close, 'turn-tools-close-failed');
    }
  };
}
