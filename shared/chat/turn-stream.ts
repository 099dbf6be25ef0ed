import type { HttpErrorCode } from '../http/http-error.ts';
import type { ChatReply } from './chat-reply.ts';
import type { TurnEvent } from './turn-event.ts';

/** Why a streamed turn failed, as the client gets it: what the body of the same failure
 * as an HTTP error would hold (code, message, request id, details). */
export interface TurnFailure {
  readonly code: HttpErrorCode;
  readonly message: string;
  readonly requestId: string;
  readonly [detail: string]: unknown;
}

/**
 * A turn sent to the client while it happens, in one of the protocols the chat function
 * speaks: Parley's own SSE events, or the AI SDK's UI message stream. The handler runs
 * the turn the same way for both; only this translation differs.
 */
export interface TurnStream {
  /** The streaming response, returned as soon as the turn starts. */
  readonly response: Response;
  /** Sends what just happened in the turn. */
  send(event: TurnEvent): void;
  /** Ends the turn with its reply. */
  done(reply: ChatReply): void;
  /** Ends the turn with a failure (the response is already 200, so it travels in the stream). */
  fail(failure: TurnFailure): void;
  /** Closes the response; after `done` or `fail`, however the turn ended. */
  close(): void;
}
