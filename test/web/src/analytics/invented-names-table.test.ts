import { describe, expect, it } from 'vitest';
import type { AnalyticsRows } from '../../../../shared/analytics/analytics-queries.ts';
import { buildToolAnalytics } from '../../../../shared/analytics/build-tool-analytics.ts';
import type { AnalyticsResponse } from '../../../../shared/protocol/index.ts';
import { inventedNamesTable } from '../../../../web/src/analytics/invented-names-table.ts';
import {
  emptyAnalyticsRows,
  inventedSearchWebErrors,
  inventedSearchWebTool,
} from '../../../shared/analytics/analytics-rows-fixtures.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

const window = { since: '2026-11-01', until: '2026-11-30' };

/** The report GET /analytics answers for these rows: one real tool and two invented names. */
function reportOf(inventedNames: AnalyticsRows['inventedNames']): AnalyticsResponse {
  const rows: AnalyticsRows = {
    ...emptyAnalyticsRows(),
    tools: [
      {
        tool_name: 'web_search',
        invented: false,
        attempts: 4,
        successes: 4,
        errors: 0,
        errors_to_model: 0,
        question_errors: 0,
      },
      inventedSearchWebTool,
    ],
    durations: [{ tool_name: 'web_search', p50_ms: 10, p95_ms: 20 }],
    errors: [inventedSearchWebErrors],
    inventedNames,
  };
  return { ...buildToolAnalytics(rows, { agentId: null, ...window }), window };
}

describe('inventedNamesTable', () => {
  describe('when the model called names that are no tools', () => {
    it('lists each name with its calls and the suggested tool, under its own heading', () => {
      const section = inventedNamesTable(reportOf([
        { tool_name: 'searchWeb', suggested_tool_name: 'web_search', calls: 2, names_total: 2, calls_total: 3 },
        { tool_name: 'sendMail', suggested_tool_name: null, calls: 1, names_total: 2, calls_total: 3 },
      ]));

      expect(textOf(section?.querySelector('h2'))).toBe('Names the model got wrong');
      const rows = [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) =>
        [...row.children].map((cell) => textOf(cell))
      );
      expect(rows).toEqual([['searchWeb', '2', 'web_search'], ['sendMail', '1', '—']]);
    });

    it('leaves them out of the per-tool rows of the report the page draws', () => {
      const report = reportOf([{
        tool_name: 'searchWeb',
        suggested_tool_name: 'web_search',
        calls: 3,
        names_total: 1,
        calls_total: 3,
      }]);
      expect(report.tools.map((tool) => tool.toolName)).toEqual(['web_search']);
    });
  });

  describe('when the report lists only the names with most calls', () => {
    it('says how many more there are under the table', () => {
      const section = inventedNamesTable(reportOf([
        { tool_name: 'searchWeb', suggested_tool_name: null, calls: 5, names_total: 3, calls_total: 7 },
      ]));
      expect(textOf(section?.querySelector('.table-scroll + p'))).toBe('And 2 more names with 2 calls, not listed.');
    });

    it('says nothing more when it lists them all', () => {
      const section = inventedNamesTable(reportOf([
        { tool_name: 'searchWeb', suggested_tool_name: null, calls: 5, names_total: 1, calls_total: 5 },
      ]));
      expect(section?.querySelector('.table-scroll + p')).toBeNull();
    });
  });

  describe('when every name was right', () => {
    it('shows nothing', () => {
      expect(inventedNamesTable(reportOf([]))).toBeNull();
    });
  });
});
