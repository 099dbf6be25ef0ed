/** Checks every authenticated route makes, each failing with a specific HTTP error. */
import type { Agent } from '../../db/repositories/agents-repository.ts';
import { HttpError } from '../../http/http-error.ts';
import type { AuthenticatedUser } from '../../http/require-user.ts';
import type { IntegrationsDependencies, IntegrationStorage } from './integrations-dependencies.ts';
import { agentIdSchema } from './request-schemas.ts';

/** The caller's agent `agentId`; 404 when it does not exist or is someone else's (the
 * same answer, so agent ids of other users cannot be probed). */
export async function requireOwnedAgent(
  dependencies: IntegrationsDependencies,
  agentId: string,
  user: AuthenticatedUser,
): Promise<Agent> {
  const agent = await dependencies.agents.findForOwner(agentId, user.userId);
  if (agent === null) throw new HttpError('not_found', 'Agent not found.');
  return agent;
}

/** The `agentId` query parameter, validated. */
export function agentIdParameter(request: Request): string {
  const parsed = agentIdSchema.safeParse(new URL(request.url).searchParams.get('agentId') ?? undefined);
  if (!parsed.success) {
    throw new HttpError('bad_request', 'The query is not valid.', {
      issues: [{ path: 'agentId', message: parsed.error.issues[0]?.message ?? 'agentId must be a UUID' }],
    });
  }
  return parsed.data;
}

/** The secret storage, or 503 naming the variable it needs. */
export function requireStorage(dependencies: IntegrationsDependencies): IntegrationStorage {
  if (dependencies.storage === null) {
    throw new HttpError(
      'not_configured',
      'Integrations cannot be stored: PARLEY_CREDENTIALS_KEY is not set on this deployment (generate one with `openssl rand -base64 32`).',
    );
  }
  return dependencies.storage;
}
