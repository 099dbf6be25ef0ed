/**
 * Runs one streamed turn into an {@link AssistantTurn}: every event updates the view as it
 * arrives; the result says how the turn ended, for the page to act on (the new
 * conversation's id, a question to answer, approvals to ask for, an error to show).
 */
import { ApiError } from '../api/api-error.ts';
import type { AssistantTurn } from './assistant-turn.ts';
import type { ChatStreamEvent, PendingApproval } from '../../../shared/protocol/index.ts';

/** How a turn ended: done (maybe paused, waiting for `approvals`), failed or stopped. */
export type ChatTurnResult =
  | {
    readonly kind: 'done';
    readonly conversationId: string;
    readonly question: string | null;
    /** What the paused turn waits for the user to approve; empty when it completed. */
    readonly approvals: readonly PendingApproval[];
  }
  | { readonly kind: 'failed'; readonly error: ApiError; readonly conversationId: string | null }
  | { readonly kind: 'stopped' };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Shows `events` in `turn` until `done` or `error`. */
export async function runChatTurn(
  events: AsyncIterable<ChatStreamEvent>,
  turn: AssistantTurn,
  signal: AbortSignal,
): Promise<ChatTurnResult> {
  try {
    for await (const event of events) {
      switch (event.type) {
        case 'step-start':
          turn.stepStart();
          break;
        case 'text-delta':
          turn.appendText(event.text);
          break;
        case 'tool-call':
          turn.toolCall(event.id, event.name, event.arguments);
          break;
        case 'tool-result':
          turn.toolResult(event.call);
          break;
        case 'tool-error':
          turn.toolError({ ...event.call, interaction: event.interaction ?? event.call.interaction }, event.message);
          break;
        case 'retry':
          if ('scope' in event) turn.modelRetried(event.reason);
          else turn.retry(event.round, event.tools);
          break;
        case 'fallback':
          turn.fallback(event.kind, event.fromModel, event.toModel);
          break;
        case 'approval-request':
          turn.toolAwaitingApproval(event.approval.toolCallId);
          break;
        case 'done':
          return {
            kind: 'done',
            conversationId: event.reply.conversationId,
            question: turn.finish(event.reply.reply),
            approvals: event.reply.status === 'awaiting_approval' ? event.reply.approvals : [],
          };
        case 'error': {
          // The request was accepted and the turn failed on the way (every model failed): worth a retry.
          const { error: failure } = event;
          const error = new ApiError('server', failure.message, { code: failure.code, requestId: failure.requestId });
          turn.fail(failure.message);
          return { kind: 'failed', error, conversationId: failure.conversationId ?? null };
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
