/**
 * What the chat handler is built from: every dependency the entry file provides once, and
 * the shape of a turn's tools. chat-handler.ts re-exports them.
 */
import type { AgentsRepository } from '../db/repositories/agents-repository.ts';
import type { ChatRequestKeysRepository } from '../db/repositories/chat-request-keys-repository.ts';
import type { PausedTurnKeeper } from './approvals/paused-turn-keeper.ts';
import type { RepeatingTimer } from './idempotency/lease-heartbeat.ts';
import type { Agent } from '../db/repositories/agents-repository.ts';
import type { ConversationsRepository } from '../db/repositories/conversations-repository.ts';
import type { OutcomeLogWriter } from '../db/outcome-log-writer.ts';
import type { JwtVerifier } from '../http/jwt-verifier.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import type { ModelSettings } from '../llm/model-candidates.ts';
import type { Logger } from '../log/logger.ts';
import type { ToolExecutorOptions } from '../tools/create-tool-executor.ts';
import type { UnavailableToolSource } from '../tools/feedback.ts';
import type { IdempotencyStore } from '../tools/idempotency-store.ts';
import type { SideEffectAudit } from '../tools/side-effect-audit.ts';
import type { AnyToolDefinition, ToolCaller } from '../tools/tool-definition.ts';

/** A turn's tools, with what the turn must know about them besides the list. */
export interface TurnTools {
  readonly tools: readonly AnyToolDefinition[];
  /** Sources (MCP servers) whose tools are missing this turn: named when the model
   * calls a name that does not exist. */
  readonly unavailableSources?: readonly UnavailableToolSource[];
  /** Releases what the tools hold (MCP sessions) when the turn ends, however it ends. */
  readonly close?: () => Promise<void>;
}

/** Everything the chat function needs; the entry file builds it once. */
export interface ChatHandlerDependencies {
  readonly verifyJwt: JwtVerifier;
  readonly agents: AgentsRepository;
  readonly conversations: ConversationsRepository;
  readonly logWriter: OutcomeLogWriter;
  readonly idempotencyStore: IdempotencyStore;
  /** The tools an agent may call, for one caller (enabled tools only): a list, or
   * {@link TurnTools} when they come with unavailable sources or need closing. */
  readonly toolsFor: (
    agent: Agent,
    caller: ToolCaller,
  ) => Promise<readonly AnyToolDefinition[] | TurnTools> | readonly AnyToolDefinition[] | TurnTools;
  readonly models: ModelSettings;
  readonly logger: Logger;
  readonly generateId: () => string;
  readonly sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  readonly random: () => number;
  /** How long a turn may run (`PARLEY_TURN_DEADLINE_MS`); `chatLimits.turnDeadlineMs` when absent. */
  readonly turnDeadlineMs?: number;
  /** Wall clock of turn deadlines; `Date.now` when absent. */
  readonly now?: () => number;
  /** Interval of the SSE `: ping` heartbeat; `chatLimits.heartbeatIntervalMs` (chat-limits.ts) when absent. */
  readonly heartbeatIntervalMs?: number;
  /** Per-user rate limit on turns (the `chat` bucket); none when absent. */
  readonly rateLimit?: RateLimiter;
  /** Intent rows of side-effect tools (MCP tools that write, routed sends), written before they act. */
  readonly sideEffectAudit?: SideEffectAudit;
  /** Errors of the surroundings (the database going away mid-call) that are not bugs. */
  readonly classifyError?: ToolExecutorOptions['classifyError'];
  /** Paused turns: with them, the agent's approval policy holds back calls for the user's
   * approval; without them, every valid call acts at once. */
  readonly pausedTurns?: PausedTurnKeeper;
  /** `Idempotency-Key`s of `POST /chat`: with them, a retry with the key gets the first
   * request's answer instead of a second turn; without them, the header is not honoured. */
  readonly chatRequestKeys?: ChatRequestKeysRepository;
  /** Ticks the heartbeat that renews a running keyed request's lease on its key; `setInterval`
   * when absent (idempotency/lease-heartbeat.ts). */
  readonly leaseTimer?: RepeatingTimer;
  /** Aborts when the worker is about to stop (`beforeunload`): turns still running stop,
   * keep the user's message and answer `shutting_down` (worker-shutdown.ts). */
  readonly shutdownSignal?: AbortSignal;
}
