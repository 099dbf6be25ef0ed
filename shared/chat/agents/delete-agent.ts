import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../http/require-user.ts';
import type { HistoryDependencies } from '../history/history-dependencies.ts';
import { withCallerAgents } from './as-caller.ts';

/**
 * `DELETE /chat/agents/{id}`: deletes the agent with its conversations and their messages
 * (the foreign keys cascade), 204; the tool log keeps its rows for analytics. 404 when it
 * is not the caller's; 409 `agent_is_default` for the default agent (move the default first).
 */
export async function deleteAgent(
  request: Request,
  dependencies: HistoryDependencies,
  agentId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  await withCallerAgents(dependencies.userSql, user, async (agents) => {
    const isDefault = await agents.isDefault(agentId);
    if (isDefault === null) throw new HttpError('not_found', 'Agent not found.');
    if (isDefault) {
      throw new HttpError(
        'agent_is_default',
        'This is your default agent: make another agent the default (PATCH it with isDefault: true) before deleting this one.',
      );
    }
    await agents.delete(agentId);
  });
  return new Response(null, { status: 204 });
}
