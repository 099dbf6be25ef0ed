import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { connectLimits } from './connect-limits.ts';
import { describeIntegration } from './describe-integrations.ts';
import type { ApiKeyIntegration } from './integration-catalog.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { agentBodySchema } from './request-schemas.ts';
import { agentIdParameter, requireOwnedAgent, requireStorage } from './route-guards.ts';

/** The agent id of a DELETE: `?agentId=`, or a JSON body `{ agentId }` (some clients cannot send a DELETE body). */
async function agentIdOf(request: Request): Promise<string> {
  if (new URL(request.url).searchParams.has('agentId') || request.headers.get('content-type') === null) {
    return agentIdParameter(request);
  }
  return (await readJsonBody(request, agentBodySchema, connectLimits.maxBodyBytes)).agentId;
}

/** `DELETE /integrations/<serper|brave|serpapi>` → `{ integration }`: the stored key is
 * deleted (deleting one that is not there is not an error). */
export async function deleteApiKey(
  request: Request,
  dependencies: IntegrationsDependencies,
  provider: ApiKeyIntegration,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const agent = await requireOwnedAgent(dependencies, await agentIdOf(request), user);
  const storage = requireStorage(dependencies);
  const deleted = await storage.credentials.delete(user.userId, provider);
  if (deleted) dependencies.logger.info('integration-key-deleted', { userId: user.userId, provider });
  return jsonResponse({ integration: await describeIntegration(dependencies, agent, user.userId, provider) });
}
