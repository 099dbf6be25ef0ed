/**
 * What the history says of paused turns: which conversations wait for the user's approval,
 * and the approvals one waits for, read from the paused turns the chat handler keeps.
 */
import type { PausedTurnsRepository } from '../../db/repositories/paused-turns-repository.ts';
import type { PendingApproval } from '../../protocol/approval.ts';
import type { PausedTurnKeeper } from '../approvals/paused-turn-keeper.ts';

/** The paused turns as the history reads them: the keeper's `pendingFor` (none once
 * answered, closed, resuming or expired) and the repository's `openConversationIds`
 * (expired ones included). */
export type PendingApprovalsReader =
  & Pick<PausedTurnKeeper, 'pendingFor'>
  & Pick<PausedTurnsRepository, 'openConversationIds'>;

/** The approvals `conversationId` waits for; none without paused turns. */
export function pendingApprovalsOf(
  reader: PendingApprovalsReader | undefined,
  conversationId: string,
  userId: string,
): Promise<PendingApproval[]> {
  return reader === undefined ? Promise.resolve([]) : reader.pendingFor(conversationId, userId);
}

/**
 * Those of `conversationIds` that wait for the user's approval. An open paused turn can have
 * expired, or be resuming in another request: each open one is checked as its messages page
 * checks it, so the list never marks a conversation whose page shows no approval.
 */
export async function awaitingConversationIds(
  reader: PendingApprovalsReader | undefined,
  userId: string,
  conversationIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (reader === undefined || conversationIds.length === 0) return new Set();
  const open = new Set(await reader.openConversationIds(userId));
  const candidates = conversationIds.filter((id) => open.has(id));
  const waiting = await Promise.all(candidates.map(async (id) => (await reader.pendingFor(id, userId)).length > 0));
  return new Set(candidates.filter((_, index) => waiting[index]));
}
