import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRoleSource } from '../../../shared/analytics/analytics-queries.ts';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import type { AnalyticsFilters, ToolAnalytics } from '../../../shared/protocol/tool-analytics.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { clearRollups, rawReport, refreshRollups } from './rollup-helpers.ts';

const agent = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const otherAgent = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const day1 = '2026-10-01';
const day2 = '2026-10-02';

interface Row {
  readonly agent: string;
  readonly call: string;
  readonly requested: string;
  /** Null: the name matched no tool. */
  readonly resolved: string | null;
  readonly category?: 'not_found' | 'transient';
  readonly suggestions?: readonly string[];
  readonly at: string;
}

/** `searchWeb` invented four times over two days (twice suggested `web_search`, once `news_search`, once
 * from a log row without suggestions), `web_search` a real tool, `old_tool` a tool on day 1 that
 * left the catalog on day 2 (then invented), and another agent's invented `sendMail`. */
const rows: readonly Row[] = [
  {
    agent,
    call: 'c1',
    requested: 'searchWeb',
    resolved: null,
    category: 'not_found',
    suggestions: ['web_search'],
    at: `${day1}T10:00:00Z`,
  },
  { agent, call: 'c2', requested: 'web_search', resolved: 'web_search', at: `${day1}T10:00:05Z` },
  { agent, call: 'c3', requested: 'old_tool', resolved: 'old_tool', at: `${day1}T11:00:00Z` },
  {
    agent,
    call: 'c4',
    requested: 'web_search',
    resolved: 'web_search',
    category: 'transient',
    at: `${day1}T12:00:00Z`,
  },
  {
    agent,
    call: 'c5',
    requested: 'searchWeb',
    resolved: null,
    category: 'not_found',
    suggestions: ['web_search', 'news_search'],
    at: `${day2}T09:00:00Z`,
  },
  {
    agent,
    call: 'c6',
    requested: 'searchWeb',
    resolved: null,
    category: 'not_found',
    suggestions: ['news_search'],
    at: `${day2}T09:30:00Z`,
  },
  { agent, call: 'c7', requested: 'searchWeb', resolved: null, category: 'not_found', at: `${day2}T15:00:00Z` },
  {
    agent,
    call: 'c8',
    requested: 'old_tool',
    resolved: null,
    category: 'not_found',
    suggestions: [],
    at: `${day2}T15:10:00Z`,
  },
  {
    agent: otherAgent,
    call: 'd1',
    requested: 'sendMail',
    resolved: null,
    category: 'not_found',
    suggestions: ['gmail__send_email'],
    at: `${day2}T16:00:00Z`,
  },
];

const everything: AnalyticsFilters = { since: null, until: null, agentId: null };
const oneAgent: AnalyticsFilters = { since: null, until: null, agentId: agent };
const secondDay: AnalyticsFilters = { since: day2, until: day2, agentId: agent };

let database: TestDatabase;

async function seed(): Promise<void> {
  await database.sql.query(
    `insert into public.tool_executions (request_id, agent_id, tool_call_id, requested_tool_name, resolved_tool_name,
       attempt, status, category, model_message, duration_ms, detail, created_at)
     select 'turn-' || call, agent, call, requested, resolved, 1, case when category is null then 'success' else 'error' end,
       category, 'text', 5, detail, at
     from jsonb_to_recordset($1::jsonb) as entry (agent uuid, call text, requested text, resolved text, category text,
       detail jsonb, at timestamptz)`,
    [JSON.stringify(rows.map((row) => ({
      agent: row.agent,
      call: row.call,
      requested: row.requested,
      resolved: row.resolved,
      category: row.category ?? null,
      detail: row.suggestions === undefined ? null : { message: 'No such tool', suggestions: row.suggestions },
      at: row.at,
    })))],
  );
}

/** The report as the app reads it: per agent, and for all agents from the fleet rollups too. */
async function reports(filters: AnalyticsFilters): Promise<ToolAnalytics[]> {
  return [
    await loadToolAnalytics(database.sql, filters),
    await loadToolAnalytics(database.sql, filters, serviceRoleSource(filters)),
  ];
}

function expectSplit(report: ToolAnalytics): void {
  expect(report.inventedNames).toEqual([
    { name: 'searchWeb', calls: 4, suggestedTool: 'web_search' },
    { name: 'old_tool', calls: 1, suggestedTool: null },
  ]);
  expect(report.tools.map((tool) => [tool.toolName, tool.attempts])).toEqual([['web_search', 2], ['old_tool', 1]]);
  expect(report.errorsByTool).toEqual([{ toolName: 'web_search', category: 'transient', errors: 1 }]);
  // The invented calls are still attempts and errors the model made.
  expect(report.totals.attempts).toBe(8);
  expect(report.errorsByCategory.find((entry) => entry.category === 'not_found')?.errors).toBe(5);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seed();
});

afterAll(async () => {
  await database.dispose();
});

describe('names the model invented', () => {
  describe('when read from the raw log', () => {
    it('lists them apart from the tools, each with the tool suggested most often', async () => {
      for (const report of await reports(oneAgent)) expectSplit(report);
    });

    it('breaks a tie between suggestions by name', async () => {
      const [report] = await reports(secondDay);
      expect(report?.inventedNames).toEqual([
        { name: 'searchWeb', calls: 3, suggestedTool: 'news_search' },
        { name: 'old_tool', calls: 1, suggestedTool: null },
      ]);
    });

    it("keeps another agent's invented names to that agent, and counts them in the all-agents report", async () => {
      for (const report of await reports(everything)) {
        expect(report.inventedNames.map((entry) => entry.name)).toEqual(['searchWeb', 'old_tool', 'sendMail']);
        expect(report.inventedNames[2]).toEqual({ name: 'sendMail', calls: 1, suggestedTool: 'gmail__send_email' });
      }
    });
  });

  describe('when day 1 and the first hours of day 2 are rolled up', () => {
    it('gives the same report from the rollups and the open period as from the raw log', async () => {
      await refreshRollups(database.sql, `${day2}T12:20:00Z`);
      for (const filters of [oneAgent, secondDay, everything]) {
        const raw = await rawReport(database.sql, filters);
        for (const report of await reports(filters)) expect(report).toEqual(raw);
      }
      for (const report of await reports(oneAgent)) expectSplit(report);
    });

    it('marks the invented rows in the tool rollups and rolls the names up with their suggestion', async () => {
      const invented = await database.sql.query<{ day: string; tool_name: string; invented: boolean }>(
        `select day::text as day, tool_name, invented from public.tool_rollup_daily where agent_id = $1
         order by day, tool_name`,
        [agent],
      );
      expect(invented).toEqual([
        { day: day1, tool_name: 'old_tool', invented: false },
        { day: day1, tool_name: 'searchWeb', invented: true },
        { day: day1, tool_name: 'web_search', invented: false },
        { day: day2, tool_name: 'searchWeb', invented: true },
      ]);
      const names = await database.sql.query(
        `select day::text as day, tool_name, suggested_tool_name, calls from public.tool_fleet_rollup_invented_names
         order by day, tool_name, suggested_tool_name`,
      );
      expect(names).toEqual([
        { day: day1, tool_name: 'searchWeb', suggested_tool_name: 'web_search', calls: 1 },
        { day: day2, tool_name: 'searchWeb', suggested_tool_name: 'news_search', calls: 1 },
        { day: day2, tool_name: 'searchWeb', suggested_tool_name: 'web_search', calls: 1 },
      ]);
    });
  });

  describe('when everything is rolled up', () => {
    it('gives the same split', async () => {
      await refreshRollups(database.sql, `${day2}T23:59:00Z`);
      await refreshRollups(database.sql, `2026-10-03T01:00:00Z`);
      for (const report of await reports(oneAgent)) expectSplit(report);
    });
  });

  describe('when days were rolled up before the migration that tells them apart', () => {
    it('rolls those days again as the migration does, so their invented names move out of the tool tables', async () => {
      await clearRollups(database.sql);
      await refreshRollups(database.sql, `2026-10-03T01:00:00Z`);
      const expected = await reports(oneAgent);
      // The state an older rollup left: every row a tool, no invented-name rollups.
      await database.sql.exec(`update public.tool_rollup_daily set invented = false;
        update public.tool_rollup_errors set invented = false; update public.tool_rollup_durations set invented = false;
        delete from public.tool_rollup_invented_names; delete from public.tool_fleet_rollup_invented_names;
        delete from public.tool_fleet_rollup_daily; delete from public.tool_fleet_rollup_errors;
        delete from public.tool_fleet_rollup_durations; delete from public.tool_fleet_rollup_attempts;
        select parley.roll_up_fleet_days('2026-10-01', '2026-10-02');`);
      const [stale] = await reports(oneAgent);
      expect(stale?.inventedNames).toEqual([]);
      expect(stale?.tools.map((tool) => tool.toolName)).toContain('searchWeb');

      await database.sql.exec(await migrationBackfill());
      expect(await reports(oneAgent)).toEqual(expected);
    });
  });
});

/** The backfill block of the migration, run as the migration runs it. */
async function migrationBackfill(): Promise<string> {
  const text = await readFile(
    new URL('../../../supabase/migrations/20261130000100_invented_tool_names.sql', import.meta.url),
    'utf8',
  );
  const start = text.lastIndexOf('\ndo $$');
  if (start < 0) throw new Error('The migration has no backfill block.');
  return text.slice(start);
}
