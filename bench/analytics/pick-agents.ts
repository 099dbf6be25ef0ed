/**
 * The agents the per-agent queries are timed for: the busiest one (most tool rows in the
 * last 90 days) and the median one among the agents with any, each with its owner (the
 * user whose claims the queries run under).
 */
import { z } from 'zod';
import type { SqlExecutor } from '../../shared/db/sql-client.ts';

/** An agent, its owner and its tool rows in the window. */
export interface PickedAgent {
  readonly agentId: string;
  readonly ownerId: string;
  readonly rows: number;
}

/** The two agents of the per-agent timings. */
export interface PickedAgents {
  readonly busiest: PickedAgent;
  readonly median: PickedAgent;
  /** Agents with any tool rows in the window. */
  readonly activeAgents: number;
}

const agentRow = z.object({ agent_id: z.guid(), owner_id: z.guid(), rows: z.number().int().positive() });

/** Picks by tool rows created since `since`; throws when no agent has any. */
export async function pickAgents(sql: SqlExecutor, since: Date): Promise<PickedAgents> {
  const rows = z.array(agentRow).parse(
    await sql.query(
      `select a.id as agent_id, a.owner_id, r.rows from (
         select agent_id, count(*)::bigint as rows from public.tool_executions where created_at >= $1 group by agent_id
       ) r join public.agents a on a.id = r.agent_id
       order by r.rows desc, a.id`,
      [since.toISOString()],
    ),
  );
  const agentOf = (row: z.infer<typeof agentRow>): PickedAgent => ({
    agentId: row.agent_id,
    ownerId: row.owner_id,
    rows: row.rows,
  });
  const busiest = rows[0];
  const median = rows[Math.floor(rows.length / 2)];
  if (busiest === undefined || median === undefined) throw new Error('No agent has tool rows to time queries for.');
  return { busiest: agentOf(busiest), median: agentOf(median), activeAgents: rows.length };
}
