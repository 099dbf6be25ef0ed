import { cryptoRandomBytes } from './untrusted-output.ts';
import {
  actOnValidatedCall,
  type ExecuteDependencies,
  executeRound,
  executeToolCall,
  type ExecutionContext,
  type RoundEnd,
} from './execute-tool-call.ts';
import { createMemoryIdempotencyStore, type IdempotencyStore } from './idempotency-store.ts';
import { executorLimits } from './limits.ts';
import type { AnyToolDefinition } from './tool-definition.ts';
import type { UnavailableToolSource } from './feedback.ts';
import type { ToolCall, ToolOutcome } from './tool-outcome.ts';

export type { RoundEnd } from './execute-tool-call.ts';
import { ToolRegistry } from './tool-registry.ts';

/** Options of {@link createToolExecutor}; everything but `tools` has a default. */
export interface ToolExecutorOptions {
  readonly tools: readonly AnyToolDefinition[] | ToolRegistry;
  readonly idempotencyStore?: IdempotencyStore;
  readonly now?: () => number;
  readonly clock?: () => Date;
  readonly sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  /** Unguessable bytes for the markers of untrusted output; `crypto.getRandomValues` by default. */
  readonly randomBytes?: ExecuteDependencies['randomBytes'];
  /** How many calls of one model turn run at once. */
  readonly maxConcurrentCalls?: number;
  /** Tries of a transiently failing idempotent call, all told. */
  readonly maxTransientAttempts?: number;
  /** Sources (MCP servers) whose tools are missing this turn: a not-found message names them. */
  readonly unavailableSources?: readonly UnavailableToolSource[];
  /** The intent rows of side-effect calls (see {@link ExecuteDependencies.sideEffectAudit}). */
  readonly sideEffectAudit?: ExecuteDependencies['sideEffectAudit'];
  /** Errors of the surroundings that are not bugs (see {@link ExecuteDependencies.classifyError}). */
  readonly classifyError?: ExecuteDependencies['classifyError'];
}

/** Runs a model's tool calls; see {@link executeToolCall}. */
export interface ToolExecutor {
  readonly registry: ToolRegistry;
  execute(call: ToolCall, context?: ExecutionContext): Promise<ToolOutcome>;
  /** Acts on a call another executor resolved and validated; see {@link actOnValidatedCall}. */
  actOnValidated(call: ToolCall, input: unknown, context?: ExecutionContext): Promise<ToolOutcome>;
  /** Runs the calls of one model turn concurrently (bounded), after the consent step when
   * the context has one; see {@link executeRound}. */
  executeAll(
    calls: readonly ToolCall[],
    context?: ExecutionContext | ((call: ToolCall) => ExecutionContext),
  ): Promise<RoundEnd>;
}

/** Waits `milliseconds`, or less if `signal` aborts. */
export function abortableSleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted === true || milliseconds <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(done, milliseconds);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Builds the universal tool executor over a set of tools. */
export function createToolExecutor(options: ToolExecutorOptions): ToolExecutor {
  const registry = options.tools instanceof ToolRegistry ? options.tools : new ToolRegistry(options.tools);
  const dependencies: ExecuteDependencies = {
    registry,
    idempotencyStore: options.idempotencyStore ?? createMemoryIdempotencyStore(),
    now: options.now ?? (() => performance.now()),
    clock: options.clock ?? (() => new Date()),
    sleep: options.sleep ?? abortableSleep,
    random: options.random ?? Math.random,
    randomBytes: options.randomBytes ?? cryptoRandomBytes,
    unavailableSources: options.unavailableSources,
    sideEffectAudit: options.sideEffectAudit,
    classifyError: options.classifyError,
    maxTransientAttempts: Math.max(1, options.maxTransientAttempts ?? executorLimits.maxTransientAttempts),
  };
  const limit = Math.max(1, options.maxConcurrentCalls ?? executorLimits.maxConcurrentCalls);
  return {
    registry,
    execute: (call, context) => executeToolCall(dependencies, call, context),
    actOnValidated: (call, input, context) => actOnValidatedCall(dependencies, call, input, context),
    executeAll: (calls, context) =>
      executeRound(
        dependencies,
        calls,
        (call) => (typeof context === 'function' ? context(call) : context ?? {}),
        limit,
      ),
  };
}
