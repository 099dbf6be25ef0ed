/**
 * A turn's model chain and its event channel: what the chain does (a retry, a fallback) and
 * what the turn does (a tool fallback) reaches the caller's stream and the model-events log.
 */
import type { OutcomeLogRecorder } from '../db/outcome-log-writer.ts';
import { createModelChain, type ModelChain, type ModelChainOptions } from '../llm/model-chain.ts';
import { modelEventOf } from './model-event-of.ts';
import type { TurnEvent } from './turn-event.ts';
import type { TurnStream } from './turn-stream.ts';

/** The chain of a turn, and how the turn emits its events. */
export interface TurnModelChain {
  readonly chain: ModelChain;
  readonly emit: (event: TurnEvent) => void;
}

/** The chain over `options.models`, logging to `log` and streaming to `stream` (when any). */
export function createTurnModelChain(
  options: Omit<ModelChainOptions, 'onEvent'> & {
    readonly log: Pick<OutcomeLogRecorder, 'recordModelEvent'>;
    readonly stream: TurnStream | null;
  },
): TurnModelChain {
  const { log, stream, ...chainOptions } = options;
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
    ...chainOptions,
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
  return { chain, emit };
}
