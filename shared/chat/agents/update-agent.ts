import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { updateAgentRequestSchema } from '../../protocol/agent.ts';
import type { HistoryDependencies } from '../history/history-dependencies.ts';
import { applyAgentRequest } from './agent-draft.ts';
import { agentLimits } from './agent-limits.ts';
import { agentView } from './agent-view.ts';
import { withCallerAgents } from './as-caller.ts';

/**
 * `PATCH /chat/agents/{id}`: changes the given fields (settings key by key), 200 with the
 * agent; 404 when it is not the caller's. `isDefault: true` makes it the default; the
 * default cannot be unset, only moved (a user always has one).
 */
export async function updateAgent(
  request: Request,
  dependencies: HistoryDependencies,
  agentId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, updateAgentRequestSchema, agentLimits.maxBodyBytes);
  const agent = await withCallerAgents(dependencies.userSql, user, async (agents) => {
    const existing = await agents.find(agentId);
    if (existing === null) throw new HttpError('not_found', 'Agent not found.');
    if (body.isDefault === false && existing.isDefault) {
      throw new HttpError('bad_request', 'The body is not valid.', {
        issues: [{
          path: 'isDefault',
          message: 'This is your default agent: make another agent the default (isDefault: true on it) instead.',
        }],
      });
    }
    const draft = applyAgentRequest(existing, body, dependencies.toolNames);
    // Before the update: makeDefault locks all the owner's agents, and must not wait for
    // them while holding this one's lock (two concurrent moves would deadlock).
    if (body.isDefault === true && !existing.isDefault) await agents.makeDefault(existing.id, user.userId);
    const updated = await agents.update(existing.id, draft);
    if (updated === null) throw new HttpError('not_found', 'Agent not found.');
    return updated;
  });
  return jsonResponse(agentView(agent));
}
