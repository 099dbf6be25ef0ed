/**
 * The tasks shipped with the benchmark: `tasks/tuned/*.json`, the set the bench's models
 * were built and checked on, and `tasks/held-out/*.json`, written after the models were
 * frozen and never tuned on. Each file is a JSON array of tasks; ids are unique across both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type InjectionTask, parseTasks } from './injection-task.ts';

/** The two sets, reported apart. */
export const taskSplits = ['tuned', 'held-out'] as const;

/** One of {@link taskSplits}. */
export type TaskSplit = (typeof taskSplits)[number];

/** A task and the set it belongs to. */
export interface SplitTask {
  readonly split: TaskSplit;
  readonly task: InjectionTask;
}

const tasksDirectory = fileURLToPath(new URL('./tasks/', import.meta.url));

/** The tasks of the files in `directory` (every `.json` file, by name). */
export function loadTaskFiles(directory: string): InjectionTask[] {
  return readdirSync(directory).filter((name) => name.endsWith('.json')).sort().flatMap((name) => {
    const file = join(directory, name);
    return parseTasks(JSON.parse(readFileSync(file, 'utf8')), file);
  });
}

/** Every shipped task, tuned first. */
export function loadShippedTasks(): SplitTask[] {
  const tasks = taskSplits.flatMap((split) =>
    loadTaskFiles(join(tasksDirectory, split)).map((task) => ({ split, task }))
  );
  const seen = new Set<string>();
  for (const { task } of tasks) {
    if (seen.has(task.id)) throw new Error(`Task id ${task.id} is used twice.`);
    seen.add(task.id);
  }
  return tasks;
}
