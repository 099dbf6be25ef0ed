import { z } from 'zod';
import { errorCategories, type ErrorCategory } from '../../tools/error-category.ts';
import type { SqlExecutor } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** How the tool log attributes a row to an integration: by its `provider`, or by a tool
 * name prefix (MCP tools log `<server>__<tool>` and no provider on success). */
export interface IntegrationLogMatch {
  readonly id: string;
  readonly provider: string | null;
  /** Tool names starting with this (literally, not as a pattern). */
  readonly toolNamePrefix: string | null;
}

/**
 * The failures an integration's status shows: the provider's own (an outage, a rate limit, a
 * key or token it refused). The model's mistakes (a name no tool has, arguments that did not
 * validate or that the provider turned down, a question for the user) and Parley's own bugs
 * say nothing about the integration.
 */
export const integrationFailureCategories = ['transient', 'not_configured'] as const satisfies readonly ErrorCategory[];

/** When an integration was last used, and its last failure. */
export interface IntegrationUsage {
  readonly lastUsedAt: Date | null;
  readonly lastFailure: { readonly category: ErrorCategory; readonly at: Date } | null;
}

/** Reads integration usage from `tool_executions`. */
export interface IntegrationUsageRepository {
  /** For each match, the user's newest row and newest provider failure
   * ({@link integrationFailureCategories}) since `since`, by match id. */
  usageFor(
    userId: string,
    matches: readonly IntegrationLogMatch[],
    since: Date,
  ): Promise<ReadonlyMap<string, IntegrationUsage>>;
}

const usageRowSchema = z.object({
  id: z.string(),
  last_used_at: z.date().nullable(),
  failure_category: z.enum(errorCategories).nullable(),
  failure_at: z.date().nullable(),
});

/** `prefix` as a LIKE pattern that matches it literally, followed by anything. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// One statement for every integration: each lateral subquery walks the user's rows newest
// first on tool_executions_user_created_idx and stops at its first match; `since` bounds
// the walk for an integration that was never used. The categories are constants of this
// file, written into the text.
const usageStatement = `
  select i.id, used.created_at as last_used_at, failed.category as failure_category, failed.created_at as failure_at
  from json_to_recordset($2::json) as i(id text, provider text, tool_pattern text)
  left join lateral (
    select t.created_at from public.tool_executions t
    where t.user_id = $1 and t.created_at >= $3
      and (t.provider = i.provider or coalesce(t.resolved_tool_name, t.requested_tool_name) like i.tool_pattern)
    order by t.created_at desc limit 1
  ) used on true
  left join lateral (
    select t.category, t.created_at from public.tool_executions t
    where t.user_id = $1 and t.created_at >= $3 and t.status = 'error'
      and t.category in (${integrationFailureCategories.map((category) => `'${category}'`).join(', ')})
      and (t.provider = i.provider or coalesce(t.resolved_tool_name, t.requested_tool_name) like i.tool_pattern)
    order by t.created_at desc limit 1
  ) failed on true`;

/** An {@link IntegrationUsageRepository} on `sql` (the service role: it filters by user itself). */
export function createIntegrationUsageRepository(sql: SqlExecutor): IntegrationUsageRepository {
  return {
    async usageFor(userId, matches, since) {
      const usage = new Map<string, IntegrationUsage>();
      if (!isUuid(userId) || matches.length === 0) return usage;
      const records = matches.map((match) => ({
        id: match.id,
        provider: match.provider,
        tool_pattern: match.toolNamePrefix === null ? null : likePrefix(match.toolNamePrefix),
      }));
      const rows = await sql.query(usageStatement, [userId, JSON.stringify(records), since]);
      for (const raw of rows) {
        const row = parseRow(usageRowSchema, raw, 'tool_executions');
        const lastFailure = row.failure_category === null || row.failure_at === null
          ? null
          : { category: row.failure_category, at: row.failure_at };
        usage.set(row.id, { lastUsedAt: row.last_used_at, lastFailure });
      }
      return usage;
    },
  };
}
