import type { ConversationsRepository } from '../db/repositories/conversations-repository.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonValue, validateJsonBody } from '../http/read-json-body.ts';
import { type ChatRequest, chatRequestSchema } from '../protocol/chat-request.ts';
import { maxChatBodyBytes } from './chat-request.ts';
import { chatRequestOfUi } from './ui-stream/chat-request-of-ui.ts';
import { isUiChatBody, maxUiChatBodyBytes, uiChatRequestSchema } from './ui-stream/ui-chat-request.ts';

/** A turn request, with the protocol its answer is streamed in. */
export type ChatTurnRequest =
  /** Parley's body: answered as JSON, or as Parley's SSE events with `Accept: text/event-stream`. */
  | { readonly protocol: 'parley'; readonly body: ChatRequest }
  /** A `useChat` (`DefaultChatTransport`) body: answered as an AI SDK UI message stream. */
  | {
    readonly protocol: 'ui-message-stream';
    readonly body: ChatRequest;
    /** For answers to approvals, the assistant message that asked: the resumed turn streams
     * into it (its `start` chunk names it), as the AI SDK continues a message. Else null. */
    readonly continuedMessageId: string | null;
  };

/**
 * Reads a chat request and picks its protocol from what the body is: one with `messages`
 * is a `useChat` request (its last message is the user's text, or the assistant message
 * whose approvals the user answered), anything else a Parley
 * body, validated and size-limited exactly as before the UI protocol existed.
 */
export async function readChatTurnRequest(
  request: Request,
  caller: { readonly userId: string; readonly conversations: ConversationsRepository },
): Promise<ChatTurnRequest> {
  const { value, byteLength } = await readJsonValue(request, maxUiChatBodyBytes);
  if (isUiChatBody(value)) {
    const uiRequest = validateJsonBody(value, uiChatRequestSchema);
    return {
      protocol: 'ui-message-stream',
      body: await chatRequestOfUi(uiRequest, caller),
      continuedMessageId: uiRequest.kind === 'approvals' ? uiRequest.assistantMessageId : null,
    };
  }
  if (byteLength > maxChatBodyBytes) {
    throw new HttpError('payload_too_large', `The body is larger than ${maxChatBodyBytes} bytes.`);
  }
  return { protocol: 'parley', body: validateJsonBody(value, chatRequestSchema) };
}
