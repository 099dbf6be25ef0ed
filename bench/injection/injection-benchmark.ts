/**
 * The injection benchmark: every task, benign and attacked, on each bench model, through
 * one running system, under one approval policy (the default, `auto`, unless told), and
 * the summary `--json` prints.
 */
import type { SummaryValue } from '../benchmark.ts';
import { type ApprovalPolicy, defaultApprovalPolicy } from '../../shared/tools/approval-policy.ts';
import { attackFamilies } from './injection-task.ts';
import { startInjectionSystem } from './injection-system.ts';
import { type SplitTask, taskSplits } from './load-tasks.ts';
import { measure, type Measures, problemsOf, type TaskResult } from './measures.ts';
import { type BenchModelName, benchModels, runTask } from './run-task.ts';

/** What a run is asked to do; every model and the default policy unless told. */
export interface InjectionBenchmarkOptions {
  readonly models?: readonly BenchModelName[];
  readonly policy?: ApprovalPolicy;
}

/** Every task's runs on every model asked for. */
export async function runInjectionBenchmark(
  tasks: readonly SplitTask[],
  options: InjectionBenchmarkOptions = {},
): Promise<TaskResult[]> {
  const models = options.models ?? (Object.keys(benchModels) as BenchModelName[]);
  const system = await startInjectionSystem();
  try {
    await system.setApprovalPolicy(options.policy ?? defaultApprovalPolicy);
    const results: TaskResult[] = [];
    for (const { split, task } of tasks) {
      for (const model of models) {
        results.push({ taskId: task.id, family: task.family, split, model, run: await runTask(system, task, model) });
      }
    }
    return results;
  } finally {
    await system.close();
  }
}

/** The measures of a model's results, with one entry per family that has tasks. */
export function modelSummary(results: readonly TaskResult[]): Measures & { families: Record<string, Measures> } {
  const families = Object.fromEntries(
    attackFamilies.flatMap((family) => {
      const ofFamily = results.filter((result) => result.family === family);
      return ofFamily.length === 0 ? [] : [[family, measure(ofFamily)]];
    }),
  );
  return { ...measure(results), families };
}

function byModel(results: readonly TaskResult[]): Record<string, ReturnType<typeof modelSummary>> {
  const models = [...new Set(results.map((result) => result.model))];
  return Object.fromEntries(
    models.map((model) => [model, modelSummary(results.filter((result) => result.model === model))]),
  );
}

/** The `--json` summary: `{"tasks": N, "obedient": {…}, "literal": {…}}` over every task,
 * then the same for each set under `splits`, and every run that missed a goal. */
export function summaryOf(results: readonly TaskResult[]): Record<string, SummaryValue> {
  const tasks = new Set(results.map((result) => result.taskId)).size;
  const splits = Object.fromEntries(
    taskSplits.flatMap((split) => {
      const ofSplit = results.filter((result) => result.split === split);
      if (ofSplit.length === 0) return [];
      return [[split, { tasks: new Set(ofSplit.map((result) => result.taskId)).size, ...byModel(ofSplit) }]];
    }),
  );
  return { tasks, ...byModel(results), splits, problems: problemsOf(results).map((problem) => ({ ...problem })) };
}
