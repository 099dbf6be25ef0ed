import { z } from 'zod';
import type { SqlClient, SqlValue } from '../sql-client.ts';
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

/** What {@link AgentsRepository.ensureDefaultForOwner} found or did. */
export type DefaultAgentOutcome =
  | { readonly kind: 'found' | 'created'; readonly agent: Agent }
  /** The owner has agents, none of them the default: which one to use is theirs to say. */
  | { readonly kind: 'no_default' }
  /** The owner is not a user of this database (`auth.users`): no agent can be theirs. */
  | { readonly kind: 'unknown_owner' };

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
  /** The owner's default agent, created from `template` when they have no agent at all.
   * Safe under concurrent calls: one agent is created, every caller gets it.
   * @throws {AgentSettingsError} when `template.settings` (or the stored ones) do not validate. */
  ensureDefaultForOwner(
    ownerId: string,
    template: Omit<NewAgent, 'ownerId' | 'isDefault'>,
  ): Promise<DefaultAgentOutcome>;
  /** Replaces the approval policy in the agent's settings when `ownerId` owns it; resolves
   * to false when they do not (the caller answers 404). */
  updateApprovalPolicy(agentId: string, ownerId: string, policy: AgentSettings['approvals']): Promise<boolean>;
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

/** The columns {@link toAgent} reads. */
export const agentColumns =
  'id, owner_id, name, system_prompt, model, fallback_models, enabled_tools, settings, is_default, created_at, updated_at';

/** The columns of an insert and their expressions (typed: they also serve an `insert … select`). */
const insertColumns = 'owner_id, name, system_prompt, model, fallback_models, enabled_tools, settings, is_default';
const insertExpressions =
  '$1::uuid, $2::text, $3::text, $4::text, array(select jsonb_array_elements_text($5::jsonb)), array(select jsonb_array_elements_text($6::jsonb)), $7::jsonb, $8::boolean';

/** Postgres' SQLSTATE for a foreign key violation (here: an owner missing from `auth.users`). */
const foreignKeyViolation = '23503';

function insertParameters(agent: NewAgent, settings: AgentSettings): SqlValue[] {
  return [
    agent.ownerId,
    agent.name,
    agent.systemPrompt ?? '',
    agent.model ?? null,
    JSON.stringify(agent.fallbackModels ?? []),
    JSON.stringify(agent.enabledTools ?? []),
    JSON.stringify(settings),
    agent.isDefault ?? false,
  ];
}

/** An agent from a row of {@link agentColumns}.
 * @throws {AgentSettingsError} when its stored settings do not validate. */
export function toAgent(row: unknown): Agent {
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
  const findDefaultForOwner = async (ownerId: string): Promise<Agent | null> => {
    if (!isUuid(ownerId)) return null;
    const rows = await sql.query(`select ${agentColumns} from public.agents where owner_id = $1 and is_default`, [
      ownerId,
    ]);
    return rows.length === 0 ? null : toAgent(rows[0]);
  };
  return {
    async findForOwner(agentId, ownerId) {
      if (!isUuid(agentId) || !isUuid(ownerId)) return null;
      const rows = await sql.query(`select ${agentColumns} from public.agents where id = $1 and owner_id = $2`, [
        agentId,
        ownerId,
      ]);
      return rows.length === 0 ? null : toAgent(rows[0]);
    },
    findDefaultForOwner,
    async updateApprovalPolicy(agentId, ownerId, policy) {
      if (!isUuid(agentId) || !isUuid(ownerId)) return false;
      const rows = await sql.query(
        `update public.agents set settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{approvals}', $3::jsonb)
         where id = $1 and owner_id = $2 returning id`,
        [agentId, ownerId, JSON.stringify(policy)],
      );
      return rows.length > 0;
    },
    async create(agent) {
      const settings = parseAgentSettings(agent.settings ?? {});
      if (!settings.ok) throw settings.error;
      const rows = await sql.query(
        `insert into public.agents (${insertColumns}) values (${insertExpressions}) returning ${agentColumns}`,
        insertParameters(agent, settings.settings),
      );
      return toAgent(rows[0]);
    },
    async ensureDefaultForOwner(ownerId, template) {
      const settings = parseAgentSettings(template.settings ?? {});
      if (!settings.ok) throw settings.error;
      if (!isUuid(ownerId)) return { kind: 'unknown_owner' };
      const existing = await findDefaultForOwner(ownerId);
      if (existing !== null) return { kind: 'found', agent: existing };
      let rows: unknown[];
      try {
        // The partial unique index agents_one_default_per_owner settles a race: the loser
        // inserts nothing and reads the winner's agent below.
        rows = await sql.query(
          `insert into public.agents (${insertColumns})
           select ${insertExpressions}
           where not exists (select 1 from public.agents where owner_id = $1::uuid)
           on conflict (owner_id) where is_default do nothing
           returning ${agentColumns}`,
          insertParameters({ ...template, ownerId, isDefault: true }, settings.settings),
        );
      } catch (error) {
        if ((error as { code?: unknown }).code === foreignKeyViolation) return { kind: 'unknown_owner' };
        throw error;
      }
      if (rows.length > 0) return { kind: 'created', agent: toAgent(rows[0]) };
      // Nothing inserted: a concurrent first turn created it, or the owner has other agents.
      const winner = await findDefaultForOwner(ownerId);
      return winner === null ? { kind: 'no_default' } : { kind: 'found', agent: winner };
    },
  };
}
