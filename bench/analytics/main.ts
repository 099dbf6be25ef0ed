/**
 * The analytics-at-scale bench's command line.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:analytics -- --rows 200000
 *   npm run bench:analytics -- --rows 10000000 --json     # one JSON line
 *   npm run bench:analytics -- --rows 200000 --keep       # keep the database to look at
 *   npm run bench:analytics -- --rows 200000 --no-jit     # JIT off in the bench database
 *   npm run bench:analytics -- --rows 200000 --runs 11    # timed runs per query (default 7)
 *
 * Needs a PostgreSQL server (DATABASE_URL); it creates a database of its own there.
 * Progress goes to stderr, the report to stdout.
 */
import { parseArgs } from 'node:util';
import { runAnalyticsBenchmark } from './analytics-benchmark.ts';
import { benchArgumentsOf } from './bench-arguments.ts';
import { benchmarkJsonOf } from './benchmark-result.ts';
import { formatAnalyticsReport } from './format-report.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      runs: { type: 'string' },
      json: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      'no-jit': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const parsed = benchArgumentsOf(values, process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const { serverUrl, rows, runs } = parsed.arguments;
  const result = await runAnalyticsBenchmark({
    serverUrl,
    rows,
    runs,
    keep: values.keep,
    jit: !values['no-jit'],
    insertBatchSize: 100,
    insertBatchesPerRound: 20,
    insertRounds: 5,
    now: new Date(),
    progress: (line) => console.error(`bench:analytics: ${line}`),
  });
  console.log(values.json ? JSON.stringify(benchmarkJsonOf(result)) : formatAnalyticsReport(result));
  if (values.keep) console.error(`bench:analytics: kept ${result.database}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
