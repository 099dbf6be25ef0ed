/**
 * Runs Parley's benchmarks.
 *
 *   npm run bench                        # every benchmark, as tables
 *   npm run bench -- --only executor     # one benchmark
 *   npm run bench -- --json              # {"executor":{…},"logWriter":{…}} on one line
 *
 * A new benchmark exports a {@link Benchmark} and is added to `benchmarks` below.
 */
import { parseArgs } from 'node:util';
import type { Benchmark, BenchmarkReport } from './benchmark.ts';
import { chatOverheadBenchmark } from './chat-overhead.ts';
import { executorBenchmark } from './executor.ts';
import { loadBenchmark } from './load.ts';
import { logWriterBenchmark } from './log-writer.ts';
import { recoveryBenchmark } from './recovery/recovery-benchmark.ts';
import { statementsBenchmark } from './statements/statements-benchmark.ts';

const benchmarks: readonly Benchmark[] = [
  executorBenchmark,
  chatOverheadBenchmark,
  logWriterBenchmark,
  recoveryBenchmark,
  loadBenchmark,
  statementsBenchmark,
];

/** The `--json` key of a benchmark: its name in camelCase (`log-writer` → `logWriter`). */
function jsonKeyOf(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
    strict: true,
  });
  const only = values.only ?? [];
  const unknown = only.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark ${unknown.join(', ')}; available: ${benchmarks.map((benchmark) => benchmark.name).join(', ')}`,
    );
    return 2;
  }
  const selected = only.length === 0 ? benchmarks : benchmarks.filter((benchmark) => only.includes(benchmark.name));
  const summaries: Record<string, BenchmarkReport['summary']> = {};
  for (const benchmark of selected) {
    if (!values.json) console.error(`running ${benchmark.name}…`);
    const report = await benchmark.run();
    summaries[jsonKeyOf(benchmark.name)] = report.summary;
    if (!values.json) console.log(`\n## ${benchmark.name}\n\n${report.table}\n`);
  }
  if (values.json) console.log(JSON.stringify(summaries));
  else console.log(`${process.version}, ${process.platform}/${process.arch}`);
  return 0;
}

process.exitCode = await main();
