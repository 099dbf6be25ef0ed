import type { ChatModel } from '../../../../shared/llm/chat-model.ts';
import { createModelChain, type ModelChain, type ModelChainEvent } from '../../../../shared/llm/model-chain.ts';

/** A chain over `models` with recorded sleeps and events and a fixed jitter. */
export interface TestChain {
  readonly chain: ModelChain;
  readonly sleeps: number[];
  readonly events: ModelChainEvent[];
}

/** Builds a {@link TestChain}; `random` defaults to 0.5 (half the backoff ceiling). */
export function testChain(
  models: readonly ChatModel[],
  options: {
    random?: () => number;
    maxModelFailures?: number;
    sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  } = {},
): TestChain {
  const sleeps: number[] = [];
  const events: ModelChainEvent[] = [];
  const chain = createModelChain({
    models,
    maxModelFailures: options.maxModelFailures,
    random: options.random ?? (() => 0.5),
    sleep: (milliseconds, signal) => {
      sleeps.push(milliseconds);
      return options.sleep?.(milliseconds, signal) ?? Promise.resolve();
    },
    onEvent: (event) => events.push(event),
  });
  return { chain, sleeps, events };
}
