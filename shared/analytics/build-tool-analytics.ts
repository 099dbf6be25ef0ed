import { errorCategories } from '../tools/error-category.ts';
import type { AnalyticsRows } from './analytics-queries.ts';
import { judgeTargets } from './analytics-targets.ts';
import type { AnalyticsFilters, ToolAnalytics } from '../protocol/tool-analytics.ts';

/** `numerator / denominator`, or null when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

function sum<Item>(items: readonly Item[], value: (item: Item) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}

/** Every UTC day from `first` to `last`, both included (YYYY-MM-DD). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let time = Date.parse(`${first}T00:00:00Z`); time <= end; time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

function dailySeries(rows: AnalyticsRows): ToolAnalytics['daily'] {
  const seen = [...rows.dailyTools, ...rows.dailyTurns, ...rows.dailyFallbacks].map((row) => row.day).sort();
  const first = seen[0];
  const last = seen[seen.length - 1];
  if (first === undefined || last === undefined) return [];
  const tools = new Map(rows.dailyTools.map((row) => [row.day, row]));
  const turns = new Map(rows.dailyTurns.map((row) => [row.day, row.turns]));
  const fallbacks = new Map(rows.dailyFallbacks.map((row) => [row.day, row.fallbacks]));
  return daysBetween(first, last).map((day) => {
    const attempts = tools.get(day)?.attempts ?? 0;
    const successes = tools.get(day)?.successes ?? 0;
    return {
      day,
      attempts,
      successes,
      successRate: ratio(successes, attempts),
      turns: turns.get(day) ?? 0,
      fallbacks: fallbacks.get(day) ?? 0,
    };
  });
}

/** Percentiles interpolate in floating point (95.49999…): a hundredth of a millisecond is plenty. */
function roundMilliseconds(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 100) / 100;
}

/** The rows of the agent's tools: the one row of the names the model invented has no name. */
function catalogRows<Row extends { readonly tool_name: string | null; readonly invented: boolean }>(
  rows: readonly Row[],
): (Row & { readonly tool_name: string })[] {
  return rows.filter((row): row is Row & { readonly tool_name: string } => !row.invented && row.tool_name !== null);
}

function toolTable(rows: AnalyticsRows): ToolAnalytics['tools'] {
  const durations = new Map(rows.durations.map((row) => [row.tool_name, row]));
  return catalogRows(rows.tools)
    .map((row) => ({
      toolName: row.tool_name,
      attempts: row.attempts,
      successes: row.successes,
      errors: row.errors,
      successRate: ratio(row.successes, row.attempts),
      p50Ms: roundMilliseconds(durations.get(row.tool_name)?.p50_ms),
      p95Ms: roundMilliseconds(durations.get(row.tool_name)?.p95_ms),
    }))
    .sort((left, right) =>
      (left.successRate ?? 1) - (right.successRate ?? 1) || right.attempts - left.attempts ||
      left.toolName.localeCompare(right.toolName)
    );
}

/** Per invented name listed (the query keeps the ones with most calls), its calls and the suggestion given most often for it (ties: by name). */
function inventedNames(rows: AnalyticsRows): ToolAnalytics['inventedNames'] {
  const byName = new Map<string, { calls: number; suggestions: Map<string, number> }>();
  for (const row of rows.inventedNames) {
    const entry = byName.get(row.tool_name) ?? { calls: 0, suggestions: new Map<string, number>() };
    entry.calls += row.calls;
    if (row.suggested_tool_name !== null) {
      entry.suggestions.set(row.suggested_tool_name, (entry.suggestions.get(row.suggested_tool_name) ?? 0) + row.calls);
    }
    byName.set(row.tool_name, entry);
  }
  return [...byName.entries()]
    .map(([name, entry]) => {
      const [suggestedTool] = [...entry.suggestions.entries()]
        .sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]))
        .map(([suggestion]) => suggestion);
      return { name, calls: entry.calls, suggestedTool: suggestedTool ?? null };
    })
    .sort((left, right) => right.calls - left.calls || left.name.localeCompare(right.name));
}

function recoveryByCategory(rows: AnalyticsRows): ToolAnalytics['recoveryByCategory'] {
  return errorCategories
    .map((category) => {
      const failedCalls = sum(rows.recovery.filter((row) => row.category === category), (row) => row.failed_calls);
      const recovered = sum(rows.recovery.filter((row) => row.category === category), (row) => row.recovered);
      return { category, failedCalls, recovered, rate: ratio(recovered, failedCalls) };
    })
    .sort((left, right) => right.failedCalls - left.failedCalls);
}

function attempt2ByRetrier(rows: AnalyticsRows): ToolAnalytics['retries']['attempt2ByRetrier'] {
  const of = (retriedBy: 'model' | 'executor') => {
    const attempts = sum(rows.retriers.filter((row) => row.retried_by === retriedBy), (row) => row.attempts);
    const successes = sum(rows.retriers.filter((row) => row.retried_by === retriedBy), (row) => row.successes);
    return { attempts, successes, successRate: ratio(successes, attempts) };
  };
  return { model: of('model'), executor: of('executor') };
}

/** Assembles a report from the validated rows of {@link queryAnalyticsRows}. Pure. */
export function buildToolAnalytics(rows: AnalyticsRows, filters: AnalyticsFilters): ToolAnalytics {
  const attempts = sum(rows.tools, (row) => row.attempts);
  const successes = sum(rows.tools, (row) => row.successes);
  const errors = sum(rows.tools, (row) => row.errors);
  const errorTotal = sum(rows.errors, (row) => row.errors);
  const errorsByCategory = errorCategories
    .map((category) => {
      const categoryErrors = sum(rows.errors.filter((row) => row.category === category), (row) => row.errors);
      return { category, errors: categoryErrors, share: ratio(categoryErrors, errorTotal) };
    })
    .sort((left, right) => right.errors - left.errors);
  const errorsByTool = catalogRows(rows.errors)
    .map((row) => ({ toolName: row.tool_name, category: row.category, errors: row.errors }))
    .sort((left, right) =>
      right.errors - left.errors || left.toolName.localeCompare(right.toolName) ||
      left.category.localeCompare(right.category)
    );
  const byAttempt = rows.attempts.map((row) => ({ ...row, successRate: ratio(row.successes, row.attempts) }));
  const attempt2SuccessRate = byAttempt.find((row) => row.attempt === 2)?.successRate ?? null;
  const errorsToModel = sum(rows.tools, (row) => row.errors_to_model);
  const questionErrors = sum(rows.tools, (row) => row.question_errors);
  const interactiveRate = ratio(questionErrors, errorsToModel);
  const turns = sum(rows.dailyTurns, (row) => row.turns);
  const fallbacks = sum(rows.dailyFallbacks, (row) => row.fallbacks);
  const daily = dailySeries(rows);
  const shownInventedNames = inventedNames(rows);
  const firstDay = daily[0]?.day;
  const lastDay = daily[daily.length - 1]?.day;
  return {
    filters,
    period: firstDay === undefined || lastDay === undefined ? null : { first: firstDay, last: lastDay },
    totals: { attempts, successes, errors, successRate: ratio(successes, attempts) },
    tools: toolTable(rows),
    errorsByCategory,
    errorsByTool,
    inventedNames: shownInventedNames,
    inventedNamesNotShown: {
      names: Math.max(0, (rows.inventedNames[0]?.names_total ?? 0) - shownInventedNames.length),
      calls: Math.max(0, (rows.inventedNames[0]?.calls_total ?? 0) - sum(shownInventedNames, (entry) => entry.calls)),
    },
    recoveryByCategory: recoveryByCategory(rows),
    retries: { byAttempt, attempt2SuccessRate, attempt2ByRetrier: attempt2ByRetrier(rows) },
    interactiveErrors: { errorsToModel, questionErrors, rate: interactiveRate },
    fallbacks: {
      turns,
      fallbacks,
      toolFallbacks: sum(rows.dailyFallbacks, (row) => row.tool_fallbacks),
      modelErrors: sum(rows.dailyFallbacks, (row) => row.model_errors),
      perTurn: ratio(fallbacks, turns),
    },
    daily,
    targets: judgeTargets({ retry_success_at_attempt_2: attempt2SuccessRate, interactive_error_rate: interactiveRate }),
  };
}
