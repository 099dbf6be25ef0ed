import type { Agent } from '../../db/repositories/agents-repository.ts';
import { updateAgentRequestSchema } from '../../protocol/agent.ts';
import type { FieldIssue } from './agent-draft.ts';
import { modelNameProblem } from './model-name-problem.ts';
import { secretInMcpSettingsIssues } from './secret-in-mcp-settings.ts';

/**
 * What the agents API would refuse in an agent as it is stored: its fields checked with the
 * API's own schema (a name shown as written, bounded sizes), its models named by a known
 * provider, no secret in its MCP server settings. A row gets past the API when an owner writes
 * it through the REST API or it predates a check (the database refuses most of this since
 * 20261201000100_agents_write_checks). The settings schema itself is checked when the row is
 * read (agents-repository.ts); the MCP server addresses at every connection (the SSRF guard).
 */
export function storedAgentIssues(agent: Agent): FieldIssue[] {
  const fields = updateAgentRequestSchema.safeParse({
    name: agent.name,
    systemPrompt: agent.systemPrompt,
    model: agent.model,
    fallbackModels: agent.fallbackModels,
    enabledTools: agent.enabledTools,
  });
  const fieldIssues = fields.success
    ? []
    : fields.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  const modelIssues = [
    ...(agent.model === null ? [] : [{ path: 'model', problem: modelNameProblem(agent.model) }]),
    ...agent.fallbackModels.map((model, index) => ({
      path: `fallbackModels.${index}`,
      problem: modelNameProblem(model),
    })),
  ].flatMap(({ path, problem }) => (problem === null ? [] : [{ path, message: problem }]));
  return [...fieldIssues, ...modelIssues, ...secretInMcpSettingsIssues(agent.settings)];
}
