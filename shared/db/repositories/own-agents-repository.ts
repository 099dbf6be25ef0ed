import type { SqlExecutor } from '../sql-client.ts';
import type { AgentSettings } from './agent-settings.ts';
import { type Agent, agentColumns, toAgent } from './agents-repository.ts';
import { isUuid } from './uuid.ts';

/** Every field of an agent its owner writes. */
export interface AgentFields {
  readonly name: string;
  readonly systemPrompt: string;
  readonly model: string | null;
  readonly fallbackModels: readonly string[];
  readonly enabledTools: readonly string[];
  readonly settings: AgentSettings;
}

/**
 * The caller's own agents, on a transaction that runs as them (shared/db/transaction-as-user.ts):
 * row-level security decides which agents exist for these queries, so another user's agent
 * is simply not found. Settings are stored as given: check them before.
 */
export interface OwnAgentsRepository {
  /** The agent, or null when it is not the caller's (or does not exist). */
  find(agentId: string): Promise<Agent | null>;
  /** Whether the agent is the caller's default; null when it is not the caller's. Reads no
   * settings, so an agent whose stored settings no longer validate can still be deleted. */
  isDefault(agentId: string): Promise<boolean | null>;
  /** Whether the caller has any agent. */
  hasAny(): Promise<boolean>;
  insert(ownerId: string, fields: AgentFields, isDefault: boolean): Promise<Agent>;
  /** Null when the agent is not the caller's. */
  update(agentId: string, fields: AgentFields): Promise<Agent | null>;
  /** Makes `agentId` the caller's one default agent. */
  makeDefault(agentId: string, ownerId: string): Promise<void>;
  /** Deletes the agent unless it is the default; false when it is not the caller's or is
   * the default when the row is deleted (checked again after waiting for a concurrent move
   * of the default, which a check before could not see). */
  deleteUnlessDefault(agentId: string): Promise<boolean>;
}

const fieldExpressions =
  '$1::text, $2::text, $3::text, array(select jsonb_array_elements_text($4::jsonb)), array(select jsonb_array_elements_text($5::jsonb)), $6::jsonb';

function fieldParameters(fields: AgentFields): [string, string, string | null, string, string, string] {
  return [
    fields.name,
    fields.systemPrompt,
    fields.model,
    JSON.stringify(fields.fallbackModels),
    JSON.stringify(fields.enabledTools),
    JSON.stringify(fields.settings),
  ];
}

/** An {@link OwnAgentsRepository} on `transaction`, which must run as the caller. */
export function createOwnAgentsRepository(transaction: SqlExecutor): OwnAgentsRepository {
  return {
    async find(agentId) {
      if (!isUuid(agentId)) return null;
      const rows = await transaction.query(`select ${agentColumns} from public.agents where id = $1`, [agentId]);
      return rows.length === 0 ? null : toAgent(rows[0]);
    },
    async isDefault(agentId) {
      if (!isUuid(agentId)) return null;
      const rows = await transaction.query<{ is_default: boolean }>(
        `select is_default from public.agents where id = $1`,
        [agentId],
      );
      return rows[0]?.is_default ?? null;
    },
    async hasAny() {
      return (await transaction.query(`select 1 from public.agents limit 1`)).length > 0;
    },
    async insert(ownerId, fields, isDefault) {
      const rows = await transaction.query(
        `insert into public.agents (name, system_prompt, model, fallback_models, enabled_tools, settings, owner_id, is_default)
         values (${fieldExpressions}, $7::uuid, $8::boolean) returning ${agentColumns}`,
        [...fieldParameters(fields), ownerId, isDefault],
      );
      return toAgent(rows[0]);
    },
    async update(agentId, fields) {
      if (!isUuid(agentId)) return null;
      const rows = await transaction.query(
        `update public.agents
         set (name, system_prompt, model, fallback_models, enabled_tools, settings, updated_at) = (${fieldExpressions}, now())
         where id = $7 returning ${agentColumns}`,
        [...fieldParameters(fields), agentId],
      );
      return rows.length === 0 ? null : toAgent(rows[0]);
    },
    async makeDefault(agentId, ownerId) {
      // One lock per owner for the whole transaction, so two concurrent changes of the default
      // (a move, or an agent created as the default) run one after the other instead of both
      // setting one. Not row locks: rows another change inserts after they are taken are not
      // covered, and rows locked in scan order can deadlock (answered 500 under concurrent
      // PATCH and POST on PostgreSQL). Advisory locks are open to every role.
      await transaction.query(`select pg_advisory_xact_lock(hashtextextended('parley.agents.default:' || $1, 0))`, [
        ownerId,
      ]);
      // The old default first: agents_one_default_per_owner allows one per owner at any moment.
      await transaction.query(
        `update public.agents set is_default = false, updated_at = now() where owner_id = $1 and is_default and id <> $2`,
        [ownerId, agentId],
      );
      await transaction.query(
        `update public.agents set is_default = true, updated_at = now() where id = $1 and not is_default`,
        [agentId],
      );
    },
    async deleteUnlessDefault(agentId) {
      if (!isUuid(agentId)) return false;
      const rows = await transaction.query(`delete from public.agents where id = $1 and not is_default returning id`, [
        agentId,
      ]);
      return rows.length > 0;
    },
  };
}
