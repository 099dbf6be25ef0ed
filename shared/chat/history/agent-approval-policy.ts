/**
 * `GET /chat/agents/{agentId}/approval-policy` reads, and `PUT` replaces, when the agent's
 * tool calls ask the user first: `{ defaultMode, tools, allowedDestinations }`
 * (shared/protocol/approval.ts). Owner only: another user's agent is a 404, like one that
 * does not exist.
 */
import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { type ApprovalPolicyBody, approvalPolicySchema } from '../../protocol/approval.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { historyLimits } from './history-limits.ts';

/** `GET`: the agent's approval policy, defaults filled in. */
export async function readApprovalPolicy(
  request: Request,
  dependencies: HistoryDependencies,
  agentId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const agent = await dependencies.agents.findForOwner(agentId, user.userId);
  if (agent === null) throw new HttpError('not_found', 'Agent not found.');
  const policy: ApprovalPolicyBody = {
    defaultMode: agent.settings.approvals.defaultMode,
    tools: { ...agent.settings.approvals.tools },
    allowedDestinations: [...agent.settings.approvals.allowedDestinations],
  };
  return jsonResponse(policy);
}

/** `PUT`: replaces the agent's approval policy and answers it. */
export async function replaceApprovalPolicy(
  request: Request,
  dependencies: HistoryDependencies,
  agentId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const policy = await readJsonBody(request, approvalPolicySchema, historyLimits.maxApprovalPolicyBodyBytes);
  const updated = await dependencies.agents.updateApprovalPolicy(agentId, user.userId, policy);
  if (!updated) throw new HttpError('not_found', 'Agent not found.');
  return jsonResponse(policy);
}
