import { describe, expect, it } from 'vitest';
import { feedbackTokens, percentile, summarize } from '../../../bench/recovery/measures.ts';
import type { CaseResult } from '../../../bench/recovery/run-case.ts';

function result(
  status: CaseResult['status'],
  rounds: number,
  feedback: string[] = [],
  guidance: string[] = feedback.map(() => ''),
  firstSuggestionWrong = false,
): CaseResult {
  return {
    caseId: `${status}-${rounds}`,
    kind: 'unknown_tool',
    system: 'parley',
    status,
    rounds,
    feedback,
    guidance,
    firstSuggestionWrong,
  };
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
        meanToolTokens: 1,
        p95ToolTokens: 1,
        meanGuidanceTokens: 0,
        p95GuidanceTokens: 0,
        cases: 5,
        recovered: 2,
        noAnswer: 1,
        firstSuggestionWrong: 0,
      });
    });

    it('counts the cases whose first tool suggestion was wrong', () => {
      const summary = summarize([
        result('recovered', 1, ['a'], [''], true),
        result('wrong-execution', 1, ['b'], [''], true),
        result('recovered', 1, ['c']),
      ]);

      expect(summary.firstSuggestionWrong).toBe(2);
    });
  });

  describe('when the loop adds guidance after the tool message', () => {
    it('counts the sum of both per round, and reports each part apart', () => {
      const toolMessage = 'Tool `web_serch` is not available. Did you mean `web_search`?';
      const guidance = 'Fix web_serch (retry 1 of 3).';
      const summary = summarize([result('recovered', 2, [toolMessage, 'a'], [guidance, ''])]);
      const tool = feedbackTokens(toolMessage);
      const added = feedbackTokens(guidance);

      expect(summary).toMatchObject({
        p95Tokens: tool + added,
        meanTokens: Math.round(10 * (tool + added + 1) / 2) / 10,
        p95ToolTokens: tool,
        p95GuidanceTokens: added,
        meanGuidanceTokens: Math.round(10 * added / 2) / 10,
      });
    });
  });

  describe('when nothing was recovered or sent', () => {
    it('reports null means rather than zeros', () => {
      expect(summarize([result('no-answer', 0)])).toMatchObject({
        recoveredPct: 0,
        meanRounds: null,
        meanTokens: null,
        p95Tokens: null,
      });
    });
  });
});
