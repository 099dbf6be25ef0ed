/**
 * What one conversation turn takes and gives: the loop's injected dependencies, the turn's
 * input and its result. conversation-loop.ts re-exports them.
 */
import type { ChatMessage, TokenUsage } from '../llm/chat-message.ts';
import type { FallbackToolCaller } from '../llm/fallback-tool-caller.ts';
import type { ModelChain } from '../llm/model-chain.ts';
import type { ApprovalPolicy } from '../tools/approval-policy.ts';
import type { ApprovalRequest } from '../tools/approval-request.ts';
import type { ToolExecutor } from '../tools/create-tool-executor.ts';
import type { ToolCaller } from '../tools/tool-definition.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import type { TurnEvent } from './turn-event.ts';
import type { TurnState } from './turn-state.ts';

/** What the loop needs; all of it injected. */
export interface TurnDependencies {
  readonly executor: ToolExecutor;
  readonly chain: ModelChain;
  readonly fallbackToolCaller: FallbackToolCaller | null;
  readonly emit: (event: TurnEvent) => void;
  /** Sees the turn's state after each step that did not end it (what a paused turn stores). */
  readonly onStep?: (state: TurnState) => void;
}

/** One user turn. */
export interface TurnInput {
  readonly systemPrompt: string;
  readonly history: readonly ChatMessage[];
  readonly userMessage: string;
  /** What an earlier try of the same request stored after the user's message (tool work):
   * the model reads it as the turn so far; it is not stored again. None: the turn starts fresh. */
  readonly earlierTry?: readonly ChatMessage[];
  /** The agent's base temperature; retry rounds use `chatLimits.retryTemperature` (chat-limits.ts). */
  readonly temperature: number;
  readonly autoResolveNames: boolean;
  /** Invalid calls to one tool in a row before the fallback tool caller is asked. */
  readonly maxToolFailures: number;
  readonly caller: ToolCaller;
  /** Stream the model's text as `text-delta` events. */
  readonly stream: boolean;
  readonly signal?: AbortSignal;
  /** The agent's approval policy: calls it holds back pause the turn. None: every valid
   * call acts (no consent step). */
  readonly approvalPolicy?: ApprovalPolicy;
}

/** How the turn ended. */
export interface TurnResult {
  /** `awaiting_approval`: paused until the user answers `approvals` (`state.awaiting`). */
  readonly status: 'completed' | 'awaiting_approval';
  /** The reply; for a paused turn, what the model said before the calls that wait. */
  readonly reply: string;
  /** Messages to store after the user's: assistant turns, tool results, the reply (none
   * for a paused turn, whose reply comes when it resumes). */
  readonly messages: readonly ChatMessage[];
  /** Every tool attempt of the turn, in order (executor retries inside `earlierAttempts`). */
  readonly outcomes: readonly ToolOutcome[];
  readonly model: string;
  readonly modelsUsed: readonly string[];
  readonly usage: TokenUsage;
  readonly retryRounds: number;
  /** The model of each empty answer (no text, no tool calls), for `empty_response` events. */
  readonly emptyResponseModels: readonly string[];
  /** The turn's state when it ended. */
  readonly state: TurnState;
  /** The calls waiting for the user; empty when the turn completed. */
  readonly approvals: readonly ApprovalRequest[];
}
