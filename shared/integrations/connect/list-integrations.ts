import { requireUser } from '../../http/require-user.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { describeIntegrations } from './describe-integrations.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { agentIdParameter, requireOwnedAgent } from './route-guards.ts';

/** `GET /integrations?agentId=` → `{ agentId, integrations }`: every integration the agent can use. */
export async function listIntegrations(request: Request, dependencies: IntegrationsDependencies): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const agent = await requireOwnedAgent(dependencies, agentIdParameter(request), user);
  const integrations = await describeIntegrations(dependencies, agent, user.userId);
  return jsonResponse({ agentId: agent.id, integrations }, 200, { 'cache-control': 'no-store' });
}
