import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { buildToolAnalytics } from '../../../../shared/analytics/build-tool-analytics.ts';
import type { AnalyticsResponse } from '../../../../shared/protocol/index.ts';
import { createAnalyticsPage } from '../../../../web/src/analytics/analytics-page.ts';
import type { PageContext } from '../../../../web/src/app/page-context.ts';
import { emptyAnalyticsRows } from '../../../shared/analytics/analytics-rows-fixtures.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

/** What GET /analytics answers a user who never called a tool: the real report of no rows. */
function emptyReport(): AnalyticsResponse {
  const window = { since: '2026-11-01', until: '2026-11-30' };
  return { ...buildToolAnalytics(emptyAnalyticsRows(), { agentId: null, ...window }), window };
}

/** A page context whose client answers `functions.invoke` with `report`; `shown` keeps banner errors. */
function contextAnswering(report: AnalyticsResponse): { context: PageContext; shown: unknown[] } {
  const shown: unknown[] = [];
  const supabase = { functions: { invoke: () => Promise.resolve({ data: report, error: null }) } };
  const context = {
    supabase: supabase as unknown as SupabaseClient,
    banner: { show: (error: unknown) => shown.push(error) },
  } as unknown as PageContext;
  return { context, shown };
}

describe('createAnalyticsPage', () => {
  describe('when the window holds no tool call', () => {
    it('says "No tool calls yet" instead of drawing empty chart frames', async () => {
      const { context, shown } = contextAnswering(emptyReport());

      const page = createAnalyticsPage(context);
      const content = page.element.querySelector('.analytics-content');
      await vi.waitFor(() => expect(content?.getAttribute('aria-busy')).toBe('false'));

      expect(shown).toEqual([]);
      expect(textOf(content?.querySelector('[data-state="no-tool-calls"] h2'))).toBe('No tool calls yet');
      expect(content?.querySelectorAll('figure, canvas, table')).toHaveLength(0);
    });
  });
});
