import { describe, expect, it } from 'vitest';
import type { AnalyticsRows } from '../../shared/analytics/analytics-queries.ts';
import { buildToolAnalytics } from '../../shared/analytics/build-tool-analytics.ts';
import { renderAnalytics } from '../../local/analytics/render-analytics.ts';
import {
  emptyAnalyticsRows,
  inventedSearchWebErrors,
  inventedSearchWebTool,
} from '../shared/analytics/analytics-rows-fixtures.ts';

const rows: AnalyticsRows = {
  tools: [
    {
      tool_name: 'web_search',
      invented: false,
      attempts: 10,
      successes: 8,
      errors: 2,
      errors_to_model: 2,
      question_errors: 1,
    },
    {
      tool_name: 'gmail__send_email',
      invented: false,
      attempts: 4,
      successes: 1,
      errors: 3,
      errors_to_model: 3,
      question_errors: 3,
    },
  ],
  durations: [
    { tool_name: 'web_search', p50_ms: 120, p95_ms: 480.4 },
    { tool_name: 'gmail__send_email', p50_ms: 2.5, p95_ms: null },
  ],
  errors: [
    { tool_name: 'web_search', invented: false, category: 'transient', errors: 2 },
    { tool_name: 'gmail__send_email', invented: false, category: 'needs_input', errors: 3 },
  ],
  inventedNames: [],
  attempts: [{ attempt: 1, attempts: 10, successes: 6 }, { attempt: 2, attempts: 4, successes: 3 }],
  recovery: [{ category: 'transient', failed_calls: 2, recovered: 1 }, {
    category: 'needs_input',
    failed_calls: 3,
    recovered: 3,
  }],
  retriers: [{ retried_by: 'model', attempts: 3, successes: 3 }, { retried_by: 'executor', attempts: 1, successes: 0 }],
  dailyTools: [{ day: '2026-11-01', attempts: 6, successes: 6 }, { day: '2026-11-03', attempts: 8, successes: 3 }],
  dailyTurns: [{ day: '2026-11-01', turns: 3 }, { day: '2026-11-03', turns: 1 }],
  dailyFallbacks: [{ day: '2026-11-03', fallbacks: 1, tool_fallbacks: 0, model_errors: 2 }],
};

const data = buildToolAnalytics(rows, { since: '2026-11-01', until: null, agentId: null });

function lineWith(text: string, needle: string): string {
  return text.split('\n').find((line) => line.includes(needle)) ?? '';
}

describe('renderAnalytics', () => {
  describe('when colour is off', () => {
    const text = renderAnalytics(data, { color: false });

    it('contains no escape codes', () => {
      expect(text).not.toContain('\u001b[');
    });

    it('states the filters and the period', () => {
      expect(text.split('\n')[0]).toBe(
        'Parley tool analytics: all agents, since 2026-11-01 (activity 2026-11-01 … 2026-11-03)',
      );
    });

    it('marks each target met or missed', () => {
      expect(lineWith(text, 'Retries that succeed at attempt 2')).toMatch(/75\.0%\s+> 60\.0%\s+met$/);
      expect(lineWith(text, 'Errors the model received as a question')).toMatch(/80\.0%\s+> 80\.0%\s+missed$/);
    });

    it('lists the tools worst first with their success rate and durations', () => {
      const table = text.slice(text.indexOf('Tools (worst success rate first)'));
      expect(table.split('\n').slice(1, 4)).toEqual([
        '  tool               attempts  success  errors  p50 ms  p95 ms',
        '  gmail__send_email         4    25.0%       3     2.5       –',
        '  web_search               10    80.0%       2     120     480',
      ]);
    });

    it('draws errors by category with bars', () => {
      expect(lineWith(text, '  needs_input')).toMatch(/3\s+60\.0%\s+█{24}$/);
      expect(lineWith(text, '  transient')).toMatch(/2\s+40\.0%\s+█{16}$/);
    });

    it('draws a histogram of attempts by attempt number', () => {
      expect(text).toContain('attempts histogram');
      expect(text).toMatch(/\n {8}1 +10 +6 +60\.0% +█{24}\n/);
      expect(text).toMatch(/\n {8}2 +4 +3 +75\.0% +█{9}▋\n/);
    });

    it('gives the recovery rate of each category that had failed calls', () => {
      const section = text.slice(text.indexOf('Recovery by category'), text.indexOf('Outcomes by attempt number'));
      expect(lineWith(section, 'needs_input')).toMatch(/needs_input\s+3\s+3\s+100(\.0)?%/);
      expect(lineWith(section, 'transient')).toMatch(/transient\s+2\s+1\s+50(\.0)?%/);
      expect(section).not.toMatch(/internal/);
    });

    it("counts the model's retry rounds apart from the executor's retries at attempt 2", () => {
      expect(lineWith(text, 'attempt 2:')).toMatch(
        /model retry rounds 3\/3 succeeded \(100(\.0)?%\) · executor transient retries 0\/1 \(0(\.0)?%\)/,
      );
    });

    it('draws the daily success rate as a sparkline with a gap for the quiet day', () => {
      expect(text).toContain('Daily success rate, 2026-11-01 … 2026-11-03');
      expect(text).toContain('  █ ▄  min 37.5% · max 100.0%');
      expect(lineWith(text, '2026-11-02')).toMatch(/2026-11-02\s+0\s+–\s+0\s+0$/);
    });

    it('gives fallbacks per chat turn in the overview', () => {
      expect(text).toContain('chat turns 4 · model fallbacks 1 (0.25 per turn)');
    });
  });

  describe('when colour is on', () => {
    it('paints verdicts green and red', () => {
      const text = renderAnalytics(data, { color: true });
      expect(text).toContain('\u001b[32mmet\u001b[39m');
      expect(text).toContain('\u001b[31mmissed\u001b[39m');
    });
  });

  describe('when the model called names that are no tools', () => {
    const invented = buildToolAnalytics({
      ...rows,
      tools: [
        ...rows.tools,
        inventedSearchWebTool,
      ],
      errors: [...rows.errors, inventedSearchWebErrors],
      inventedNames: [
        { tool_name: 'searchWeb', suggested_tool_name: 'web_search', calls: 2, names_total: 2, calls_total: 4 },
        { tool_name: 'searchWeb', suggested_tool_name: null, calls: 1, names_total: 2, calls_total: 4 },
        { tool_name: 'sendMail', suggested_tool_name: null, calls: 1, names_total: 2, calls_total: 4 },
      ],
    }, { since: '2026-11-01', until: null, agentId: null });
    const text = renderAnalytics(invented, { color: false });

    it('lists them under their own heading with their calls and suggestion, not as tools', () => {
      const section = text.slice(text.indexOf('Names the model got wrong'));
      expect(section).toMatch(/searchWeb\s+3\s+web_search/);
      expect(section).toMatch(/sendMail\s+1\s+—/);
      const toolTable = text.slice(text.indexOf('Tools (worst'), text.indexOf('Names the model got wrong'));
      expect(toolTable).not.toContain('searchWeb');
      expect(lineWith(text, 'tool attempts')).toContain('tool attempts 17');
    });
  });

  describe('when the report lists only some of the invented names', () => {
    it('says how many more there are and their calls under the table', () => {
      const capped = buildToolAnalytics({
        ...rows,
        inventedNames: [{
          tool_name: 'searchWeb',
          suggested_tool_name: null,
          calls: 9,
          names_total: 1201,
          calls_total: 3009,
        }],
      }, { since: null, until: null, agentId: null });
      const text = renderAnalytics(capped, { color: false });
      expect(lineWith(text, 'more names')).toBe('  … 1,200 more names with 3,000 calls, not listed');
    });
  });

  describe('when only invented names were called', () => {
    it('still shows the names and the error breakdown', () => {
      const onlyInvented = buildToolAnalytics({
        ...rows,
        tools: [{
          tool_name: 'searchWeb',
          invented: true,
          attempts: 1,
          successes: 0,
          errors: 1,
          errors_to_model: 1,
          question_errors: 0,
        }],
        durations: [],
        errors: [{ tool_name: 'searchWeb', invented: true, category: 'not_found', errors: 1 }],
        inventedNames: [{
          tool_name: 'searchWeb',
          suggested_tool_name: 'web_search',
          calls: 1,
          names_total: 1,
          calls_total: 1,
        }],
      }, { since: null, until: null, agentId: null });
      const text = renderAnalytics(onlyInvented, { color: false });
      expect(text).not.toContain('Tools (worst');
      expect(text).toContain('Names the model got wrong');
      expect(text).toContain('Errors by category');
    });
  });

  describe('when nothing is logged', () => {
    it('says so after the targets', () => {
      const empty = buildToolAnalytics(emptyAnalyticsRows(), { since: null, until: null, agentId: null });
      const text = renderAnalytics(empty, { color: false });
      expect(text).toContain('no data');
      expect(text).toContain('No tool executions or chat turns are logged for these filters.');
      expect(text).not.toContain('Tools (worst');
    });
  });
});

describe('renderAnalytics: hostile tool names', () => {
  describe('when a logged tool name carries terminal escapes', () => {
    it('prints them inert, colour on or off', async () => {
      const { hostileText, actingCharacters } = await import('./terminal/hostile-text.ts');
      const hostile = buildToolAnalytics({
        ...rows,
        tools: [{
          tool_name: hostileText,
          invented: false,
          attempts: 2,
          successes: 1,
          errors: 1,
          errors_to_model: 1,
          question_errors: 0,
        }],
        durations: [{ tool_name: hostileText, p50_ms: 1, p95_ms: 2 }],
        errors: [{ tool_name: hostileText, invented: false, category: 'transient', errors: 1 }],
      }, { since: '2026-11-01', until: null, agentId: null });

      for (const color of [false, true]) {
        const text = renderAnalytics(hostile, { color }).replace(/\u001b\[\d+m/g, '');
        expect(text).not.toMatch(actingCharacters);
        expect(text).toContain('evil\\x1b]0;title\\x07\\x1b[2J\\x9b31m\\u202egnp.exe');
      }
    });
  });
});
