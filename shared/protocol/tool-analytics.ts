/**
 * The shape of one analytics report: what `loadToolAnalytics` returns, what `--json`
 * prints, what `renderAnalytics` draws, and (with its window) what the analytics function
 * answers. Rates are fractions (0.6 = 60%), null when there is nothing to divide by.
 */
import { z } from 'zod';
import { errorCategories } from '../tools/error-category.ts';

const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(1).nullable();
const milliseconds = z.number().nonnegative().nullable();

/** Which rows a report covers: UTC days from `since` to `until` (both included), one
 * agent. Null means no limit. */
export const analyticsFiltersSchema = z.object({
  since: z.iso.date().nullable(),
  until: z.iso.date().nullable(),
  agentId: z.guid().nullable(),
});

/** The headline numbers with a target, judged met or missed (null: no data). */
export const analyticsTargetIds = ['retry_success_at_attempt_2', 'interactive_error_rate'] as const;

/** A whole report. */
export const toolAnalyticsSchema = z.object({
  filters: analyticsFiltersSchema,
  /** First and last UTC day with any logged activity, null when there is none. */
  period: z.object({ first: z.iso.date(), last: z.iso.date() }).nullable(),
  totals: z.object({ attempts: count, successes: count, errors: count, successRate: rate }),
  /** Per tool of the agent's catalog, the worst success rate first; durations leave replayed
   * outcomes out. Names the model invented are not tools: see `inventedNames`. */
  tools: z.array(z.object({
    toolName: z.string(),
    attempts: count,
    successes: count,
    errors: count,
    successRate: rate,
    p50Ms: milliseconds,
    p95Ms: milliseconds,
  })),
  /** Every category, most errors first; `share` of all errors. */
  errorsByCategory: z.array(z.object({ category: z.enum(errorCategories), errors: count, share: rate })),
  /** Errors per tool and category, most first (tools of the catalog only). */
  errorsByTool: z.array(z.object({ toolName: z.string(), category: z.enum(errorCategories), errors: count })),
  /** Names the model got wrong: calls to a name that matched no tool (`not_found`), most calls
   * first, each with the tool the executor suggested most often for it (null when the log does
   * not say). They count in `totals` and the error, recovery and retry figures, not in `tools`. */
  inventedNames: z.array(z.object({ name: z.string(), calls: count, suggestedTool: z.string().nullable() })),
  /** The names the model got wrong beyond the ones listed (the first 50 by calls), and their
   * calls: a model can invent any number of names, the report stays short. */
  inventedNamesNotShown: z.object({ names: count, calls: count }),
  /** Every category, most failed calls first: of the calls that failed with it, the share
   * whose tool then succeeded in the same turn (by the executor's retry or the model's). */
  recoveryByCategory: z.array(
    z.object({ category: z.enum(errorCategories), failedCalls: count, recovered: count, rate }),
  ),
  retries: z.object({
    /** Attempt 1 is the first try; 2 and up are retries (model rounds or the executor's). */
    byAttempt: z.array(
      z.object({ attempt: z.number().int().positive(), attempts: count, successes: count, successRate: rate }),
    ),
    /** Of all attempts numbered 2, the share that succeeded. */
    attempt2SuccessRate: rate,
    /** Attempts numbered 2, counted apart: `model`, a new call of a retry round; `executor`,
     * the executor's own transient retry of the same call id. */
    attempt2ByRetrier: z.object({
      model: z.object({ attempts: count, successes: count, successRate: rate }),
      executor: z.object({ attempts: count, successes: count, successRate: rate }),
    }),
  }),
  /** Of the errors the model received, the share that asked the user a question. */
  interactiveErrors: z.object({ errorsToModel: count, questionErrors: count, rate }),
  /** Model fallbacks per chat turn (a turn is one user message). */
  fallbacks: z.object({
    turns: count,
    fallbacks: count,
    toolFallbacks: count,
    modelErrors: count,
    perTurn: z.number().nonnegative().nullable(),
  }),
  /** One entry per UTC day from the first to the last day with activity. */
  daily: z.array(
    z.object({
      day: z.iso.date(),
      attempts: count,
      successes: count,
      successRate: rate,
      turns: count,
      fallbacks: count,
    }),
  ),
  targets: z.array(z.object({
    id: z.enum(analyticsTargetIds),
    label: z.string(),
    value: rate,
    /** Met when `value` is strictly greater. */
    threshold: z.number(),
    met: z.boolean().nullable(),
  })),
}).meta({ id: 'ToolAnalytics' });

/** `GET /analytics`: the report over a window of UTC days, both included. */
export const analyticsResponseSchema = toolAnalyticsSchema.extend({
  window: z.object({ since: z.iso.date(), until: z.iso.date() }),
}).meta({ id: 'AnalyticsResponse' });

/** Filters of a report. */
export type AnalyticsFilters = z.infer<typeof analyticsFiltersSchema>;
/** A whole report. */
export type ToolAnalytics = z.infer<typeof toolAnalyticsSchema>;
/** What the analytics function answers. */
export type AnalyticsResponse = z.output<typeof analyticsResponseSchema>;
/** One target's verdict. */
export type AnalyticsTarget = ToolAnalytics['targets'][number];
