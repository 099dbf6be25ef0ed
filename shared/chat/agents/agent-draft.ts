import type { z } from 'zod';
import { agentSettingsSchema } from '../../db/repositories/agent-settings.ts';
import type { AgentFields } from '../../db/repositories/own-agents-repository.ts';
import { HttpError } from '../../http/http-error.ts';
import type { UpdateAgentRequest } from '../../protocol/agent.ts';
import { mcpUrlIssues } from './mcp-url-issues.ts';
import { modelNameProblem } from './model-name-problem.ts';
import { secretInMcpSettingsIssues } from './secret-in-mcp-settings.ts';

/** What an agent is made of, before it is stored: every field the chat turn reads. */
export type AgentDraft = AgentFields;

/** One problem with a field of the body, named by its path (`settings.temperature`). */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/** A new agent's fields before the body is applied. */
export const emptyAgentDraft: AgentDraft = {
  name: '',
  systemPrompt: '',
  model: null,
  fallbackModels: [],
  enabledTools: [],
  settings: agentSettingsSchema.parse({}),
};

function settingsIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: ['settings', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

function toolIssues(enabledTools: readonly string[], toolNames: readonly string[]): FieldIssue[] {
  const known = new Set(toolNames);
  const issues: FieldIssue[] = [];
  enabledTools.forEach((name, index) => {
    if (!known.has(name)) {
      issues.push({
        path: `enabledTools.${index}`,
        message: `No tool is called "${name.slice(0, 80)}". The tools are: ${toolNames.join(', ') || '(none)'}.`,
      });
    } else if (enabledTools.indexOf(name) !== index) {
      issues.push({ path: `enabledTools.${index}`, message: `"${name}" is listed twice.` });
    }
  });
  return issues;
}

function modelIssues(model: string | null, fallbackModels: readonly string[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const primaryProblem = model === null ? null : modelNameProblem(model);
  if (primaryProblem !== null) issues.push({ path: 'model', message: primaryProblem });
  fallbackModels.forEach((name, index) => {
    const problem = modelNameProblem(name);
    if (problem !== null) issues.push({ path: `fallbackModels.${index}`, message: problem });
  });
  return issues;
}

/**
 * Applies a checked body (`POST` or `PATCH`) to `base`: given fields replace, settings merge
 * key by key and are then checked with the schema the chat turn reads. 400 with one issue
 * per wrong field (an unknown tool or provider, a secret in MCP headers, a bad setting).
 */
export function applyAgentRequest(
  base: AgentDraft,
  request: UpdateAgentRequest,
  toolNames: readonly string[],
): AgentDraft {
  const fallbackModels = request.fallbackModels ?? base.fallbackModels;
  const enabledTools = request.enabledTools ?? base.enabledTools;
  const model = request.model === undefined ? base.model : request.model;
  const givenSettings = request.settings ?? {};
  const mcpIssues = [...secretInMcpSettingsIssues(givenSettings), ...mcpUrlIssues(givenSettings)];
  const settings = agentSettingsSchema.safeParse({ ...base.settings, ...givenSettings });
  const issues = [
    ...(request.model === undefined && request.fallbackModels === undefined ? [] : modelIssues(model, fallbackModels)),
    ...(request.enabledTools === undefined ? [] : toolIssues(enabledTools, toolNames)),
    ...mcpIssues,
    // These messages say more than the schema's ("expected object") at the same path.
    ...(settings.success ? [] : settingsIssues(settings.error)).filter((issue) =>
      !mcpIssues.some((secret) => issue.path.startsWith(secret.path))
    ),
  ];
  if (issues.length > 0 || !settings.success) {
    throw new HttpError('bad_request', 'The body is not valid.', { issues: issues.slice(0, 20) });
  }
  return {
    name: request.name ?? base.name,
    systemPrompt: request.systemPrompt ?? base.systemPrompt,
    model,
    fallbackModels,
    enabledTools,
    settings: settings.data,
  };
}
