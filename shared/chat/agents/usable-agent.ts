import { AgentSettingsError } from '../../db/repositories/agent-settings.ts';
import type { Agent } from '../../db/repositories/agents-repository.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FieldIssue } from './agent-draft.ts';
import { storedAgentIssues } from './stored-agent-issues.ts';

/** The most issues a refusal lists. */
const maxListedIssues = 20;

function agentInvalid(agentId: string | null, issues: readonly FieldIssue[]): HttpError {
  const which = agentId === null ? 'This agent' : `Agent ${agentId}`;
  return new HttpError(
    'agent_invalid',
    `${which} cannot be used: its stored configuration is not valid (${
      issues.slice(0, 3).map((issue) => issue.path).join(', ')
    }). Correct it with PATCH /chat/agents/${agentId ?? '{id}'}.`,
    { ...(agentId === null ? {} : { agentId }), issues: issues.slice(0, maxListedIssues) },
  );
}

/** `agent` when the agents API would store it as it is; else 409 `agent_invalid`, naming the
 * agent (by id: its name may be what is wrong) and each field. Nothing of it runs. */
export function requireUsableAgent(agent: Agent): Agent {
  const issues = storedAgentIssues(agent);
  if (issues.length > 0) throw agentInvalid(agent.id, issues);
  return agent;
}

/** What `load` finds, or 409 `agent_invalid` when the agent's stored settings do not validate
 * (an {@link AgentSettingsError}, whose issues name paths and never values). */
export async function loadingAgent<Result>(load: () => Promise<Result>): Promise<Result> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof AgentSettingsError)) throw error;
    throw agentInvalid(
      error.agentId,
      error.fields.map((field) => ({ path: `settings.${field.path}`, message: field.message })),
    );
  }
}
