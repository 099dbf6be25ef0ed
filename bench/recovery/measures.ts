import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { CaseResult } from './run-case.ts';

/** The measures of RECOVERY.md for one system, plus counts that explain them (a type
 * alias, not an interface, so it is a JSON-serialisable benchmark summary). */
export type SystemSummary = {
  /** Recovered cases as a percentage of all cases, one decimal. */
  readonly recoveredPct: number;
  /** A tool ran with another name or other arguments than intended: the worst result. */
  readonly wrongExecutions: number;
  /** Mean feedback rounds over recovered cases; null when none recovered. */
  readonly meanRounds: number | null;
  /** Recovered cases fixed without asking the model. */
  readonly zeroRoundFixes: number;
  /** Mean o200k tokens over every feedback message sent; null when none was sent. */
  readonly meanTokens: number | null;
  /** 95th percentile (nearest rank) of the same; null when none was sent. */
  readonly p95Tokens: number | null;
  readonly cases: number;
  readonly recovered: number;
  /** The library raised, or sent the model nothing for the call. */
  readonly noAnswer: number;
};

/** Tokens of a feedback text in the o200k encoding (GPT-4o and later). */
export function feedbackTokens(text: string): number {
  return encode(text).length;
}

/** The nearest-rank percentile `percent` of `values`; null for no values. */
export function percentile(values: readonly number[], percent: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((left, right) => left - right);
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function rounded(value: number | null, decimals: number): number | null {
  if (value === null) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The measures over one system's case results. */
export function summarize(results: readonly CaseResult[]): SystemSummary {
  const recovered = results.filter((result) => result.status === 'recovered');
  const tokens = results.flatMap((result) => result.feedback.map(feedbackTokens));
  return {
    recoveredPct: rounded(results.length === 0 ? 0 : (100 * recovered.length) / results.length, 1) ?? 0,
    wrongExecutions: results.filter((result) => result.status === 'wrong-execution').length,
    meanRounds: rounded(mean(recovered.map((result) => result.rounds)), 2),
    zeroRoundFixes: recovered.filter((result) => result.rounds === 0).length,
    meanTokens: rounded(mean(tokens), 1),
    p95Tokens: percentile(tokens, 95),
    cases: results.length,
    recovered: recovered.length,
    noAnswer: results.filter((result) => result.status === 'no-answer').length,
  };
}
