import { HttpError } from '../../http/http-error.ts';
import type { OwnAgentsRepository } from '../../db/repositories/own-agents-repository.ts';
import { requireUser } from '../../http/require-user.ts';
import type { HistoryDependencies } from '../history/history-dependencies.ts';
import { withCallerAgents } from './as-caller.ts';

/** Why the agent was not deleted: 404 when it is not the caller's (any more), else 409. */
async function refusalOf(agents: OwnAgentsRepository, agentId: string): Promise<HttpError> {
  if (await agents.isDefault(agentId) === null) return new HttpError('not_found', 'Agent not found.');
  return new HttpError(
    'agent_is_default',
    'This is your default agent: make another agent the default (PATCH it with isDefault: true) before deleting this one.',
  );
}

/**
 * `DELETE /chat/agents/{id}`: deletes the agent with its conversations and their messages
 * (the foreign keys cascade), 204; the tool log keeps its rows for analytics. 404 when it
 * is not the caller's; 409 `agent_is_default` for the default agent (move the default first),
 * also when it became the default while this request waited for it.
 */
export async function deleteAgent(
  request: Request,
  dependencies: HistoryDependencies,
  agentId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  await withCallerAgents(dependencies.userSql, user, async (agents) => {
    if (!await agents.deleteUnlessDefault(agentId)) throw await refusalOf(agents, agentId);
  });
  return new Response(null, { status: 204 });
}
