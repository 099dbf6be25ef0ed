import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { requireUser } from '../../http/require-user.ts';
import type { HistoryDependencies } from '../history/history-dependencies.ts';
import { agentView } from './agent-view.ts';
import { withCallerAgents } from './as-caller.ts';

/** `GET /chat/agents/{id}`: the whole agent; 404 when it is not the caller's. */
export async function readAgent(
  request: Request,
  dependencies: HistoryDependencies,
  agentId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const agent = await withCallerAgents(dependencies.userSql, user, (agents) => agents.find(agentId));
  if (agent === null) throw new HttpError('not_found', 'Agent not found.');
  return jsonResponse(agentView(agent));
}
