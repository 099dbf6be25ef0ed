/**
 * The recovery benchmark of RECOVERY.md: every case on every system, with the literal
 * model in the model's seat, summarised per system.
 */
import type { Benchmark } from '../benchmark.ts';
import { formatRecoveryReport } from './format-report.ts';
import { defaultCaseFiles, loadCases } from './load-cases.ts';
import { summarize, type SystemSummary } from './measures.ts';
import type { RecoveryCase } from './recovery-case.ts';
import { literalModel, type RecoveryModel } from './recovery-model.ts';
import type { RecoverySystem, SystemName } from './recovery-system.ts';
import { type CaseResult, runCase } from './run-case.ts';
import { aiSdkSystem } from './systems/ai-sdk-system.ts';
import { langGraphSystem } from './systems/langgraph-system.ts';
import { openAiAgentsSystem } from './systems/openai-agents-system.ts';
import { parleySystem } from './systems/parley-system.ts';

/** Every system compared, in report order. */
export const recoverySystems: readonly RecoverySystem[] = [
  parleySystem,
  aiSdkSystem,
  langGraphSystem,
  openAiAgentsSystem,
];

/** What one run measured: each system's case results and summary, under one model. */
export interface RecoveryRun {
  /** The model in the model's seat (RECOVERY.md): `literal`, `schema-aware`, or
   * `provider:model-id`. */
  readonly model: string;
  readonly cases: readonly RecoveryCase[];
  /** Keyed by the systems run, in the order they ran. */
  readonly results: Readonly<Partial<Record<SystemName, readonly CaseResult[]>>>;
  readonly summaries: Readonly<Partial<Record<SystemName, SystemSummary>>>;
}

/** Runs every case on every system with `model` (the literal model unless told), cases
 * one after another, so runs never overlap. */
export async function runRecoveryBenchmark(
  cases: readonly RecoveryCase[],
  systems: readonly RecoverySystem[] = recoverySystems,
  model: RecoveryModel = literalModel,
): Promise<RecoveryRun> {
  const results: Partial<Record<SystemName, CaseResult[]>> = {};
  const summaries: Partial<Record<SystemName, SystemSummary>> = {};
  for (const system of systems) {
    const systemResults: CaseResult[] = [];
    for (const recoveryCase of cases) systemResults.push(await runCase(system, recoveryCase, model));
    results[system.name] = systemResults;
    summaries[system.name] = summarize(systemResults);
  }
  return { model: model.name, cases, results, summaries };
}

/** The recovery benchmark for `bench/index.ts`, on the shipped cases. */
export const recoveryBenchmark: Benchmark = {
  name: 'recovery',
  async run() {
    const files = defaultCaseFiles();
    const run = await runRecoveryBenchmark(loadCases(files));
    return { summary: run.summaries, table: formatRecoveryReport(run, files) };
  },
};
