import { z } from 'zod';
import type { SqlClient } from '../sql-client.ts';
import { type AgentSettings, type AgentSettingsInput, parseAgentSettings } from './agent-settings.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** An agent as the chat loop uses it. */
export interface Agent {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly systemPrompt: string;
  /** The primary model (`provider/model`); null for the deployment's default. */
  readonly model: string | null;
  readonly fallbackModels: readonly string[];
  readonly enabledTools: readonly string[];
  readonly settings: AgentSettings;
  readonly isDefault: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** What {@link AgentsRepository.create} needs; the rest has defaults. */
export interface NewAgent {
  readonly ownerId: string;
  readonly name: string;
  readonly systemPrompt?: string;
  readonly model?: string | null;
  readonly fallbackModels?: readonly string[];
  readonly enabledTools?: readonly string[];
  readonly settings?: AgentSettingsInput;
  readonly isDefault?: boolean;
}

/** Reads (and, for tests and seeding, creates) agents. */
export interface AgentsRepository {
  /** The agent `agentId` when `ownerId` owns it, else null (the caller answers 404).
   * @throws {AgentSettingsError} when its stored settings do not validate. */
  findForOwner(agentId: string, ownerId: string): Promise<Agent | null>;
  /** The owner's default agent, or null when they have none.
   * @throws {AgentSettingsError} when its stored settings do not validate. */
  findDefaultForOwner(ownerId: string): Promise<Agent | null>;
  /** Creates an agent; settings are validated first.
   * @throws {AgentSettingsError} when `settings` do not validate. */
  create(agent: NewAgent): Promise<Agent>;
}

const agentRowSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  system_prompt: z.string(),
  model: z.string().nullable(),
  fallback_models: z.array(z.string()),
  enabled_tools: z.array(z.string()),
  settings: z.unknown(),
  is_default: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});

const agentColumns = 'id, owner_id, name, system_prompt, model, fallback_models, enabled_tools, settings, is_default, created_at, updated_at';

function toAgent(row: unknown): Agent {
  const parsed = parseRow(agentRowSchema, row, 'agents');
  const settings = parseAgentSettings(parsed.settings, parsed.id);
  if (!settings.ok) throw settings.error;
  return {
    id: parsed.id,
    ownerId: parsed.owner_id,
    name: parsed.name,
    systemPrompt: parsed.system_prompt,
    model: parsed.model,
    fallbackModels: parsed.fallback_models,
    enabledTools: parsed.enabled_tools,
    settings: settings.settings,
    isDefault: parsed.is_default,
    createdAt: parsed.created_at,
    updatedAt: parsed.updated_at,
  };
}

/** An {@link AgentsRepository} on `sql` (the service role: it filters by owner itself). */
export function createAgentsRepository(sql: SqlClient): AgentsRepository {
  return {
    async findForOwner(agentId, ownerId) {
      if (!isUuid(agentId) || !isUuid(ownerId)) return null;
      const rows = await sql.query(`select ${agentColumns} from public.agents where id = $1 and owner_id = $2`, [agentId, ownerId]);
      return rows.length === 0 ? null : toAgent(rows[0]);
    },
    async findDefaultForOwner(ownerId) {
      if (!isUuid(ownerId)) return null;
      const rows = await sql.query(`select ${agentColumns} from public.agents where owner_id = $1 and is_default`, [ownerId]);
      return rows.length === 0 ? null : toAgent(rows[0]);
    },
    async create(agent) {
      const settings = parseAgentSettings(agent.settings ?? {});
      if (!settings.ok) throw settings.error;
      const rows = await sql.query(
        `insert into public.agents (owner_id, name, system_prompt, model, fallback_models, enabled_tools, settings, is_default)
         values ($1, $2, $3, $4, array(select jsonb_array_elements_text($5::jsonb)), array(select jsonb_array_elements_text($6::jsonb)), $7::jsonb, $8)
         returning ${agentColumns}`,
        [
          agent.ownerId,
          agent.name,
          agent.systemPrompt ?? '',
          agent.model ?? null,
          JSON.stringify(agent.fallbackModels ?? []),
          JSON.stringify(agent.enabledTools ?? []),
          JSON.stringify(settings.settings),
          agent.isDefault ?? false,
        ],
      );
      return toAgent(rows[0]);
    },
  };
}
