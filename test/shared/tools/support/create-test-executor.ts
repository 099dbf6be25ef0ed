import {
  type AnyToolDefinition,
  createToolExecutor,
  type ToolCall,
  type ToolErrorOutcome,
  type ToolExecutor,
  type ToolExecutorOptions,
  type ToolOutcome,
  type ToolResultOutcome,
} from '../../../../shared/tools/index.ts';

/** An executor whose every side effect is faked: instant sleeps (recorded), fixed
 * jitter and a clock that only moves when a test advances it. */
export interface TestExecutor {
  readonly executor: ToolExecutor;
  /** Every backoff delay the executor asked to sleep, in order. */
  readonly sleeps: number[];
  /** Moves the fake monotonic clock (and the wall clock with it). */
  advance(milliseconds: number): void;
}

/** The wall-clock time the fake clock starts at. */
export const testEpoch = Date.UTC(2025, 0, 15, 9, 30, 0);

/** Random bytes that count up from `start` (mod 256) across calls: markers a test can
 * predict (`abcdefgh`, then `ijklmnop`, … from 0). */
export function countingBytes(start = 0): (length: number) => Uint8Array {
  let next = start;
  return (length) =>
    Uint8Array.from({ length }, () => {
      const byte = next % 256;
      next += 1;
      return byte;
    });
}

/** Builds an executor over `tools` with fake time, sleep and randomness. */
export function createTestExecutor(
  tools: readonly AnyToolDefinition[],
  options: Omit<Partial<ToolExecutorOptions>, 'tools'> = {},
): TestExecutor {
  const sleeps: number[] = [];
  let current = 0;
  const executor = createToolExecutor({
    tools,
    now: () => current,
    clock: () => new Date(testEpoch + current),
    sleep: (milliseconds) => {
      sleeps.push(milliseconds);
      return Promise.resolve();
    },
    random: () => 0.5,
    randomBytes: countingBytes(),
    ...options,
  });
  return {
    executor,
    sleeps,
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

/** A model tool call; object arguments are serialized, strings are sent as is. */
export function toolCall(name: string, argumentsValue: string | Record<string, unknown> = {}, id = 'call_1'): ToolCall {
  return { id, name, arguments: typeof argumentsValue === 'string' ? argumentsValue : JSON.stringify(argumentsValue) };
}

/** Narrows to a failure, or fails the test with what came back instead. */
export function failureOf(outcome: ToolOutcome): ToolErrorOutcome {
  if (outcome.type !== 'tool-error') {
    throw new Error(`Expected a tool-error outcome, got a result: ${outcome.modelMessage}`);
  }
  return outcome;
}

/** Narrows to a result, or fails the test with the failure's message. */
export function resultOf(outcome: ToolOutcome): ToolResultOutcome {
  if (outcome.type !== 'tool-result') {
    throw new Error(`Expected a tool-result outcome, got ${outcome.category}: ${outcome.modelMessage}`);
  }
  return outcome;
}

/** A promise with its resolve handle, for handlers a test releases by hand. */
export interface Deferred<Value> {
  readonly promise: Promise<Value>;
  resolve(value: Value): void;
}

/** Creates a {@link Deferred}. */
export function deferred<Value>(): Deferred<Value> {
  let resolve: (value: Value) => void = () => {};
  const promise = new Promise<Value>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Resolves when `signal` aborts, rejecting like `fetch` does. */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
