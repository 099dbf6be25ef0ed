import { conversationIdHeader } from '../conversation-id-header.ts';
import type { ApprovalDecisions } from '../tool-round.ts';
import type { TurnStream } from '../turn-stream.ts';
import type { ParleyMessageMetadata } from './parley-data-parts.ts';
import { createTurnEventTranslator } from './turn-event-translator.ts';
import { createUiMessageStream } from './ui-message-stream.ts';

/** What the stream says before the turn runs. */
export interface UiMessageTurnStart {
  readonly requestId: string;
  /** The assistant message's id (`start.messageId`): a new one, or for a resumed turn the
   * message the paused turn streamed into, which the client then continues. */
  readonly messageId: string;
  readonly conversationId: string;
  readonly agentId: string;
  /** This turn started the conversation. */
  readonly created: boolean;
  /** For a resumed turn, the user's answers: declined calls end `output-denied` at once, and
   * approved ones are not announced again (their parts exist in the continued message). */
  readonly answered?: ApprovalDecisions;
  /** Interval of the `: ping` comment heartbeat; none when absent. */
  readonly heartbeatIntervalMs?: number;
}

/**
 * A turn as an AI SDK UI message stream (v1), for `useChat` with `DefaultChatTransport`.
 * It opens with `start` (the conversation in `messageMetadata`) and a
 * `data-parley-conversation` part, carries the turn's steps, text, tool calls and Parley's
 * data parts, and ends with the Questions left for the user (`data-parley-question`),
 * `finish` (model and usage added to the metadata) and `[DONE]`. A turn that waits for the
 * user's approval sends a `tool-approval-request` (and `data-parley-approval`) per call that
 * asks, marks the other calls of that round as not run yet, and finishes with `tool-calls`;
 * the resumed turn continues the same message (same `messageId`). A failure is an `error` chunk whose `errorText` is the same JSON an HTTP
 * error's body holds (`{"error":{"code",…}}`), so a client reads every failure alike.
 */
export function createUiMessageTurnStream(start: UiMessageTurnStart): TurnStream {
  const stream = createUiMessageStream({
    'x-request-id': start.requestId,
    [conversationIdHeader]: start.conversationId,
  }, {
    heartbeatIntervalMs: start.heartbeatIntervalMs,
  });
  const translator = createTurnEventTranslator({ shownCallIds: start.answered?.approved });
  const metadata: ParleyMessageMetadata = { conversationId: start.conversationId };
  stream.write(
    { type: 'start', messageId: start.messageId, messageMetadata: metadata },
    {
      type: 'data-parley-conversation',
      // With an id, a resumed turn's part replaces the paused one's in the continued message.
      id: start.conversationId,
      data: { conversationId: start.conversationId, agentId: start.agentId, created: start.created },
    },
    ...[...(start.answered?.declined.keys() ?? [])].map((toolCallId) => ({
      type: 'tool-output-denied' as const,
      toolCallId,
    })),
  );
  return {
    response: stream.response,
    send: (event) => stream.write(...translator.chunksOf(event)),
    done: (reply) =>
      stream.write(
        ...(reply.status === 'awaiting_approval' ? translator.heldCalls() : []),
        ...translator.end(),
        ...translator.openQuestions(),
        {
          type: 'finish',
          finishReason: reply.status === 'awaiting_approval' ? 'tool-calls' : 'stop',
          messageMetadata: { ...metadata, model: reply.model, usage: reply.usage },
        },
      ),
    fail: (failure) =>
      stream.write(
        ...translator.end(),
        { type: 'error', errorText: JSON.stringify({ error: failure }) },
        { type: 'finish', finishReason: 'error', messageMetadata: metadata },
      ),
    close: () => stream.close(),
  };
}
