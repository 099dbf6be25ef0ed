import { describe, expect, it } from 'vitest';
import { percentile, summarize } from '../../../bench/recovery/measures.ts';
import type { CaseResult } from '../../../bench/recovery/run-case.ts';

function result(status: CaseResult['status'], rounds: number, feedback: string[] = []): CaseResult {
  return { caseId: `${status}-${rounds}`, kind: 'unknown_tool', system: 'parley', status, rounds, feedback };
}

describe('percentile', () => {
  it('is the nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
    expect(percentile(Array.from({ length: 100 }, (_, index) => index + 1), 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is null without values', () => {
    expect(percentile([], 95)).toBeNull();
  });
});

describe('summarize', () => {
  describe('when results are mixed', () => {
    it('counts recoveries, wrong executions and no answers apart, and means rounds over recoveries only', () => {
      const summary = summarize([
        result('recovered', 0),
        result('recovered', 2, ['a', 'b']),
        result('wrong-execution', 1, ['c']),
        result('no-answer', 0),
        result('not-recovered', 3, ['d', 'd', 'd']),
      ]);

      expect(summary).toEqual({
        recoveredPct: 40,
        wrongExecutions: 1,
        meanRounds: 1,
        zeroRoundFixes: 1,
        meanTokens: 1,
        p95Tokens: 1,
        cases: 5,
        recovered: 2,
        noAnswer: 1,
      });
    });
  });

  describe('when nothing was recovered or sent', () => {
    it('reports null means rather than zeros', () => {
      expect(summarize([result('no-answer', 0)])).toMatchObject({ recoveredPct: 0, meanRounds: null, meanTokens: null, p95Tokens: null });
    });
  });
});
