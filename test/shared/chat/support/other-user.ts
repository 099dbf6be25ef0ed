import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import type { SqlClient } from '../../../../shared/db/sql-client.ts';
import { insertUser } from '../../db/repositories/support/users.ts';

/** A second user with their own default agent and a conversation with it. */
export interface OtherUser {
  readonly userId: string;
  readonly agentId: string;
  readonly conversationId: string;
}

/** Creates another user's agent and conversation: data the demo user must not reach. */
export async function createOtherUser(sql: SqlClient): Promise<OtherUser> {
  const userId = await insertUser(sql);
  const agent = await createAgentsRepository(sql).create({
    ownerId: userId,
    name: "Someone else's agent",
    isDefault: true,
  });
  const conversation = await createConversationsRepository(sql).create({ agentId: agent.id, userId });
  return { userId, agentId: agent.id, conversationId: conversation.id };
}
