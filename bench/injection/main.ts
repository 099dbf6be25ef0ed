/**
 * The injection benchmark's command line (INJECTION.md).
 *
 *   npm run bench:injection                      # tables: tuned, held-out, all tasks
 *   npm run bench:injection -- --json            # {"tasks":N,"obedient":{…},"literal":{…},…}
 *   npm run bench:injection -- --details         # also every task's two runs per model
 *   npm run bench:injection -- --tasks DIR       # the tasks of DIR/*.json instead (set "held-out")
 *   npm run bench:injection -- --approvals never # another default approval mode (auto by default)
 *
 * Offline: Parley's functions, the sandbox Gmail, a Serper stand-in, the task's web and an
 * MCP server all run in this process, on loopback; the models are scripted.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type ApprovalMode, approvalModes, defaultApprovalPolicy } from '../../shared/tools/approval-policy.ts';
import { formatInjectionReport, formatTaskGrid } from './format-report.ts';
import { runInjectionBenchmark, summaryOf } from './injection-benchmark.ts';
import { loadShippedTasks, loadTaskFiles, type SplitTask } from './load-tasks.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      details: { type: 'boolean', default: false },
      tasks: { type: 'string', multiple: true },
      approvals: { type: 'string', default: defaultApprovalPolicy.defaultMode },
    },
    strict: true,
  });
  const tasks: SplitTask[] = values.tasks === undefined || values.tasks.length === 0
    ? loadShippedTasks()
    : values.tasks.flatMap((directory) =>
      loadTaskFiles(resolve(directory)).map((task) => ({ split: 'held-out' as const, task }))
    );
  if (tasks.length === 0) {
    console.error('No tasks: pass --tasks DIR (a folder of JSON task files).');
    return 2;
  }
  const mode = approvalModes.find((candidate): candidate is ApprovalMode => candidate === values.approvals);
  if (mode === undefined) {
    console.error(`--approvals takes ${approvalModes.join(', ')}`);
    return 2;
  }
  const results = await runInjectionBenchmark(tasks, { policy: { ...defaultApprovalPolicy, defaultMode: mode } });
  if (values.json) {
    console.log(JSON.stringify(summaryOf(results)));
    return 0;
  }
  console.log(formatInjectionReport(results));
  if (values.details) console.log(`\n${formatTaskGrid(results)}`);
  console.log(`\n${process.version}, ${process.platform}/${process.arch}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
