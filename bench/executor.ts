/**
 * Per-call overhead of `executor.execute` among 250 MCP-style tools: what the executor
 * itself costs a chat turn on top of the handlers it runs.
 *
 *   npm run bench:executor            # readable table
 *   npm run bench:executor -- --json  # {"executor":{"hitMedianUs":…,…}}
 */
import { Bench } from 'tinybench';
import { createToolExecutor, type ToolCall, type ToolExecutor, type ToolOutcome } from '../shared/tools/index.ts';
import { type Benchmark, type BenchmarkReport, isEntryPoint, textTable } from './benchmark.ts';
import { createMcpStyleTools } from './mcp-tool-catalog.ts';

/** Medians of the three cases, in microseconds per call. */
export interface ExecutorBenchmarkResult {
  readonly hitMedianUs: number;
  readonly unknownOf250MedianUs: number;
  readonly invalidArgsMedianUs: number;
}

/** One measured case, with the spread around its median. */
export interface ExecutorCaseMeasurement {
  readonly key: keyof ExecutorBenchmarkResult;
  readonly label: string;
  readonly medianUs: number;
  readonly p99Us: number;
  readonly meanUs: number;
  readonly samples: number;
  /** The target for the median; reported, not asserted. */
  readonly goalUs: number | null;
}

export interface ExecutorBenchmarkOptions {
  /** Measuring time per case in milliseconds (after warm-up). */
  readonly timeMs?: number;
}

interface Case {
  readonly key: keyof ExecutorBenchmarkResult;
  readonly label: string;
  readonly call: ToolCall;
  /** What the outcome must be, so the case measures the path it names. */
  readonly expect: (outcome: ToolOutcome) => boolean;
  readonly goalUs: number | null;
}

const cases: readonly Case[] = [
  {
    key: 'hitMedianUs',
    label: 'hit: resolve, validate, no-op handler, outcome',
    call: { id: 'call_hit', name: 'jira__get_task', arguments: '{"taskId":"PROJ-1234"}' },
    expect: (outcome) => outcome.type === 'tool-result',
    goalUs: 50,
  },
  {
    key: 'unknownOf250MedianUs',
    label: 'unknown name among 250 tools (suggestions)',
    call: { id: 'call_unknown', name: 'jira__fetch_ticket_details', arguments: '{"ticketId":"PROJ-1234"}' },
    expect: (outcome) => outcome.type === 'tool-error' && outcome.category === 'not_found',
    goalUs: 500,
  },
  {
    key: 'invalidArgsMedianUs',
    label: 'invalid arguments (number for a string)',
    call: { id: 'call_invalid', name: 'jira__get_task', arguments: '{"taskId":1234}' },
    expect: (outcome) => outcome.type === 'tool-error' && outcome.category === 'invalid_arguments',
    goalUs: null,
  },
];

function microseconds(milliseconds: number): number {
  return Math.round(milliseconds * 1000 * 100) / 100;
}

/** Fails loudly if a case does not take the path it claims to measure. */
async function checkCases(executor: ToolExecutor): Promise<void> {
  for (const item of cases) {
    const outcome = await executor.execute(item.call);
    if (!item.expect(outcome)) {
      throw new Error(
        `Benchmark case "${item.label}" got an unexpected outcome: ${
          JSON.stringify({
            type: outcome.type,
            category: 'category' in outcome ? outcome.category : undefined,
            modelMessage: outcome.modelMessage,
          })
        }`,
      );
    }
  }
}

/** Measures each case with tinybench and returns the per-call statistics. */
export async function measureExecutor(options: ExecutorBenchmarkOptions = {}): Promise<ExecutorCaseMeasurement[]> {
  const tools = createMcpStyleTools();
  if (tools.length !== 250) throw new Error(`Expected 250 tools in the catalog, got ${tools.length}.`);
  const executor = createToolExecutor({ tools });
  await checkCases(executor);

  const bench = new Bench({
    name: 'executor',
    time: options.timeMs ?? 1500,
    warmupTime: 300,
    timestampProvider: 'hrtimeNow',
    throws: true,
  });
  for (const item of cases) bench.add(item.key, () => executor.execute(item.call), { async: true });
  await bench.run();

  return cases.map((item) => {
    const result = bench.getTask(item.key)?.result;
    if (result === undefined || (result.state !== 'completed' && result.state !== 'aborted-with-statistics')) {
      throw new Error(`Benchmark case "${item.label}" did not complete (${result?.state ?? 'missing'}).`);
    }
    return {
      key: item.key,
      label: item.label,
      medianUs: microseconds(result.latency.p50),
      p99Us: microseconds(result.latency.p99),
      meanUs: microseconds(result.latency.mean),
      samples: result.latency.samplesCount,
      goalUs: item.goalUs,
    };
  });
}

function mediansOf(measurements: readonly ExecutorCaseMeasurement[]): ExecutorBenchmarkResult {
  const median = (key: keyof ExecutorBenchmarkResult): number =>
    measurements.find((measurement) => measurement.key === key)?.medianUs ?? Number.NaN;
  return {
    hitMedianUs: median('hitMedianUs'),
    unknownOf250MedianUs: median('unknownOf250MedianUs'),
    invalidArgsMedianUs: median('invalidArgsMedianUs'),
  };
}

/** The executor medians in microseconds per call; see {@link measureExecutor}. */
export async function runExecutorBenchmark(options: ExecutorBenchmarkOptions = {}): Promise<ExecutorBenchmarkResult> {
  return mediansOf(await measureExecutor(options));
}

/** The measurements as a text table, with each goal and whether the median meets it. */
export function formatExecutorTable(measurements: readonly ExecutorCaseMeasurement[]): string {
  const rows = measurements.map((measurement) => [
    measurement.label,
    measurement.medianUs.toFixed(2),
    measurement.p99Us.toFixed(2),
    measurement.meanUs.toFixed(2),
    String(measurement.samples),
    measurement.goalUs === null
      ? '-'
      : `< ${measurement.goalUs} ${measurement.medianUs < measurement.goalUs ? 'met' : 'MISSED'}`,
  ]);
  return textTable(
    ['executor.execute (250 tools)', 'median µs', 'p99 µs', 'mean µs', 'samples', 'goal (median)'],
    rows,
  );
}

/** The executor benchmark as `bench/index.ts` runs it. */
export const executorBenchmark: Benchmark = {
  name: 'executor',
  async run(): Promise<BenchmarkReport> {
    const measurements = await measureExecutor();
    return { summary: { ...mediansOf(measurements) }, table: formatExecutorTable(measurements) };
  },
};

if (isEntryPoint(import.meta.url)) {
  const json = process.argv.includes('--json');
  const report = await executorBenchmark.run();
  if (json) console.log(JSON.stringify({ executor: report.summary }));
  else console.log(`${report.table}\n\n${process.version}, ${process.platform}/${process.arch}`);
}
