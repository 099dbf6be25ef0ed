import type { ModelEvent } from '../db/model-event.ts';
import type { ModelChainEvent } from '../llm/model-chain.ts';

/** The log row of something the model chain did. */
export function modelEventOf(event: ModelChainEvent): ModelEvent {
  switch (event.kind) {
    case 'error':
      return { kind: 'error', fromModel: event.model, reason: event.reason, statusCode: event.status };
    case 'retry':
      return {
        kind: 'retry',
        fromModel: event.model,
        toModel: event.model,
        reason: `${event.reason}; waited ${event.delayMs} ms`,
        statusCode: event.status,
      };
    case 'fallback':
      return {
        kind: 'fallback',
        fromModel: event.fromModel,
        toModel: event.toModel,
        reason: event.reason,
        statusCode: event.status,
      };
    case 'context_shrink':
      return {
        kind: 'context_shrink',
        fromModel: event.model,
        reason: `dropped ${event.droppedMessages} history messages`,
      };
  }
}

/** The log row of an empty model answer (no text, no tool calls); see `TurnResult.emptyResponseModels`. */
export function emptyResponseEventOf(model: string): ModelEvent {
  return { kind: 'empty_response', fromModel: model, reason: 'the model answered with no text and no tool calls' };
}
