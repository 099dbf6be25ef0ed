import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import { toolAnalyticsSchema } from '../../../shared/protocol/tool-analytics.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { agentA, agentB, day1, day2, day3, seedAnalyticsLog } from '../../local/analytics-log-fixture.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAnalyticsLog(database.sql);
});

afterAll(async () => {
  await database.dispose();
});

describe('loadToolAnalytics', () => {
  describe('when filtered to one agent', () => {
    it('gives the success rate, errors and p50/p95 per tool of the catalog, worst first', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.totals).toEqual({ attempts: 19, successes: 8, errors: 11, successRate: 8 / 19 });
      expect(data.tools).toEqual([
        { toolName: 'news_search', attempts: 1, successes: 0, errors: 1, successRate: 0, p50Ms: 7, p95Ms: 7 },
        {
          toolName: 'gmail__send_email',
          attempts: 7,
          successes: 3,
          errors: 4,
          successRate: 3 / 7,
          p50Ms: 30,
          p95Ms: 275,
        },
        { toolName: 'web_search', attempts: 10, successes: 5, errors: 5, successRate: 0.5, p50Ms: 55, p95Ms: 96 }, // from the histogram: percentile_cont gives 95.5
      ]);
    });

    it('breaks errors down by category, most first, every category listed', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.errorsByCategory).toEqual([
        { category: 'transient', errors: 4, share: 4 / 11 },
        { category: 'invalid_arguments', errors: 2, share: 2 / 11 },
        { category: 'needs_input', errors: 2, share: 2 / 11 },
        { category: 'not_found', errors: 1, share: 1 / 11 },
        { category: 'not_configured', errors: 1, share: 1 / 11 },
        { category: 'internal', errors: 1, share: 1 / 11 },
      ]);
      expect(data.errorsByTool).toEqual([
        { toolName: 'web_search', category: 'transient', errors: 4 },
        { toolName: 'gmail__send_email', category: 'invalid_arguments', errors: 2 },
        { toolName: 'gmail__send_email', category: 'needs_input', errors: 1 },
        { toolName: 'gmail__send_email', category: 'not_configured', errors: 1 },
        { toolName: 'news_search', category: 'internal', errors: 1 },
        { toolName: 'web_search', category: 'needs_input', errors: 1 },
      ]);
    });

    it('lists the names the model invented apart, with the tool suggested for each; the totals count them', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.inventedNames).toEqual([{ name: 'search_web', calls: 1, suggestedTool: 'web_search' }]);
      expect(data.tools.map((tool) => tool.toolName)).not.toContain('search_web');
      expect(data.errorsByTool.map((entry) => entry.toolName)).not.toContain('search_web');
    });

    it('gives outcomes by attempt number and the attempt-2 success share', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.retries).toEqual({
        byAttempt: [
          { attempt: 1, attempts: 13, successes: 5, successRate: 5 / 13 },
          { attempt: 2, attempts: 4, successes: 2, successRate: 0.5 },
          { attempt: 3, attempts: 2, successes: 1, successRate: 0.5 },
        ],
        attempt2SuccessRate: 0.5,
        attempt2ByRetrier: {
          // s5 and s6 (the same call id tried again); g1b and g3b (new call ids).
          model: { attempts: 2, successes: 1, successRate: 0.5 },
          executor: { attempts: 2, successes: 1, successRate: 0.5 },
        },
      });
    });

    it('gives the recovery rate per category: the same tool succeeding later in the turn', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.recoveryByCategory).toEqual([
        // s5 recovered by the executor; s6 never was.
        { category: 'invalid_arguments', failedCalls: 2, recovered: 2, rate: 1 },
        { category: 'needs_input', failedCalls: 2, recovered: 1, rate: 0.5 },
        { category: 'transient', failedCalls: 2, recovered: 1, rate: 0.5 },
        { category: 'not_found', failedCalls: 1, recovered: 0, rate: 0 },
        { category: 'not_configured', failedCalls: 1, recovered: 1, rate: 1 },
        { category: 'internal', failedCalls: 1, recovered: 0, rate: 0 },
      ]);
    });

    it('counts only errors the model received for the interactive error rate', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.interactiveErrors).toEqual({ errorsToModel: 8, questionErrors: 3, rate: 0.375 });
    });

    it('gives fallbacks per chat turn', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.fallbacks).toEqual({ turns: 5, fallbacks: 2, toolFallbacks: 1, modelErrors: 1, perTurn: 0.4 });
    });

    it('gives a daily series and judges both targets missed', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA });
      expect(data.period).toEqual({ first: day1, last: day3 });
      expect(data.daily).toEqual([
        { day: day1, attempts: 5, successes: 3, successRate: 0.6, turns: 2, fallbacks: 1 },
        { day: day2, attempts: 8, successes: 4, successRate: 0.5, turns: 2, fallbacks: 1 },
        { day: day3, attempts: 6, successes: 1, successRate: 1 / 6, turns: 1, fallbacks: 0 },
      ]);
      expect(data.targets.map(({ id, value, met }) => ({ id, value, met }))).toEqual([
        { id: 'retry_success_at_attempt_2', value: 0.5, met: false },
        { id: 'interactive_error_rate', value: 0.375, met: false },
      ]);
    });
  });

  describe('when filtered to an agent that meets both targets', () => {
    it('judges them met', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentB });
      expect(data.totals).toEqual({ attempts: 3, successes: 2, errors: 1, successRate: 2 / 3 });
      expect(data.targets.map(({ value, met }) => ({ value, met }))).toEqual([{ value: 1, met: true }, {
        value: 1,
        met: true,
      }]);
    });
  });

  describe('when not filtered', () => {
    it('covers every agent, and a share equal to its target is missed', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: null });
      expect(data.totals).toEqual({ attempts: 22, successes: 10, errors: 12, successRate: 10 / 22 });
      expect(data.tools.find((tool) => tool.toolName === 'web_search')).toEqual({
        toolName: 'web_search',
        attempts: 13,
        successes: 7,
        errors: 6,
        successRate: 7 / 13,
        p50Ms: 50,
        p95Ms: 94.5,
      });
      expect(data.retries.attempt2SuccessRate).toBe(0.6);
      expect(data.targets[0]?.met).toBe(false);
      expect(data.interactiveErrors).toEqual({ errorsToModel: 9, questionErrors: 4, rate: 4 / 9 });
      expect(data.fallbacks).toEqual({ turns: 6, fallbacks: 2, toolFallbacks: 1, modelErrors: 2, perTurn: 2 / 6 });
    });
  });

  describe('when filtered by day', () => {
    it('keeps only rows from that UTC day on, while still knowing which tries reached the model', async () => {
      const data = await loadToolAnalytics(database.sql, { since: day3, until: null, agentId: agentA });
      expect(data.totals).toEqual({ attempts: 6, successes: 1, errors: 5, successRate: 1 / 6 });
      expect(
        data.errorsByCategory.filter((entry) => entry.errors > 0).map(({ category, errors }) => ({ category, errors })),
      ).toEqual([
        { category: 'transient', errors: 3 },
        { category: 'needs_input', errors: 1 },
        { category: 'internal', errors: 1 },
      ]);
      expect(data.retries.byAttempt.map(({ attempt, attempts, successes }) => ({ attempt, attempts, successes })))
        .toEqual([
          { attempt: 1, attempts: 4, successes: 1 },
          { attempt: 2, attempts: 1, successes: 0 },
          { attempt: 3, attempts: 1, successes: 0 },
        ]);
      expect(data.interactiveErrors).toEqual({ errorsToModel: 3, questionErrors: 1, rate: 1 / 3 });
      expect(data.tools.find((tool) => tool.toolName === 'web_search')).toMatchObject({
        attempts: 4,
        p50Ms: 85.5,
        p95Ms: 99,
      });
      // The only gmail attempt that day was replayed: no duration to report.
      expect(data.tools.find((tool) => tool.toolName === 'gmail__send_email')).toMatchObject({
        attempts: 1,
        successes: 1,
        p50Ms: null,
        p95Ms: null,
      });
      expect(data.fallbacks).toEqual({ turns: 1, fallbacks: 0, toolFallbacks: 0, modelErrors: 0, perTurn: 0 });
      expect(data.daily.map((entry) => entry.day)).toEqual([day3]);
    });

    it('keeps only rows up to the last day asked for', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: day1, agentId: agentA });
      expect(data.totals).toEqual({ attempts: 5, successes: 3, errors: 2, successRate: 0.6 });
      expect(data.period).toEqual({ first: day1, last: day1 });
      expect(data.fallbacks).toMatchObject({ turns: 2, fallbacks: 1 });
    });

    it('gives an empty report after the last day', async () => {
      const data = await loadToolAnalytics(database.sql, { since: '2026-12-01', until: null, agentId: null });
      expect(data.totals).toEqual({ attempts: 0, successes: 0, errors: 0, successRate: null });
      expect(data.period).toBeNull();
      expect(data.daily).toEqual([]);
      expect(data.targets.every((target) => target.met === null)).toBe(true);
    });
  });

  describe('when serialised for --json', () => {
    it('matches the published schema after a JSON round trip', async () => {
      const data = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: null });
      const parsed = toolAnalyticsSchema.safeParse(JSON.parse(JSON.stringify(data)));
      expect(parsed.success).toBe(true);
      expect(Object.keys(data)).toEqual([
        'filters',
        'period',
        'totals',
        'tools',
        'errorsByCategory',
        'errorsByTool',
        'inventedNames',
        'inventedNamesNotShown',
        'recoveryByCategory',
        'retries',
        'interactiveErrors',
        'fallbacks',
        'daily',
        'targets',
      ]);
    });
  });
});
