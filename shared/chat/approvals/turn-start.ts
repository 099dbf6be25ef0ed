/**
 * What a chat request starts: a turn with the user's new message (closing the
 * conversation's paused turn first, whose calls then did not run), or the resume of the
 * paused turn the user answered (claimed once here).
 */
import { HttpError } from '../../http/http-error.ts';
import type { ChatMessage } from '../../llm/chat-message.ts';
import type { ChatRequest } from '../../protocol/chat-request.ts';
import type { ClaimedTurn, PausedTurnKeeper } from './paused-turn-keeper.ts';

/** A new message, or a claimed paused turn with the user's answers. */
export type TurnStart =
  | {
    readonly kind: 'message';
    readonly message: string;
    /** Stored already: a conversation created for this turn is created with its message, and
     * an earlier try of the same request (its `Idempotency-Key`) may have stored it. */
    readonly messageStored: boolean;
    /** The message's store key when its request names it (idempotency/user-message-key.ts):
     * stored under it, a retry of the request never stores it again. */
    readonly storeKey: string | null;
  }
  | { readonly kind: 'resume'; readonly claimed: ClaimedTurn };

/** The start of the turn `body` asks for in conversation `conversationId`. */
export async function turnStartOf(
  keeper: PausedTurnKeeper | undefined,
  body: ChatRequest,
  conversationId: string,
  userId: string,
  conversationExisted: boolean,
  userMessageKey: string | null,
): Promise<TurnStart> {
  if (body.approvals !== undefined) {
    if (keeper === undefined) {
      throw new HttpError('approval_not_pending', 'This deployment does not pause turns for approvals.');
    }
    return { kind: 'resume', claimed: await keeper.claim(conversationId, userId, body.approvals) };
  }
  if (keeper !== undefined && conversationExisted) await keeper.closeOpen(conversationId, userId);
  return {
    kind: 'message',
    message: body.message ?? '',
    messageStored: !conversationExisted,
    storeKey: userMessageKey,
  };
}

/** What a turn that ran from `start` appends to the conversation of its `messages` (those
 * after the user's): a new message's turn stores the user's message first, unless it is
 * stored already (a new conversation's, or an earlier try's); a resumed turn stored that and
 * what it did before it paused. */
export function messagesToStore(start: TurnStart, messages: readonly ChatMessage[]): ChatMessage[] {
  if (start.kind === 'resume') return messages.slice(start.claimed.storedCount);
  return start.messageStored ? [...messages] : [{ role: 'user', content: start.message }, ...messages];
}

/** The store key of the first message {@link messagesToStore} gives: the user's message's
 * own key when it is that message and its request names it, else null. */
export function firstMessageKeyOf(start: TurnStart): string | null {
  return start.kind === 'message' && !start.messageStored ? start.storeKey : null;
}
