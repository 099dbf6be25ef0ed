import { jsonResponse } from '../../http/json-response.ts';
import { requireUser } from '../../http/require-user.ts';
import type { AgentSummary } from '../../protocol/agent-list.ts';
import { defaultAgentOf } from '../resolve-conversation.ts';
import type { HistoryDependencies } from './history-dependencies.ts';

/**
 * `GET /chat/agents`: the caller's agents, `{ agents: [{ id, name, isDefault, enabledTools }] }`,
 * the default first. A user without any gets their default agent created, as on their first
 * chat turn, so a web app always has one to start a conversation with.
 */
export async function listAgents(request: Request, dependencies: HistoryDependencies): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  let agents = await dependencies.agentSummaries.listForOwner(user.userId);
  if (agents.length === 0) {
    await defaultAgentOf(dependencies.agents, user.userId);
    agents = await dependencies.agentSummaries.listForOwner(user.userId);
  }
  const views: AgentSummary[] = agents.map((agent) => ({
    id: agent.id,
    name: agent.name,
    isDefault: agent.isDefault,
    enabledTools: [...agent.enabledTools],
  }));
  return jsonResponse({ agents: views });
}
