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
    /** Stored already: a conversation created for this turn is created with its message. */
    readonly messageStored: boolean;
  }
  | { readonly kind: 'resume'; readonly claimed: ClaimedTurn };

/** The start of the turn `body` asks for in conversation `conversationId`. */
export async function turnStartOf(
  keeper: PausedTurnKeeper | undefined,
  body: ChatRequest,
  conversationId: string,
  userId: string,
  conversationExisted: boolean,
): Promise<TurnStart> {
  if (body.approvals !== undefined) {
    if (keeper === undefined) {
      throw new HttpError('approval_not_pending', 'This deployment does not pause turns for approvals.');
    }
    return { kind: 'resume', claimed: await keeper.claim(conversationId, userId, body.approvals) };
  }
  if (keeper !== undefined && conversationExisted) await keeper.closeOpen(conversationId, userId);
  return { kind: 'message', message: body.message ?? '', messageStored: !conversationExisted };
}

/** What a turn that ran from `start` appends to the conversation of its `messages` (those
 * after the user's): a new message's turn stores the user's message first, unless it is
 * stored already (a new conversation's); a resumed turn stored that and what it did before it
 * paused. */
export function messagesToStore(start: TurnStart, messages: readonly ChatMessage[]): ChatMessage[] {
  if (start.kind === 'resume') return messages.slice(start.claimed.storedCount);
  return start.messageStored ? [...messages] : [{ role: 'user', content: start.message }, ...messages];
}
