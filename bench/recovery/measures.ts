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
  /** Mean o200k tokens a failed round adds for the model to read — the tool message plus
   * the loop's guidance — over every round whose feedback was sent; null when none was. */
  readonly meanTokens: number | null;
  /** 95th percentile (nearest rank) of the same; null when none was sent. */
  readonly p95Tokens: number | null;
  /** The tool message's part of {@link meanTokens} and its own p95. */
  readonly meanToolTokens: number | null;
  readonly p95ToolTokens: number | null;
  /** The guidance message's part (0 for a system whose loop adds none) and its own p95. */
  readonly meanGuidanceTokens: number | null;
  readonly p95GuidanceTokens: number | null;
  readonly cases: number;
  readonly recovered: number;
  /** The library raised, or sent the model nothing for the call. */
  readonly noAnswer: number;
  /** Cases where some round's feedback named the intended tool, but another catalog tool
   * before it (RECOVERY.md): a model that takes the first suggestion goes astray. */
  readonly firstSuggestionWrong: number;
};

/** Tokens of a feedback text in the o200k encoding (GPT-4o and later); 0 for none. */
export function feedbackTokens(text: string): number {
  return text.length === 0 ? 0 : encode(text).length;
}

/** The tokens of each failed round of a result: tool message, guidance and their sum. */
export function roundTokens(
  result: Pick<CaseResult, 'feedback' | 'guidance'>,
): { tool: number; guidance: number; total: number }[] {
  return result.feedback.map((text, index) => {
    const tool = feedbackTokens(text);
    const guidance = feedbackTokens(result.guidance[index] ?? '');
    return { tool, guidance, total: tool + guidance };
  });
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
  const rounds = results.flatMap(roundTokens);
  const tokens = rounds.map((round) => round.total);
  const toolTokens = rounds.map((round) => round.tool);
  const guidanceTokens = rounds.map((round) => round.guidance);
  return {
    recoveredPct: rounded(results.length === 0 ? 0 : (100 * recovered.length) / results.length, 1) ?? 0,
    wrongExecutions: results.filter((result) => result.status === 'wrong-execution').length,
    meanRounds: rounded(mean(recovered.map((result) => result.rounds)), 2),
    zeroRoundFixes: recovered.filter((result) => result.rounds === 0).length,
    meanTokens: rounded(mean(tokens), 1),
    p95Tokens: percentile(tokens, 95),
    meanToolTokens: rounded(mean(toolTokens), 1),
    p95ToolTokens: percentile(toolTokens, 95),
    meanGuidanceTokens: rounded(mean(guidanceTokens), 1),
    p95GuidanceTokens: percentile(guidanceTokens, 95),
    cases: results.length,
    recovered: recovered.length,
    noAnswer: results.filter((result) => result.status === 'no-answer').length,
    firstSuggestionWrong: results.filter((result) => result.firstSuggestionWrong).length,
  };
}
