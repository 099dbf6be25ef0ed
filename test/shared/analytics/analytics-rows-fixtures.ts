/**
 * Rows of the report queries the analytics tests build their reports from: none at all, and
 * a model that called the invented name `searchWeb` (no tool) three times.
 */
import type { AnalyticsRows } from '../../../shared/analytics/analytics-queries.ts';

/** Every query with no rows: the report of an agent that never called a tool. */
export function emptyAnalyticsRows(): AnalyticsRows {
  return {
    tools: [],
    durations: [],
    errors: [],
    inventedNames: [],
    attempts: [],
    recovery: [],
    retriers: [],
    dailyTools: [],
    dailyTurns: [],
    dailyFallbacks: [],
  };
}

/** The per-tool row of `searchWeb`, a name the model invented, called three times, each a `not_found`. */
export const inventedSearchWebTool: AnalyticsRows['tools'][number] = {
  tool_name: 'searchWeb',
  invented: true,
  attempts: 3,
  successes: 0,
  errors: 3,
  errors_to_model: 3,
  question_errors: 0,
};

/** The error row of those three calls. */
export const inventedSearchWebErrors: AnalyticsRows['errors'][number] = {
  tool_name: 'searchWeb',
  invented: true,
  category: 'not_found',
  errors: 3,
};
