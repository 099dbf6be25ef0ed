import type { Agent, AgentsRepository } from '../db/repositories/agents-repository.ts';
import type { Conversation, ConversationsRepository } from '../db/repositories/conversations-repository.ts';
import { HttpError } from '../http/http-error.ts';
import type { ChatRequest } from './chat-request.ts';

/**
 * The agent and conversation a chat request is for, checked against the caller: an
 * agent or conversation that is not theirs is a 404, exactly like one that does not
 * exist. Without `agentId`, the conversation's agent, else the caller's default agent.
 */
export async function resolveConversation(
  repositories: { agents: AgentsRepository; conversations: ConversationsRepository },
  userId: string,
  body: ChatRequest,
): Promise<{ agent: Agent; conversation: Conversation | null }> {
  const conversation = body.conversationId === undefined ? null : await repositories.conversations.findForUser(body.conversationId, userId);
  if (body.conversationId !== undefined && conversation === null) throw new HttpError('not_found', 'Conversation not found.');
  if (conversation !== null && body.agentId !== undefined && conversation.agentId !== body.agentId) {
    throw new HttpError('not_found', 'Conversation not found for this agent.');
  }
  const agentId = body.agentId ?? conversation?.agentId;
  const agent = agentId === undefined
    ? await repositories.agents.findDefaultForOwner(userId)
    : await repositories.agents.findForOwner(agentId, userId);
  if (agent === null) {
    throw new HttpError('not_found', agentId === undefined ? 'You have no default agent: create one or pass agentId.' : 'Agent not found.');
  }
  return { agent, conversation };
}
