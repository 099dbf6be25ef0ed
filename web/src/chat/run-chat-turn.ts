/**
 * Runs one streamed turn into an {@link AssistantTurn}: every event updates the view as it
 * arrives; the result says how the turn ended, for the page to act on (the new
 * conversation's id, a question to answer, an error to show).
 */
import { ApiError } from '../api/api-error.ts';
import type { AssistantTurn } from './assistant-turn.ts';
import type { ChatEvent } from './chat-events.ts';

/** How a turn ended. */
export type ChatTurnResult =
  | { readonly kind: 'done'; readonly conversationId: string; readonly question: string | null }
  | { readonly kind: 'failed'; readonly error: ApiError; readonly conversationId: string | null }
  | { readonly kind: 'stopped' };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Shows `events` in `turn` until `done` or `error`. */
export async function runChatTurn(
  events: AsyncIterable<ChatEvent>,
  turn: AssistantTurn,
  signal: AbortSignal,
): Promise<ChatTurnResult> {
  try {
    for await (const { event, data } of events) {
      switch (event) {
        case 'step-start':
          turn.stepStart();
          break;
        case 'text-delta':
          turn.appendText(data.text);
          break;
        case 'tool-call':
          turn.toolCall(data.id, data.name);
          break;
        case 'tool-result':
          turn.toolResult(data.call);
          break;
        case 'tool-error':
          turn.toolError(data.call, data.message);
          break;
        case 'retry':
          if ('scope' in data) turn.modelRetried(data.reason);
          else turn.retry(data.round, data.tools);
          break;
        case 'fallback':
          turn.fallback(data.kind, data.fromModel, data.toModel);
          break;
        case 'done':
          return { kind: 'done', conversationId: data.conversationId, question: turn.finish(data.reply) };
        case 'error': {
          // The request was accepted and the turn failed on the way (every model failed): worth a retry.
          const error = new ApiError('server', data.message, { code: data.code, requestId: data.requestId ?? null });
          turn.fail(data.message);
          return { kind: 'failed', error, conversationId: data.conversationId ?? null };
        }
      }
    }
  } catch (error) {
    if (signal.aborted || isAbort(error)) {
      turn.fail('Stopped — the rest of this reply was cancelled.');
      return { kind: 'stopped' };
    }
    const failure = error instanceof ApiError ? error : new ApiError('network', 'The reply was cut off — Retry.');
    turn.fail(failure.message);
    return { kind: 'failed', error: failure, conversationId: null };
  }
  if (signal.aborted) {
    turn.fail('Stopped — the rest of this reply was cancelled.');
    return { kind: 'stopped' };
  }
  const cutOff = new ApiError('network', 'The reply was cut off before it finished — Retry.');
  turn.fail(cutOff.message);
  return { kind: 'failed', error: cutOff, conversationId: null };
}
