import { createPausedTurnKeeper, type PausedTurnKeeper } from '../../../../shared/chat/approvals/paused-turn-keeper.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import { createPausedTurnsRepository } from '../../../../shared/db/repositories/paused-turns-repository.ts';
import type { TestDatabase } from '../../../support/test-database.ts';

/** A paused-turn keeper on the test database, signing with a test secret, at `now`. */
export function testPausedTurns(database: TestDatabase, now: () => number): PausedTurnKeeper {
  return createPausedTurnKeeper({
    pausedTurns: createPausedTurnsRepository(database.sql),
    conversations: createConversationsRepository(database.sql),
    secret: 'test-approval-secret',
    now,
  });
}

/** Sets the approval policy of agent `agentId` (`agents.settings.approvals`), defaults for what is left out. */
export async function setApprovalPolicy(database: TestDatabase, agentId: string, approvals: unknown): Promise<void> {
  await database.sql.query(`update public.agents set settings = settings || $2::jsonb where id = $1`, [
    agentId,
    JSON.stringify({ approvals }),
  ]);
}
