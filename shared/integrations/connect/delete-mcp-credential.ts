import { HttpError } from '../../http/http-error.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { answerMcpCredentialChange } from './answer-mcp-credential-change.ts';
import { connectLimits } from './connect-limits.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { requireServerCredential } from './mcp-credential-target.ts';
import { credentialNameSchema, mcpCredentialDeleteBodySchema } from './request-schemas.ts';
import { agentIdParameter, requireOwnedAgent, requireStorage } from './route-guards.ts';

/** The `credential` query parameter, validated. */
function credentialParameter(request: Request): string {
  const parsed = credentialNameSchema.safeParse(new URL(request.url).searchParams.get('credential') ?? undefined);
  if (!parsed.success) {
    throw new HttpError('bad_request', 'The query is not valid.', {
      issues: [{ path: 'credential', message: parsed.error.issues[0]?.message ?? 'credential is required' }],
    });
  }
  return parsed.data;
}

/** `?agentId=&credential=`, or a JSON body `{ agentId, credential }` (some clients cannot send a DELETE body). */
async function targetOf(request: Request): Promise<{ agentId: string; credential: string }> {
  if (new URL(request.url).searchParams.has('agentId') || request.headers.get('content-type') === null) {
    return { agentId: agentIdParameter(request), credential: credentialParameter(request) };
  }
  return await readJsonBody(request, mcpCredentialDeleteBodySchema, connectLimits.maxBodyBytes);
}

/** `DELETE /integrations/mcp:<server>` → `{ integration }`: the caller's stored secret for
 * `credential` is deleted (deleting one that is not there is not an error). */
export async function deleteMcpCredential(
  request: Request,
  dependencies: IntegrationsDependencies,
  serverName: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const target = await targetOf(request);
  const agent = await requireOwnedAgent(dependencies, target.agentId, user);
  const credential = requireServerCredential(agent, serverName, target.credential);
  const storage = requireStorage(dependencies);
  const deleted = await storage.credentials.delete(user.userId, credential);
  return await answerMcpCredentialChange(
    dependencies,
    { agent, userId: user.userId, serverName, credential },
    deleted ? 'deleted' : 'unchanged',
  );
}
