/**
 * What the history says of paused turns: which conversations wait for the user's approval,
 * and the approvals one waits for, read from the paused turns the chat handler keeps.
 */
import type { PendingApproval } from '../../protocol/approval.ts';
import type { PausedTurnKeeper } from '../approvals/paused-turn-keeper.ts';

/** The paused turns as the history reads them: the keeper's `pendingFor` and
 * `awaitingConversationIds` (none once answered, closed, resuming or expired). */
export type PendingApprovalsReader = Pick<PausedTurnKeeper, 'pendingFor' | 'awaitingConversationIds'>;

/** The approvals `conversationId` waits for; none without paused turns. */
export function pendingApprovalsOf(
  reader: PendingApprovalsReader | undefined,
  conversationId: string,
  userId: string,
): Promise<PendingApproval[]> {
  return reader === undefined ? Promise.resolve([]) : reader.pendingFor(conversationId, userId);
}

/** Those of `conversationIds` that wait for the user's approval, with one query: the same
 * paused turns whose approvals their messages pages show. */
export async function awaitingConversationIds(
  reader: PendingApprovalsReader | undefined,
  userId: string,
  conversationIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (reader === undefined || conversationIds.length === 0) return new Set();
  const awaiting = new Set(await reader.awaitingConversationIds(userId));
  return new Set(conversationIds.filter((id) => awaiting.has(id)));
}
