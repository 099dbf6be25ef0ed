import { describe, expect, it } from 'vitest';
import type { AnalyticsRows } from '../../../shared/analytics/analytics-queries.ts';
import { buildToolAnalytics, daysBetween, ratio } from '../../../shared/analytics/build-tool-analytics.ts';
import { emptyAnalyticsRows } from './analytics-rows-fixtures.ts';

const noFilters = { since: null, until: null, agentId: null };

describe('buildToolAnalytics', () => {
  describe('when a day in the range has no activity', () => {
    it('fills it in, so the daily series has one entry per day', () => {
      const rows: AnalyticsRows = {
        ...emptyAnalyticsRows(),
        dailyTools: [{ day: '2026-02-27', attempts: 4, successes: 2 }, {
          day: '2026-03-02',
          attempts: 1,
          successes: 1,
        }],
        dailyTurns: [{ day: '2026-03-03', turns: 2 }],
      };
      const data = buildToolAnalytics(rows, noFilters);
      expect(data.daily).toEqual([
        { day: '2026-02-27', attempts: 4, successes: 2, successRate: 0.5, turns: 0, fallbacks: 0 },
        { day: '2026-02-28', attempts: 0, successes: 0, successRate: null, turns: 0, fallbacks: 0 },
        { day: '2026-03-01', attempts: 0, successes: 0, successRate: null, turns: 0, fallbacks: 0 },
        { day: '2026-03-02', attempts: 1, successes: 1, successRate: 1, turns: 0, fallbacks: 0 },
        { day: '2026-03-03', attempts: 0, successes: 0, successRate: null, turns: 2, fallbacks: 0 },
      ]);
      expect(data.period).toEqual({ first: '2026-02-27', last: '2026-03-03' });
    });
  });

  describe('when failed calls were recovered', () => {
    it('gives every category its recovery rate, most failed calls first', () => {
      const data = buildToolAnalytics({
        ...emptyAnalyticsRows(),
        recovery: [{ category: 'invalid_arguments', failed_calls: 4, recovered: 3 }, {
          category: 'transient',
          failed_calls: 1,
          recovered: 0,
        }],
      }, noFilters);
      expect(data.recoveryByCategory.slice(0, 2)).toEqual([
        { category: 'invalid_arguments', failedCalls: 4, recovered: 3, rate: 0.75 },
        { category: 'transient', failedCalls: 1, recovered: 0, rate: 0 },
      ]);
      expect(data.recoveryByCategory).toHaveLength(6);
      expect(data.recoveryByCategory.slice(2).map((entry) => entry.rate)).toEqual([null, null, null, null]);
    });
  });

  describe('when attempts numbered 2 come from both retriers', () => {
    it('counts them apart, leaving the combined rate as it was', () => {
      const data = buildToolAnalytics({
        ...emptyAnalyticsRows(),
        attempts: [{ attempt: 2, attempts: 5, successes: 3 }],
        retriers: [{ retried_by: 'executor', attempts: 1, successes: 0 }, {
          retried_by: 'model',
          attempts: 4,
          successes: 3,
        }],
      }, noFilters);
      expect(data.retries.attempt2ByRetrier).toEqual({
        model: { attempts: 4, successes: 3, successRate: 0.75 },
        executor: { attempts: 1, successes: 0, successRate: 0 },
      });
      expect(data.retries.attempt2SuccessRate).toBe(0.6);
    });
  });

  describe('when nothing is logged', () => {
    it('reports zero counts, null rates and no verdicts', () => {
      const data = buildToolAnalytics(emptyAnalyticsRows(), noFilters);
      expect(data.totals).toEqual({ attempts: 0, successes: 0, errors: 0, successRate: null });
      expect(data.errorsByCategory.map((entry) => entry.errors)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(data.fallbacks.perTurn).toBeNull();
      expect(data.targets.map((target) => target.met)).toEqual([null, null]);
    });
  });

  describe('when tools tie on success rate', () => {
    it('lists the busier one first, then by name', () => {
      const tool = (name: string, attempts: number, successes: number) => ({
        tool_name: name,
        invented: false,
        attempts,
        successes,
        errors: attempts - successes,
        errors_to_model: 0,
        question_errors: 0,
      });
      const data = buildToolAnalytics({
        ...emptyAnalyticsRows(),
        tools: [tool('b', 2, 1), tool('a', 2, 1), tool('c', 4, 2), tool('d', 1, 1)],
      }, noFilters);
      expect(data.tools.map((entry) => entry.toolName)).toEqual(['c', 'a', 'b', 'd']);
    });
  });

  describe('when the attempt-2 share is just above its target', () => {
    it('judges it met', () => {
      const data = buildToolAnalytics(
        { ...emptyAnalyticsRows(), attempts: [{ attempt: 2, attempts: 1000, successes: 601 }] },
        noFilters,
      );
      expect(data.targets[0]).toMatchObject({
        id: 'retry_success_at_attempt_2',
        value: 0.601,
        threshold: 0.6,
        met: true,
      });
    });
  });
});

describe('daysBetween', () => {
  describe('when the range crosses a month and a leap day', () => {
    it('lists every UTC day, both ends included', () => {
      expect(daysBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    });
  });
});

describe('ratio', () => {
  describe('when the denominator is zero', () => {
    it('returns null rather than NaN', () => {
      expect(ratio(0, 0)).toBeNull();
      expect(ratio(1, 4)).toBe(0.25);
    });
  });
});
