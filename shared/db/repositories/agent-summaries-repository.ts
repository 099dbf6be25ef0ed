import { z } from 'zod';
import type { SqlClient } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** What a web app shows of an agent to pick one: no prompt, no settings. */
export interface AgentSummary {
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly enabledTools: readonly string[];
}

/** Lists agents without reading their settings, so one agent with settings that no longer
 * validate does not hide the others. */
export interface AgentSummariesRepository {
  /** The owner's agents: the default first, then oldest first. */
  listForOwner(ownerId: string): Promise<AgentSummary[]>;
}

const summaryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  enabled_tools: z.array(z.string()),
});

/** An {@link AgentSummariesRepository} on `sql` (the service role: it filters by owner itself). */
export function createAgentSummariesRepository(sql: SqlClient): AgentSummariesRepository {
  return {
    async listForOwner(ownerId) {
      if (!isUuid(ownerId)) return [];
      const rows = await sql.query(
        `select id, name, is_default, enabled_tools from public.agents where owner_id = $1 order by is_default desc, created_at, id`,
        [ownerId],
      );
      return rows.map((row) => {
        const parsed = parseRow(summaryRowSchema, row, 'agents');
        return { id: parsed.id, name: parsed.name, isDefault: parsed.is_default, enabledTools: parsed.enabled_tools };
      });
    },
  };
}
