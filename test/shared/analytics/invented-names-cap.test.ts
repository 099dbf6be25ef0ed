import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnalyticsQuery, serviceRoleSource } from '../../../shared/analytics/analytics-queries.ts';
import { inventedNamesShown } from '../../../shared/analytics/analytics-sql.ts';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import type { AnalyticsFilters, ToolAnalytics } from '../../../shared/protocol/tool-analytics.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { refreshRollups } from './rollup-helpers.ts';

const agent = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const day = '2026-10-01';
/** Names the model invented: `name_01` called once … `name_60` sixty times. */
const inventedCount = 60;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.sql.query(
    `insert into public.tool_executions (request_id, agent_id, tool_call_id, requested_tool_name, resolved_tool_name,
       attempt, status, category, model_message, duration_ms, created_at)
     select 'turn-' || name_number || '-' || call, $1::uuid, 'call-' || name_number || '-' || call,
       'name_' || lpad(name_number::text, 2, '0'), null, 1, 'error', 'not_found', 'text', 5, $2::timestamptz
     from generate_series(1, $3::integer) name_number cross join lateral generate_series(1, name_number) call
     union all
     select 'turn-real', $1::uuid, 'call-real', 'web_search', 'web_search', 1, 'success', null, 'text', 5, $2::timestamptz`,
    [agent, `${day}T10:00:00Z`, inventedCount],
  );
});

afterAll(async () => {
  await database.dispose();
});

const filtersOf = (agentId: string | null): AnalyticsFilters => ({ since: null, until: null, agentId });

function expectCapped(report: ToolAnalytics): void {
  expect(report.inventedNames).toHaveLength(inventedNamesShown);
  expect(report.inventedNames[0]).toEqual({ name: 'name_60', calls: 60, suggestedTool: null });
  expect(report.inventedNames.at(-1)).toEqual({ name: 'name_11', calls: 11, suggestedTool: null });
  // name_01 … name_10: ten names, 55 calls.
  expect(report.inventedNamesNotShown).toEqual({ names: 10, calls: 55 });
  expect(report.tools.map((tool) => tool.toolName)).toEqual(['web_search']);
  expect(report.totals.attempts).toBe(1830 + 1);
  expect(report.errorsByCategory.find((entry) => entry.category === 'not_found')?.errors).toBe(1830);
}

async function expectBounded(): Promise<void> {
  for (const filters of [filtersOf(agent), filtersOf(null)]) {
    for (const source of ['agents', serviceRoleSource(filters)] as const) {
      expectCapped(await loadToolAnalytics(database.sql, filters, source));
      // However many names were invented, they come back as one row of the tool and error queries.
      expect(await runAnalyticsQuery(database.sql, 'tools', filters, source)).toHaveLength(2);
      expect(await runAnalyticsQuery(database.sql, 'errors', filters, source)).toHaveLength(1);
      expect(await runAnalyticsQuery(database.sql, 'inventedNames', filters, source)).toHaveLength(inventedNamesShown);
    }
  }
}

describe('names the model invented', () => {
  describe('when there are more than the report lists', () => {
    it('lists those with most calls and counts the rest, from the raw log', async () => {
      await expectBounded();
    });

    it('does the same from the rollups', async () => {
      await refreshRollups(database.sql, '2026-10-03T01:00:00Z');
      await expectBounded();
    });
  });
});
