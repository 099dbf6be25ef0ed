import { terminalText } from '../terminal/terminal-text.ts';
import { paint } from './ansi.ts';
import { formatCount, formatMilliseconds, formatPercent, formatRatio } from './format-values.ts';
import { bar, sparkline } from './terminal-chart.ts';
import { type Cell, textTable } from './text-table.ts';
import type { ToolAnalytics } from '../../shared/protocol/tool-analytics.ts';

/** Options of {@link renderAnalytics}. */
export interface RenderOptions {
  /** ANSI colour codes; the caller decides (a terminal, and NO_COLOR unset). */
  readonly color: boolean;
}

const barWidth = 24;
const dailyRows = 14;
const errorsByToolRows = 10;

function heading(title: string, color: boolean): string {
  return paint(title, 'bold', color);
}

function title(data: ToolAnalytics): string {
  const agent = data.filters.agentId === null ? 'all agents' : `agent ${data.filters.agentId}`;
  const since = data.filters.since === null ? 'all time' : `since ${data.filters.since}`;
  const until = data.filters.until === null ? '' : ` until ${data.filters.until}`;
  const period = data.period === null ? '' : ` (activity ${data.period.first} … ${data.period.last})`;
  return terminalText(`Parley tool analytics: ${agent}, ${since}${until}${period}`);
}

function targets(data: ToolAnalytics, color: boolean): string {
  const rows = data.targets.map((target): Cell[] => [
    target.label,
    formatPercent(target.value),
    `> ${formatPercent(target.threshold)}`,
    target.met === null
      ? { text: 'no data', tone: 'dim' }
      : target.met
      ? { text: 'met', tone: 'good' }
      : { text: 'missed', tone: 'bad' },
  ]);
  return `${heading('Targets', color)}\n${
    textTable(['target', 'value', 'goal', 'verdict'], rows, ['left', 'right', 'right', 'left'], color)
  }`;
}

function overview(data: ToolAnalytics, color: boolean): string {
  const { totals, interactiveErrors, fallbacks } = data;
  return [
    heading('Overview', color),
    `  tool attempts ${formatCount(totals.attempts)} · succeeded ${formatCount(totals.successes)} (${
      formatPercent(totals.successRate)
    }) · errors ${formatCount(totals.errors)}`,
    `  errors the model received ${formatCount(interactiveErrors.errorsToModel)} · as a question ${
      formatCount(interactiveErrors.questionErrors)
    } (${formatPercent(interactiveErrors.rate)})`,
    `  chat turns ${formatCount(fallbacks.turns)} · model fallbacks ${formatCount(fallbacks.fallbacks)} (${
      formatRatio(fallbacks.perTurn)
    } per turn) · tool fallbacks ${formatCount(fallbacks.toolFallbacks)} · model errors ${
      formatCount(fallbacks.modelErrors)
    }`,
  ].join('\n');
}

function tools(data: ToolAnalytics, color: boolean): string {
  const rows = data.tools.map((tool): Cell[] => [
    tool.toolName,
    formatCount(tool.attempts),
    formatPercent(tool.successRate),
    formatCount(tool.errors),
    formatMilliseconds(tool.p50Ms),
    formatMilliseconds(tool.p95Ms),
  ]);
  const table = textTable(['tool', 'attempts', 'success', 'errors', 'p50 ms', 'p95 ms'], rows, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'right',
  ], color);
  return `${heading('Tools (worst success rate first)', color)}\n${table}`;
}

function inventedNames(data: ToolAnalytics, color: boolean): string {
  const rows = data.inventedNames.map((entry): Cell[] => [
    entry.name,
    formatCount(entry.calls),
    entry.suggestedTool === null ? { text: '—', tone: 'dim' } : entry.suggestedTool,
  ]);
  const table = textTable(['name', 'calls', 'suggested tool'], rows, ['left', 'right', 'left'], color);
  const { names, calls } = data.inventedNamesNotShown;
  const more = names > 0 ? `\n  … ${formatCount(names)} more names with ${formatCount(calls)} calls, not listed` : '';
  return `${heading('Names the model got wrong (no such tool; not in the tool table)', color)}\n${table}${more}`;
}

function errors(data: ToolAnalytics, color: boolean): string {
  const most = Math.max(0, ...data.errorsByCategory.map((entry) => entry.errors));
  const byCategory = data.errorsByCategory.map((entry): Cell[] => [
    entry.category,
    formatCount(entry.errors),
    formatPercent(entry.share),
    bar(entry.errors, most, barWidth),
  ]);
  const sections = [
    `${heading('Errors by category', color)}\n${
      textTable(['category', 'errors', 'share', ''], byCategory, ['left', 'right', 'right', 'left'], color)
    }`,
  ];
  if (data.errorsByTool.length > 0) {
    const byTool = data.errorsByTool.slice(0, errorsByToolRows).map((
      entry,
    ): Cell[] => [entry.toolName, entry.category, formatCount(entry.errors)]);
    const more = data.errorsByTool.length - errorsByToolRows;
    const table = textTable(['tool', 'category', 'errors'], byTool, ['left', 'left', 'right'], color);
    sections.push(
      `${heading('Errors by tool', color)}\n${table}${more > 0 ? `\n  … ${more} more (--json lists all)` : ''}`,
    );
  }
  const recovery = data.recoveryByCategory.filter((entry) => entry.failedCalls > 0).map((entry): Cell[] => [
    entry.category,
    formatCount(entry.failedCalls),
    formatCount(entry.recovered),
    formatPercent(entry.rate),
  ]);
  if (recovery.length > 0) {
    const table = textTable(['category', 'failed calls', 'recovered', 'rate'], recovery, [
      'left',
      'right',
      'right',
      'right',
    ], color);
    sections.push(`${heading('Recovery by category (the tool then succeeded in the same turn)', color)}\n${table}`);
  }
  return sections.join('\n\n');
}

function retries(data: ToolAnalytics, color: boolean): string {
  const most = Math.max(0, ...data.retries.byAttempt.map((entry) => entry.attempts));
  const rows = data.retries.byAttempt.map((entry): Cell[] => [
    String(entry.attempt),
    formatCount(entry.attempts),
    formatCount(entry.successes),
    formatPercent(entry.successRate),
    bar(entry.attempts, most, barWidth),
  ]);
  const table = textTable(['attempt', 'attempts', 'succeeded', 'success', 'attempts histogram'], rows, [
    'right',
    'right',
    'right',
    'right',
    'left',
  ], color);
  const { model, executor } = data.retries.attempt2ByRetrier;
  const split =
    `  attempt 2: model retry rounds ${formatCount(model.successes)}/${formatCount(model.attempts)} succeeded (${
      formatPercent(model.successRate)
    })` +
    ` · executor transient retries ${formatCount(executor.successes)}/${formatCount(executor.attempts)} (${
      formatPercent(executor.successRate)
    })`;
  return `${heading('Outcomes by attempt number (1 = first try, 2+ = retries)', color)}\n${table}\n${split}`;
}

function daily(data: ToolAnalytics, color: boolean): string {
  const rates = data.daily.map((entry) => entry.successRate);
  const measured = rates.filter((rate): rate is number => rate !== null);
  const range = measured.length === 0
    ? ''
    : `  min ${formatPercent(Math.min(...measured))} · max ${formatPercent(Math.max(...measured))} (▁ 0% … █ 100%)`;
  const recent = data.daily.slice(-dailyRows).map((entry): Cell[] => [
    entry.day,
    formatCount(entry.attempts),
    formatPercent(entry.successRate),
    formatCount(entry.turns),
    formatCount(entry.fallbacks),
    entry.successRate === null ? '' : bar(entry.successRate, 1, barWidth),
  ]);
  const table = textTable(['day', 'attempts', 'success', 'turns', 'fallbacks', 'success rate'], recent, [
    'left',
    'right',
    'right',
    'right',
    'right',
    'left',
  ], color);
  const label = data.daily.length > dailyRows ? `the last ${dailyRows} days` : 'by day';
  return `${
    heading(`Daily success rate, ${data.daily[0]?.day ?? ''} … ${data.daily[data.daily.length - 1]?.day ?? ''}`, color)
  }\n  ${sparkline(rates)}${range}\n\n${paint(`  ${label}:`, 'dim', color)}\n${table}`;
}

/**
 * Draws a report as text for a terminal: targets with their verdicts, an overview, tables
 * per tool, of the names the model invented, per error category and per attempt number (with a histogram), and the daily
 * success rate as a sparkline and bars. Pure; colour only when asked.
 */
export function renderAnalytics(data: ToolAnalytics, options: RenderOptions): string {
  const { color } = options;
  const sections = [paint(title(data), 'bold', color), targets(data, color)];
  if (data.totals.attempts === 0 && data.fallbacks.turns === 0) {
    sections.push('No tool executions or chat turns are logged for these filters.');
    return `${sections.join('\n\n')}\n`;
  }
  sections.push(overview(data, color));
  if (data.tools.length > 0) sections.push(tools(data, color));
  if (data.inventedNames.length > 0) sections.push(inventedNames(data, color));
  if (data.totals.attempts > 0) sections.push(errors(data, color), retries(data, color));
  if (data.daily.length > 0) sections.push(daily(data, color));
  return `${sections.join('\n\n')}\n`;
}
