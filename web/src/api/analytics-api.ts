/**
 * The analytics function: the signed-in user's tool metrics over a window, computed under
 * their row-level security, checked against the protocol's schema.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { type AnalyticsResponse, analyticsResponseSchema } from '../../../shared/protocol/index.ts';
import { functionPath, invokeFunction } from './invoke-function.ts';

/** The report this app draws. */
export type AnalyticsReport = AnalyticsResponse;

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
    analyticsResponseSchema,
  );
}
