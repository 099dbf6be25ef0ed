/**
 * What the agent form holds, as plain values: read from a stored agent, turned into the body
 * of `POST` or `PATCH /chat/agents`. Numbers stay as typed until they are sent, so nothing
 * the user wrote is lost to a parse; the server checks every field and names the wrong ones.
 */
import { z } from 'zod';
import { type AgentBody, approvalPolicySchema, type CreateAgentRequest } from '../../../shared/protocol/index.ts';

/** When a tool's calls ask the user first. */
export type ApprovalMode = z.output<typeof approvalPolicySchema.shape.defaultMode>;
/** The approval modes, in the order the form offers them. */
export const approvalModes: readonly ApprovalMode[] = approvalPolicySchema.shape.defaultMode.options;

/** The web-search providers an agent may prefer, in the server's default order. */
export const searchProviderNames = ['serper', 'brave', 'serpapi'] as const;
/** One of {@link searchProviderNames}. */
export type SearchProviderName = (typeof searchProviderNames)[number];

/** A header an MCP server is sent: its value is the user's stored credential, never typed here. */
export interface McpHeaderValues {
  readonly header: string;
  /** The provider name of the stored credential (`integration_credentials`). */
  readonly credential: string;
  /** A scheme put before it, like `Bearer `; empty for none. */
  readonly prefix: string;
}

/** One MCP server of the agent. */
export interface McpServerValues {
  readonly name: string;
  readonly url: string;
  readonly headers: readonly McpHeaderValues[];
}

/** Every field of the form. */
export interface AgentFormValues {
  readonly name: string;
  readonly systemPrompt: string;
  /** `provider:model`; empty for the deployment's default. */
  readonly model: string;
  readonly fallbackModels: readonly string[];
  readonly enabledTools: readonly string[];
  readonly defaultApprovalMode: ApprovalMode;
  /** Per tool, a mode that overrides the default. */
  readonly toolApprovalModes: Readonly<Record<string, ApprovalMode>>;
  readonly allowedDestinations: readonly string[];
  /** As typed; empty keeps the stored (or default) value. */
  readonly temperature: string;
  readonly maxToolFailures: string;
  readonly maxModelFailures: string;
  readonly autoResolveNames: boolean;
  readonly fallbackTool: boolean;
  readonly searchProviders: readonly SearchProviderName[];
  readonly mcpServers: readonly McpServerValues[];
  readonly isDefault: boolean;
}

/** A new agent's form: the server's defaults. */
export const emptyAgentFormValues: AgentFormValues = {
  name: '',
  systemPrompt: '',
  model: '',
  fallbackModels: [],
  enabledTools: [],
  defaultApprovalMode: 'auto',
  toolApprovalModes: {},
  allowedDestinations: [],
  temperature: '0.2',
  maxToolFailures: '3',
  maxModelFailures: '3',
  autoResolveNames: false,
  fallbackTool: true,
  searchProviders: [...searchProviderNames],
  mcpServers: [],
  isDefault: false,
};

const modeSchema = z.enum(approvalModes as [ApprovalMode, ...ApprovalMode[]]);
const defaults = emptyAgentFormValues;

/** The settings as the form reads them; a value it does not understand shows as its default. */
const storedSettingsSchema = z.object({
  autoResolveNames: z.boolean().catch(defaults.autoResolveNames),
  temperature: z.number().optional().catch(undefined),
  maxToolFailures: z.number().optional().catch(undefined),
  maxModelFailures: z.number().optional().catch(undefined),
  fallbackTool: z.boolean().catch(defaults.fallbackTool),
  searchProviders: z.array(z.enum(searchProviderNames)).catch([...searchProviderNames]),
  mcpServers: z.array(z.object({
    name: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.object({ credential: z.string(), prefix: z.string().optional() }))
      .optional(),
  })).catch([]),
  approvals: z.object({
    defaultMode: modeSchema.catch('auto'),
    tools: z.record(z.string(), modeSchema).catch({}),
    allowedDestinations: z.array(z.string()).catch([]),
  }).catch({ defaultMode: 'auto', tools: {}, allowedDestinations: [] }),
});

function numberText(value: number | undefined, fallback: string): string {
  return value === undefined ? fallback : String(value);
}

/** The form's values for a stored agent. */
export function formValuesOf(agent: AgentBody): AgentFormValues {
  const settings = storedSettingsSchema.parse(agent.settings);
  return {
    name: agent.name,
    systemPrompt: agent.systemPrompt,
    model: agent.model ?? '',
    fallbackModels: [...agent.fallbackModels],
    enabledTools: [...agent.enabledTools],
    defaultApprovalMode: settings.approvals.defaultMode,
    toolApprovalModes: { ...settings.approvals.tools },
    allowedDestinations: [...settings.approvals.allowedDestinations],
    temperature: numberText(settings.temperature, defaults.temperature),
    maxToolFailures: numberText(settings.maxToolFailures, defaults.maxToolFailures),
    maxModelFailures: numberText(settings.maxModelFailures, defaults.maxModelFailures),
    autoResolveNames: settings.autoResolveNames,
    fallbackTool: settings.fallbackTool,
    searchProviders: settings.searchProviders,
    mcpServers: settings.mcpServers.map((server) => ({
      name: server.name,
      url: server.url,
      headers: Object.entries(server.headers ?? {}).map(([header, reference]) => ({
        header,
        credential: reference.credential,
        prefix: reference.prefix ?? '',
      })),
    })),
    isDefault: agent.isDefault,
  };
}

/** A copy of `agent` to save as a new one: its name marked as a copy, never the default. */
export function duplicateValuesOf(agent: AgentBody): AgentFormValues {
  return { ...formValuesOf(agent), name: `Copy of ${agent.name}`.slice(0, 200), isDefault: false };
}

/** A number as typed: a number when it reads as one, else the text (the server names the field). */
function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

function withoutBlanks(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

function mcpServerBody(server: McpServerValues): Record<string, unknown> {
  const headers = server.headers.filter((header) => header.header.trim() !== '' || header.credential.trim() !== '');
  return {
    name: server.name.trim(),
    url: server.url.trim(),
    ...(headers.length === 0 ? {} : {
      headers: Object.fromEntries(headers.map((header) => [
        header.header.trim(),
        { credential: header.credential.trim(), ...(header.prefix === '' ? {} : { prefix: header.prefix }) },
      ])),
    }),
  };
}

/**
 * The body that saves `values`: every field, so a `PATCH` sets what the form shows. `isDefault`
 * is sent only when true: the default moves by making another agent the default.
 */
export function requestBodyOf(values: AgentFormValues): CreateAgentRequest {
  const numbers = {
    temperature: typedNumber(values.temperature),
    maxToolFailures: typedNumber(values.maxToolFailures),
    maxModelFailures: typedNumber(values.maxModelFailures),
  };
  const enabled = new Set(values.enabledTools);
  return {
    name: values.name,
    systemPrompt: values.systemPrompt,
    model: values.model.trim() === '' ? null : values.model.trim(),
    fallbackModels: withoutBlanks(values.fallbackModels),
    enabledTools: [...enabled],
    settings: {
      ...Object.fromEntries(Object.entries(numbers).filter(([, value]) => value !== undefined)),
      autoResolveNames: values.autoResolveNames,
      fallbackTool: values.fallbackTool,
      searchProviders: [...values.searchProviders],
      mcpServers: values.mcpServers.map(mcpServerBody),
      approvals: {
        defaultMode: values.defaultApprovalMode,
        tools: { ...values.toolApprovalModes },
        allowedDestinations: withoutBlanks(values.allowedDestinations),
      },
    },
    ...(values.isDefault ? { isDefault: true } : {}),
  };
}
