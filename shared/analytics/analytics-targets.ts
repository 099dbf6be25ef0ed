import type { AnalyticsTarget } from '../protocol/tool-analytics.ts';

/** The goals the issue sets, each met when the measured share is strictly greater. */
export const analyticsTargets = {
  /** A retry should usually fix the call: the feedback told the model what to change, or
   * the upstream hiccup passed. Below 60% the feedback is not actionable enough. */
  retry_success_at_attempt_2: { label: 'Retries that succeed at attempt 2', threshold: 0.6 },
  /** Most failures should come back as a question the model can answer or pass to the
   * user, rather than a dead end. */
  interactive_error_rate: { label: 'Errors the model received as a question', threshold: 0.8 },
} as const;

/** Judges each target against the measured values (null value: no data, no verdict). */
export function judgeTargets(
  values: Readonly<Record<keyof typeof analyticsTargets, number | null>>,
): AnalyticsTarget[] {
  return (Object.keys(analyticsTargets) as (keyof typeof analyticsTargets)[]).map((id) => {
    const { label, threshold } = analyticsTargets[id];
    const value = values[id];
    return { id, label, value, threshold, met: value === null ? null : value > threshold };
  });
}
