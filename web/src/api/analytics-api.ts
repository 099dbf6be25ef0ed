/**
 * The analytics function: the signed-in user's tool metrics over a window, computed under
 * their row-level security. Only the fields this app draws are read.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { functionPath, invokeFunction } from './invoke-function.ts';

const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(1).nullable();

const analyticsSchema = z.object({
  totals: z.object({ attempts: count, successes: count, errors: count, successRate: rate }),
  tools: z.array(
    z.object({
      toolName: z.string(),
      attempts: count,
      successRate: rate,
      p50Ms: z.number().nullable(),
      p95Ms: z.number().nullable(),
    }),
  ),
  errorsByCategory: z.array(z.object({ category: z.string(), errors: count, share: rate })),
  retries: z.object({
    byAttempt: z.array(
      z.object({ attempt: z.number().int().positive(), attempts: count, successes: count, successRate: rate }),
    ),
    attempt2SuccessRate: rate,
  }),
  interactiveErrors: z.object({ errorsToModel: count, questionErrors: count, rate }),
  fallbacks: z.object({ turns: count, fallbacks: count, toolFallbacks: count, perTurn: z.number().nullable() }),
  daily: z.array(z.object({ day: z.string(), attempts: count, successes: count, successRate: rate })),
  targets: z.array(
    z.object({ id: z.string(), label: z.string(), value: rate, threshold: z.number(), met: z.boolean().nullable() }),
  ),
});

/** The report this app draws. */
export type AnalyticsReport = z.output<typeof analyticsSchema>;

/** The window: ISO dates (UTC days), both included. */
export interface AnalyticsWindow {
  readonly since: string;
  readonly until: string;
}

/** Loads the report for `window`. */
export function loadAnalytics(supabase: SupabaseClient, window: AnalyticsWindow): Promise<AnalyticsReport> {
  return invokeFunction(
    supabase,
    functionPath('analytics', { since: window.since, until: window.until }),
    analyticsSchema,
  );
}
