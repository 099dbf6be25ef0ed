import { HttpError } from '../../http/http-error.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { answerMcpCredentialChange } from './answer-mcp-credential-change.ts';
import { connectLimits } from './connect-limits.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { requireServerCredential } from './mcp-credential-target.ts';
import { checkMcpSecretShape, fingerprintOfSecret } from './mcp-secret-shape.ts';
import { mcpCredentialBodySchema } from './request-schemas.ts';
import { requireOwnedAgent, requireStorage } from './route-guards.ts';

/**
 * `PUT /integrations/mcp:<server>` `{ agentId, credential, secret }` → `{ integration }`:
 * stores the caller's secret for `credential`, a name the server's headers reference
 * (400 otherwise); a chat turn's connection to the server then sends it in that header.
 * The secret's shape is checked (400); it is never logged or answered.
 */
export async function putMcpCredential(
  request: Request,
  dependencies: IntegrationsDependencies,
  serverName: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, mcpCredentialBodySchema, connectLimits.maxBodyBytes);
  const agent = await requireOwnedAgent(dependencies, body.agentId, user);
  const credential = requireServerCredential(agent, serverName, body.credential);
  const storage = requireStorage(dependencies);
  const shape = checkMcpSecretShape(body.secret);
  if (!shape.ok) {
    throw new HttpError('bad_request', `The secret for ${credential} is not valid.`, {
      issues: [{ path: 'secret', message: `secret ${shape.problem}` }],
    });
  }

  const fingerprint = fingerprintOfSecret(shape.secret);
  await storage.credentials.save(user.userId, credential, shape.secret, {
    metadata: {
      ...(fingerprint === undefined ? {} : { fingerprint }),
      connectedAt: dependencies.clock().toISOString(),
    },
  });
  return await answerMcpCredentialChange(dependencies, { agent, userId: user.userId, serverName, credential }, 'saved');
}
