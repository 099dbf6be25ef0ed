/**
 * The Analytics page: the signed-in user's tool metrics over a window of days — the headline
 * numbers as text, the two targets with their reference lines, and charts of attempts by
 * attempt number, errors by category, daily success rate and p50/p95 durations, the table per
 * tool and, apart from it, the names the model got wrong.
 */
import { type AnalyticsReport, type AnalyticsWindow, loadAnalytics } from '../api/analytics-api.ts';
import type { Page, PageContext } from '../app/page-context.ts';
import { element, replaceChildren } from '../ui/dom.ts';
import { formatCount, formatMilliseconds, formatRate, isoDateDaysBefore } from './format-metrics.ts';
import { inventedNamesTable } from './invented-names-table.ts';

type ChartName = 'targetsChart' | 'attemptsChart' | 'errorsChart' | 'dailyChart' | 'durationsChart';

const charts: readonly {
  readonly name: ChartName;
  readonly title: string;
  readonly describe: (report: AnalyticsReport) => string;
}[] = [
  {
    name: 'targetsChart',
    title: 'Targets',
    describe: (report) =>
      report.targets.map((target) =>
        `${target.label}: ${formatRate(target.value)}, target above ${formatRate(target.threshold)}`
      ).join('; '),
  },
  {
    name: 'attemptsChart',
    title: 'Attempts by attempt number',
    describe: (report) =>
      report.retries.byAttempt.map((entry) =>
        `attempt ${entry.attempt}: ${entry.attempts} attempts, ${entry.successes} succeeded`
      ).join('; ') || 'No attempts',
  },
  {
    name: 'errorsChart',
    title: 'Errors by category',
    describe: (report) =>
      report.errorsByCategory.filter((entry) => entry.errors > 0).map((entry) => `${entry.category}: ${entry.errors}`)
        .join('; ') || 'No errors',
  },
  {
    name: 'dailyChart',
    title: 'Daily success rate',
    describe: (report) =>
      report.daily.map((entry) => `${entry.day}: ${formatRate(entry.successRate)}`).join('; ') || 'No activity',
  },
  {
    name: 'durationsChart',
    title: 'Durations per tool (p50 and p95)',
    describe: (report) =>
      report.tools.map((tool) =>
        `${tool.toolName}: p50 ${formatMilliseconds(tool.p50Ms)}, p95 ${formatMilliseconds(tool.p95Ms)}`
      ).join('; ') || 'No tool calls',
  },
];

function stat(
  metric: string,
  label: string,
  value: string,
  raw: number | null,
  note: string | null = null,
): HTMLElement {
  return element(
    'div',
    { class: 'stat', 'data-metric': metric, 'data-value': raw === null ? 'null' : String(raw) },
    element('dt', {}, label),
    element('dd', {}, value, note === null ? null : element('small', {}, note)),
  );
}

function headline(report: AnalyticsReport): HTMLElement {
  const verdict = (
    met: boolean | null,
  ): string => (met === null ? 'no data yet' : met ? 'target met' : 'target missed');
  const targets = report.targets.map((target) =>
    stat(
      target.id,
      target.label,
      formatRate(target.value),
      target.value,
      `target > ${formatRate(target.threshold)} · ${verdict(target.met)}`,
    )
  );
  return element(
    'dl',
    { class: 'stats' },
    stat('attempts', 'Tool attempts', formatCount(report.totals.attempts), report.totals.attempts),
    stat('success_rate', 'Success rate', formatRate(report.totals.successRate), report.totals.successRate),
    ...targets,
    stat(
      'fallbacks_per_turn',
      'Model fallbacks per turn',
      report.fallbacks.perTurn === null ? '—' : report.fallbacks.perTurn.toFixed(2),
      report.fallbacks.perTurn,
      `${report.fallbacks.turns} turns`,
    ),
  );
}

function toolsTable(report: AnalyticsReport): HTMLElement {
  // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
  return element(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': 'Per tool', tabindex: 0 },
    element(
      'table',
      { class: 'tools-table' },
      element('caption', {}, 'Per tool'),
      element(
        'thead',
        {},
        element(
          'tr',
          {},
          ...['Tool', 'Attempts', 'Success rate', 'p50', 'p95'].map((title) => element('th', { scope: 'col' }, title)),
        ),
      ),
      element(
        'tbody',
        {},
        ...report.tools.map((tool) =>
          element(
            'tr',
            {},
            element('th', { scope: 'row' }, tool.toolName),
            element('td', {}, formatCount(tool.attempts)),
            element('td', {}, formatRate(tool.successRate)),
            element('td', {}, formatMilliseconds(tool.p50Ms)),
            element('td', {}, formatMilliseconds(tool.p95Ms)),
          )
        ),
      ),
    ),
  );
}

/** What the page shows for a window without a single tool call. */
function noToolCalls(): HTMLElement {
  return element(
    'div',
    { class: 'card empty-state', 'data-state': 'no-tool-calls' },
    element('h2', {}, 'No tool calls yet'),
    element(
      'p',
      { class: 'muted' },
      'Nothing was called in these days. Ask the agent for something that needs a tool — a web search, a page summary, your mail — and the calls, their failures and retries show here.',
    ),
  );
}

/** Builds the page for the last 30 days. */
export function createAnalyticsPage(context: PageContext): Page {
  const today = new Date();
  const since = element('input', { id: 'since', type: 'date', value: isoDateDaysBefore(today, 29), required: true });
  const until = element('input', { id: 'until', type: 'date', value: isoDateDaysBefore(today, 0), required: true });
  const form = element(
    'form',
    { class: 'window-form', 'aria-label': 'Days shown' },
    element('span', { class: 'field' }, element('label', { for: 'since' }, 'From'), since),
    element('span', { class: 'field' }, element('label', { for: 'until' }, 'To'), until),
    element('button', { type: 'submit', class: 'button' }, 'Show'),
  );
  const content = element(
    'div',
    { class: 'analytics-content', 'aria-busy': 'true' },
    element('p', { class: 'muted' }, 'Loading analytics…'),
  );
  const root = element(
    'div',
    { class: 'wide-page' },
    element('div', { class: 'page-head' }, element('h1', {}, 'Analytics'), form),
    element(
      'p',
      { class: 'muted' },
      'Your tool calls: how often they fail, how often a failure becomes a question, and how often a retry fixes it.',
    ),
    content,
  );
  let drawn: { destroy(): void }[] = [];
  const destroyCharts = (): void => {
    for (const chart of drawn) chart.destroy();
    drawn = [];
  };

  async function load(window: AnalyticsWindow): Promise<void> {
    content.setAttribute('aria-busy', 'true');
    try {
      const report = await loadAnalytics(context.supabase, window);
      destroyCharts();
      const period = element('p', { class: 'small muted' }, `From ${window.since} to ${window.until} (UTC).`);
      if (report.totals.attempts === 0) {
        // Empty charts would only draw frames: say what the page is waiting for instead.
        replaceChildren(content, period, noToolCalls());
        content.setAttribute('aria-busy', 'false');
        return;
      }
      const chartModule = await import('./analytics-charts.ts');
      const figures = charts.map((chart) => {
        const canvas = element('canvas', { role: 'img', 'aria-label': `${chart.title}: ${chart.describe(report)}` });
        return {
          chart,
          canvas,
          figure: element(
            'figure',
            { class: `card chart ${chart.name}` },
            element('h2', {}, chart.title),
            element('div', { class: 'chart-box' }, canvas),
          ),
        };
      });
      replaceChildren(
        content,
        period,
        headline(report),
        element('div', { class: 'chart-grid' }, ...figures.map((entry) => entry.figure)),
        toolsTable(report),
        inventedNamesTable(report),
      );
      drawn = figures.map((entry) => chartModule.drawChart(entry.canvas, chartModule[entry.chart.name](report)));
      content.setAttribute('aria-busy', 'false');
    } catch (error) {
      context.banner.show(error, { retry: () => void load(window) });
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load({ since: since.value, until: until.value });
  });
  void load({ since: since.value, until: until.value });
  return { element: root, dispose: destroyCharts };
}
