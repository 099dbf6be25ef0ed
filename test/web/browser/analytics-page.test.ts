/**
 * The Analytics page with data, in a real browser (Debian's Chromium through playwright-core),
 * against a gateway on a fresh database whose demo model makes one mistake per turn
 * (PARLEY_DEMO_MISTAKES=on): chat turns driven in the page leave real outcome rows — an
 * invented name (`searchWeb`, pointed to `web_search`), a mistyped argument (`news_search`'s
 * `time_range`) and the successes that follow each. The page shows the tools in the per-tool
 * table and the invented name apart, under "Names the model got wrong", with the numbers
 * `GET /analytics` returns; at 1280×800 and 375×812 in the light and the dark theme, axe finds
 * no serious or critical violation and nothing is wider than the window.
 */
import type { Locator } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { AnalyticsResponse } from '../../../shared/protocol/index.ts';
import { describeInChromium } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { saveDocumentationImage, viewports } from './support/screenshots.ts';

const stepTimeout = 120_000;

/** The rows of a table as the texts of their cells (header cell first). */
function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''))
  );
}

describeInChromium('the Analytics page with tool calls', {
  session: { name: 'web_analytics', gatewayVariables: { PARLEY_DEMO_MISTAKES: 'on' } },
}, (session) => {
  const messageBox = () => session.page.getByRole('textbox', { name: 'Message' });
  const lastTurn = () => session.page.locator('.turn.assistant').last();

  /** Sends `text` and waits until the turn's chip of `tool` succeeded and Send is enabled again. */
  async function sendAndWaitForSuccess(text: string, tool: string): Promise<void> {
    const turns = await session.page.locator('.turn.assistant').count();
    await messageBox().fill(text);
    await messageBox().press('Enter');
    await session.page.locator('.turn.assistant').nth(turns).waitFor();
    await lastTurn().locator(`.chip[data-tool="${tool}"][data-state="succeeded"]`).waitFor();
    await session.page.getByRole('button', { name: 'Send', exact: true }).and(session.page.locator(':not([disabled])'))
      .waitFor();
  }

  async function report(): Promise<AnalyticsResponse> {
    const since = await session.page.locator('#since').inputValue();
    const until = await session.page.locator('#until').inputValue();
    const response = await fetch(`${session.gateway.url}/functions/v1/analytics?since=${since}&until=${until}`, {
      headers: { authorization: `Bearer ${session.gateway.demoUserToken}` },
    });
    expect(response.status).toBe(200);
    return await response.json() as AnalyticsResponse;
  }

  beforeAll(async () => {
    // Each turn's first call is wrong on purpose, then corrected: a not_found, an invalid_arguments.
    await sendAndWaitForSuccess('search the web for Deno 2', 'web_search');
    await sendAndWaitForSuccess('search the news about Deno', 'news_search');
    await sendAndWaitForSuccess('search the web for PGlite', 'web_search');
  }, 120_000);

  it('lists the tools that ran in the per-tool table, with the numbers of GET /analytics', async () => {
    await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
    await session.page.locator('.analytics-content[aria-busy="false"]').waitFor();
    const expected = await report();
    expect(expected.totals.attempts).toBe(6);

    const perTool = session.page.getByRole('region', { name: 'Per tool' });
    const rows = await tableRows(perTool.locator('table'));
    expect(rows.map((row) => row[0])).toEqual(expected.tools.map((tool) => tool.toolName));
    expect(Object.fromEntries(rows.map((row) => [row[0], row.slice(1, 3)]))).toEqual({
      web_search: ['2', '100%'],
      news_search: ['2', '50%'],
    });
    const shown = Object.fromEntries(
      await session.page.locator('.stat').evaluateAll((stats) =>
        stats.map((stat) => [stat.getAttribute('data-metric'), stat.getAttribute('data-value')])
      ),
    );
    expect(shown.attempts).toBe('6');
    expect(shown.success_rate).toBe(String(expected.totals.successRate));
    const errorsChart = await session.page.locator('figure.errorsChart canvas').getAttribute('aria-label');
    expect(errorsChart).toContain('not_found: 2');
    expect(errorsChart).toContain('invalid_arguments: 1');
  }, stepTimeout);

  it('shows the invented name apart, under “Names the model got wrong”, with the tool it was pointed to', async () => {
    const section = session.page.locator('section.invented-names');
    await section.getByRole('heading', { name: 'Names the model got wrong' }).waitFor();
    const expected = await report();
    expect(expected.inventedNames).toEqual([{ name: 'searchWeb', calls: 2, suggestedTool: 'web_search' }]);
    expect(await tableRows(section.locator('table'))).toEqual([['searchWeb', '2', 'web_search']]);
    // One landmark of that name (its scrolling table), not one inside another of the same name.
    expect(await session.page.getByRole('region', { name: 'Names the model got wrong' }).count()).toBe(1);
    // Not a tool: the per-tool table and the durations chart leave it out.
    const perTool = session.page.getByRole('region', { name: 'Per tool' });
    expect(await perTool.textContent()).not.toContain('searchWeb');
    expect(await session.page.locator('figure.durationsChart canvas').getAttribute('aria-label')).not.toContain(
      'searchWeb',
    );
    // A section of its own, set apart from the per-tool table above it.
    const perToolBox = await perTool.boundingBox();
    const headingBox = await section.getByRole('heading').boundingBox();
    expect(headingBox?.y ?? 0).toBeGreaterThanOrEqual((perToolBox?.y ?? 0) + (perToolBox?.height ?? 0) + 16);
  }, stepTimeout);

  it('fits both sizes in both themes, axe finding nothing serious', async () => {
    await session.page.locator('table.invented-names-table').scrollIntoViewIfNeeded();
    expect(await findingsInEverySizeAndTheme(session.page, 'analytics-invented-names')).toEqual(noFindings);
    // The window scrolled to the tables: the desktop in the light theme, the phone in the dark.
    for (
      const [size, colorScheme, name] of [
        ['desktop', 'light', 'analytics-invented-names'],
        ['375', 'dark', 'analytics-invented-names-375-dark'],
      ] as const
    ) {
      await session.page.emulateMedia({ colorScheme });
      await session.page.setViewportSize(viewports[size]);
      await session.page.waitForTimeout(300);
      await session.page.locator('.table-scroll').first().evaluate((table) => table.scrollIntoView({ block: 'start' }));
      await saveDocumentationImage(session.page, name);
    }
    await session.page.emulateMedia({ colorScheme: 'light' });
    await session.page.setViewportSize(viewports.desktop);
    expect(session.pageErrors).toEqual([]);
    expect(session.policyViolations).toEqual([]);
  }, stepTimeout);
});
