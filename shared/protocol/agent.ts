import { z } from 'zod';
import { displayTextProblem } from './display-text.ts';

/**
 * An agent's settings on the wire. Their schema is the one the chat turn reads
 * (shared/db/repositories/agent-settings.ts, which this layer may not import): the server
 * checks them with it and names each wrong field; docs/http-api.md lists them.
 */
export const agentSettingsBodySchema = z.record(z.string(), z.unknown()).meta({
  id: 'AgentSettings',
  description: 'autoResolveNames, temperature, maxToolFailures, maxModelFailures, fallbackTool, searchProviders, ' +
    'mcpServers ({ name, url, headers: { <header>: { credential, prefix? } } }: a header names a stored ' +
    'credential, never holds a secret), approvals. Missing keys keep their value (defaults on create).',
});

/** One of the caller's agents, everything the chat turn reads of it. */
export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  systemPrompt: z.string(),
  /** `provider:model`; null for the deployment's default model. */
  model: z.string().nullable(),
  fallbackModels: z.array(z.string()),
  enabledTools: z.array(z.string()),
  /** Every setting, defaults filled in. */
  settings: agentSettingsBodySchema,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Agent' });

/** An agent's name: 1–200 characters once trimmed, shown as it is written (display-text.ts). */
export const agentNameSchema = z.string().trim().min(1).max(200).superRefine((name, context) => {
  const problem = displayTextProblem(name);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
});

/** Every field a caller may set; `POST` needs `name`, `PATCH` any of them. Unknown keys are refused. */
const agentFieldsSchema = z.strictObject({
  name: agentNameSchema,
  systemPrompt: z.string().max(100_000),
  /** `provider:model` (`openai:gpt-4o-mini`); null for the deployment's default. */
  model: z.string().trim().min(1).max(200).nullable(),
  fallbackModels: z.array(z.string().trim().min(1).max(200)).max(5),
  /** Tool names of the deployment's catalog. */
  enabledTools: z.array(z.string().min(1).max(200)).max(100),
  settings: agentSettingsBodySchema,
  /** True makes this the caller's default agent (the previous one stops being it). */
  isDefault: z.boolean(),
});

/** `POST /chat/agents`: a new agent; only `name` is required. */
export const createAgentRequestSchema = agentFieldsSchema.partial().required({ name: true }).meta({
  id: 'CreateAgentRequest',
});

/** `PATCH /chat/agents/{id}`: the fields to change; settings merge key by key. */
export const updateAgentRequestSchema = agentFieldsSchema.partial().meta({ id: 'UpdateAgentRequest' });

/** One of the caller's agents. */
export type AgentBody = z.output<typeof agentSchema>;
/** A `POST /chat/agents` body, parsed. */
export type CreateAgentRequest = z.output<typeof createAgentRequestSchema>;
/** A `PATCH /chat/agents/{id}` body, parsed. */
export type UpdateAgentRequest = z.output<typeof updateAgentRequestSchema>;
