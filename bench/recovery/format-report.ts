import { relative } from 'node:path';
import { textTable } from '../benchmark.ts';
import type { CaseFamily } from './load-cases.ts';
import { summarize, type SystemSummary } from './measures.ts';
import type { RecoveryRun } from './recovery-benchmark.ts';
import type { SystemName } from './recovery-system.ts';
import type { CaseResult } from './run-case.ts';

/** Said wherever the literal model's numbers are shown. */
export const literalModelNote =
  "The literal model (RECOVERY.md) fixes a mistake only when the feedback spells the fix out: these numbers measure how informative and how cheap each system's feedback is, not how a real model behaves.";

/** Said wherever the schema-aware model's numbers are shown. */
export const schemaAwareModelNote =
  "The schema-aware model (RECOVERY.md) is the literal model that also reads the tool definitions: it takes a system's first tool suggestion and renames a near-spelled unknown key to the declared one. Still a deterministic measure of feedback, not a prediction of a real model.";

/** What the numbers of a run under `model` measure. */
export function modelNoteOf(model: string): string {
  if (model === 'literal') return literalModelNote;
  if (model === 'schema-aware') return schemaAwareModelNote;
  return `A real model (${model}) in the model's seat: one run of a sampled model, so figures vary from run to run.`;
}

/** Which of Parley's goals from issue 7 a run missed; empty when all were met. */
export function missedParleyGoals(
  parley: SystemSummary,
  peers: Readonly<Partial<Record<SystemName, SystemSummary>>>,
): string[] {
  const missed: string[] = [];
  if (parley.recoveredPct < 95) missed.push('recovered < 95%');
  if (parley.wrongExecutions > 0) missed.push('wrong executions > 0');
  if ((parley.p95Tokens ?? 0) > 150) missed.push('p95 tokens > 150');
  for (const [system, peer] of Object.entries(peers)) {
    if (system !== 'parley' && peer !== undefined && peer.recoveredPct >= parley.recoveredPct) {
      missed.push(`not ahead of ${system}`);
    }
  }
  return missed;
}

function orDash(value: number | null, decimals: number): string {
  return value === null ? '-' : value.toFixed(decimals);
}

/** One cell of the per-case grid: `R` + rounds, `W` wrong execution, `-` not recovered,
 * `X` raised or no answer. */
function cellOf(result: CaseResult | undefined): string {
  if (result === undefined) return '';
  switch (result.status) {
    case 'recovered':
      return `R${result.rounds}`;
    case 'wrong-execution':
      return 'W';
    case 'no-answer':
      return 'X';
    case 'not-recovered':
      return '-';
  }
}

/** Every case's result on every system, one row a case. */
export function formatCaseGrid(run: RecoveryRun): string {
  const systems = Object.keys(run.results) as SystemName[];
  return textTable(
    ['case', 'kind', ...systems],
    run.cases.map((recoveryCase) => [
      recoveryCase.id,
      recoveryCase.kind,
      ...systems.map((system) => cellOf(run.results[system]?.find((result) => result.caseId === recoveryCase.id))),
    ]),
  );
}

function missLine(result: CaseResult): string {
  const detail = result.detail === undefined ? '' : `: ${result.detail}`;
  const lastFeedback = result.feedback.at(-1);
  const said = result.status === 'not-recovered' && lastFeedback !== undefined
    ? `; last feedback: ${JSON.stringify(lastFeedback)}`
    : '';
  return `- ${result.caseId} (${result.kind}) ${result.status} after ${result.rounds} round(s)${detail}${said}`;
}

/** The report for people: one row per system, the note, Parley's goals and misses. */
export function formatRecoveryReport(run: RecoveryRun, files: readonly string[]): string {
  const systems = Object.keys(run.summaries) as SystemName[];
  const rows = systems.flatMap((system) => {
    const summary = run.summaries[system];
    if (summary === undefined) return [];
    return [[
      system,
      `${summary.recoveredPct.toFixed(1)}% (${summary.recovered}/${summary.cases})`,
      String(summary.wrongExecutions),
      String(summary.noAnswer),
      orDash(summary.meanRounds, 2),
      String(summary.zeroRoundFixes),
      orDash(summary.meanTokens, 1),
      orDash(summary.p95Tokens, 0),
      `${orDash(summary.meanToolTokens, 1)} / ${orDash(summary.p95ToolTokens, 0)}`,
      `${orDash(summary.meanGuidanceTokens, 1)} / ${orDash(summary.p95GuidanceTokens, 0)}`,
      String(summary.firstSuggestionWrong),
    ]];
  });
  const table = textTable([
    'system',
    'recovered',
    'wrong executions',
    'raised / no answer',
    'mean rounds',
    '0-round fixes',
    'mean tokens',
    'p95 tokens',
    'tool msg mean / p95',
    'guidance mean / p95',
    'first suggestion wrong',
  ], rows);
  const lines = [
    `Model: ${run.model}. ${run.cases.length} cases from ${
      files.map((file) => relative(process.cwd(), file) || file).join(', ')
    }; tokens in o200k per failed round: tool message + the loop's guidance (mean / p95 of each part on the right).`,
    '',
    table,
    '',
    modelNoteOf(run.model),
  ];
  const parley = run.summaries.parley;
  if (parley !== undefined) {
    const missed = missedParleyGoals(parley, run.summaries);
    lines.push(
      `Parley's goals (≥ 95% recovered, 0 wrong executions, p95 ≤ 150 tokens, ahead of every peer): ${
        missed.length === 0 ? 'met' : `MISSED (${missed.join('; ')})`
      }.`,
    );
    const misses = (run.results.parley ?? []).filter((result) => result.status !== 'recovered');
    if (misses.length > 0) lines.push('Parley did not recover:', ...misses.map(missLine));
  }
  return lines.join('\n');
}

/** One table per case file: each system's recovered rate, wrong executions and tokens on
 * that file's cases alone, so tuned-on and fresh families can be told apart. */
export function formatFamilyReport(run: RecoveryRun, families: readonly CaseFamily[]): string {
  const systems = Object.keys(run.results) as SystemName[];
  const rows = families.flatMap((family) =>
    systems.map((system) => {
      const results = (run.results[system] ?? []).filter((result) => family.caseIds.has(result.caseId));
      const summary = summarize(results);
      return [
        relative(process.cwd(), family.file) || family.file,
        system,
        `${summary.recoveredPct.toFixed(1)}% (${summary.recovered}/${summary.cases})`,
        String(summary.wrongExecutions),
        orDash(summary.meanTokens, 1),
        orDash(summary.p95Tokens, 0),
        String(summary.firstSuggestionWrong),
      ];
    })
  );
  return textTable(
    ['case file', 'system', 'recovered', 'wrong executions', 'mean tokens', 'p95 tokens', 'first suggestion wrong'],
    rows,
  );
}
