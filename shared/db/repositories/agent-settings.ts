import { z } from 'zod';
import { approvalModes } from '../../tools/approval-policy.ts';

/**
 * An agent's behaviour switches, stored in `agents.settings` (jsonb). Read through
 * {@link parseAgentSettings}: missing keys get their defaults, unknown keys are dropped,
 * and a wrong value is a typed {@link AgentSettingsError} instead of a crash later on.
 */

/** Web-search providers, in the order an agent prefers them. */
export const searchProviders = ['serper', 'brave', 'serpapi'] as const;

/** One of {@link searchProviders}. */
export type SearchProvider = (typeof searchProviders)[number];

/** A header value taken from the user's stored credential for `credential` (a provider
 * name of `integration_credentials`), optionally after `prefix` (`Bearer `). Secrets
 * never sit in the settings themselves. */
const credentialReferenceSchema = z.object({
  credential: z.string().min(1).max(100),
  prefix: z.string().max(50).optional(),
});

const mcpServerSchema = z.object({
  /** Becomes the tool name prefix (`<name>__<tool>`), hence the narrow alphabet. */
  name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, "_" or "-"'),
  url: z.url({ protocol: /^https?$/ }),
  headers: z.record(z.string().min(1).max(200), credentialReferenceSchema).optional(),
});

/** When the agent's tool calls ask the user first (shared/tools/approval-policy.ts). */
const approvalsSchema = z.object({
  defaultMode: z.enum(approvalModes).default('auto'),
  tools: z.record(z.string().min(1).max(200), z.enum(approvalModes)).default({}),
  allowedDestinations: z.array(z.string().trim().min(1).max(500)).max(200).default([]),
});

/** The schema of `agents.settings`; its output is {@link AgentSettings}. */
export const agentSettingsSchema = z.object({
  /** Run a misspelt tool name's single close match instead of asking the model again. */
  autoResolveNames: z.boolean().default(false),
  temperature: z.number().min(0).max(2).default(0.2),
  /** Failed calls to one tool before the turn gives up on it. */
  maxToolFailures: z.number().int().min(0).max(20).default(3),
  /** Failed model requests before the turn fails. */
  maxModelFailures: z.number().int().min(0).max(20).default(3),
  /** May the fallback tool caller step in when the model keeps calling a tool wrong. */
  fallbackTool: z.boolean().default(true),
  searchProviders: z.array(z.enum(searchProviders)).max(searchProviders.length).default([...searchProviders]),
  mcpServers: z
    .array(mcpServerSchema)
    .max(20)
    .refine(
      (servers) => new Set(servers.map((server) => server.name)).size === servers.length,
      'server names must be unique',
    )
    .default([]),
  approvals: approvalsSchema.default({ defaultMode: 'auto', tools: {}, allowedDestinations: [] }),
});

/** An agent's settings with every default filled in. */
export type AgentSettings = z.output<typeof agentSettingsSchema>;

/** What may be stored as settings: a subset is enough, defaults fill the rest. */
export type AgentSettingsInput = z.input<typeof agentSettingsSchema>;

/** One MCP server an agent connects to. */
export type McpServerSettings = AgentSettings['mcpServers'][number];

/** One wrong setting: its path (`temperature`, `mcpServers.0.url`) and the problem, no value. */
export interface SettingsIssue {
  readonly path: string;
  readonly message: string;
}

/** An agent's stored settings do not validate. `issues` lists `path: problem`, without values;
 * `fields` the same, as values. */
export class AgentSettingsError extends Error {
  override readonly name = 'AgentSettingsError';
  readonly code = 'invalid_agent_settings';
  readonly agentId: string | null;
  readonly issues: readonly string[];
  readonly fields: readonly SettingsIssue[];

  constructor(agentId: string | null, fields: readonly SettingsIssue[]) {
    const issues = fields.map((field) => `${field.path}: ${field.message}`);
    super(`${agentId === null ? 'The agent' : `Agent ${agentId}`} has invalid settings: ${issues.join('; ')}`);
    this.agentId = agentId;
    this.issues = issues;
    this.fields = fields;
  }
}

/** Validates stored settings (`null` counts as none). Never throws. */
export function parseAgentSettings(
  value: unknown,
  agentId: string | null = null,
): { ok: true; settings: AgentSettings } | { ok: false; error: AgentSettingsError } {
  const parsed = agentSettingsSchema.safeParse(value ?? {});
  if (parsed.success) return { ok: true, settings: parsed.data };
  const fields = parsed.error.issues.map((issue) => ({
    path: issue.path.length === 0 ? '(root)' : issue.path.join('.'),
    message: issue.message,
  }));
  return { ok: false, error: new AgentSettingsError(agentId, fields) };
}
