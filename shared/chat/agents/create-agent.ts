import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { createAgentRequestSchema } from '../../protocol/agent.ts';
import type { HistoryDependencies } from '../history/history-dependencies.ts';
import { applyAgentRequest, emptyAgentDraft } from './agent-draft.ts';
import { agentLimits } from './agent-limits.ts';
import { agentView } from './agent-view.ts';
import { withCallerAgents } from './as-caller.ts';

/**
 * The new agent's URL relative to the request's (RFC 9110 allows a relative `Location`): the
 * function sees `/chat/agents` while the caller asked for `/functions/v1/chat/agents`, so only
 * a reference relative to what the caller asked for resolves to the right place for both.
 */
function locationOf(requestUrl: string, agentId: string): string {
  return new URL(requestUrl).pathname.endsWith('/') ? agentId : `agents/${agentId}`;
}

/**
 * `POST /chat/agents`: creates one of the caller's agents, 201 with it and its `Location`.
 * The caller's first agent is their default; `isDefault: true` moves the default to it.
 */
export async function createAgent(request: Request, dependencies: HistoryDependencies): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, createAgentRequestSchema, agentLimits.maxBodyBytes);
  const draft = applyAgentRequest(emptyAgentDraft, body, dependencies.toolNames);
  const agent = await withCallerAgents(dependencies.userSql, user, async (agents) => {
    const first = !await agents.hasAny();
    const created = await agents.insert(user.userId, draft, false);
    if (!first && body.isDefault !== true) return created;
    await agents.makeDefault(created.id, user.userId);
    return await agents.find(created.id) ?? created;
  });
  return jsonResponse(agentView(agent), 201, { location: locationOf(request.url, agent.id) });
}
