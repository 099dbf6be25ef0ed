import type { ConversationSummary } from '../../db/repositories/conversation-history-repository.ts';
import type { ConversationView } from '../../protocol/conversation-view.ts';

export type { ConversationView } from '../../protocol/conversation-view.ts';

/** The longest title made from a first message, the ellipsis included. */
export const derivedTitleLength = 80;

/** A first message as a title: on one line, cut to {@link derivedTitleLength} characters
 * (with "…" when cut), never half a surrogate pair. */
export function titleFromMessage(message: string): string | null {
  const characters = Array.from(message.replace(/\s+/g, ' ').trim());
  if (characters.length === 0) return null;
  return characters.length <= derivedTitleLength
    ? characters.join('')
    : `${characters.slice(0, derivedTitleLength - 1).join('')}…`;
}

/** The answer's shape of a stored conversation; `awaitingApproval` when a paused turn of it
 * waits for the user. */
export function conversationView(summary: ConversationSummary, awaitingApproval: boolean): ConversationView {
  return {
    id: summary.id,
    agentId: summary.agentId,
    title: summary.title ?? (summary.firstMessage === null ? null : titleFromMessage(summary.firstMessage)),
    createdAt: summary.createdAt.toISOString(),
    updatedAt: summary.updatedAt.toISOString(),
    awaitingApproval,
  };
}
