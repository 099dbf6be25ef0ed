/**
 * Rows per second of the outcome log writer (one multi-row insert per request) against
 * one insert per row, on the local Postgres server and on in-memory PGlite.
 *
 *   npm run bench -- --only log-writer       # readable table
 *   tsx bench/log-writer.ts --json           # {"logWriter":{…}}
 *
 * The server is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; the
 * bench creates a database of its own there and drops it at the end. With no server
 * answering, the server half is skipped with a note.
 */
import { createOutcomeLogWriter } from '../shared/db/outcome-log-writer.ts';
import { type RequestLogContext, toolExecutionRowsOf } from '../shared/db/outcome-log-rows.ts';
import { createPgliteClient } from '../shared/db/pglite-client.ts';
import { createPostgresClient } from '../shared/db/postgres-client.ts';
import { createModelEventsRepository } from '../shared/db/repositories/model-events-repository.ts';
import {
  createToolExecutionsRepository,
  type ToolExecutionRow,
} from '../shared/db/repositories/tool-executions-repository.ts';
import type { SqlClient } from '../shared/db/sql-client.ts';
import { silentLogger } from '../shared/log/logger.ts';
import type { ToolOutcome } from '../shared/tools/tool-outcome.ts';
import { prepareLocalDatabase } from '../local/prepare-database.ts';
import { type Benchmark, type BenchmarkReport, isEntryPoint, textTable } from './benchmark.ts';

/** Throughput of the two ways of writing on one database. */
export interface LogWriterMeasurement {
  readonly batchedRowsPerSec: number;
  readonly rowAtATimeRowsPerSec: number;
}

/** Both databases at one batch size; `server` is null when no server answered. */
export interface LogWriterBatchResult {
  readonly rowsPerRequest: number;
  readonly server: LogWriterMeasurement | null;
  readonly pglite: LogWriterMeasurement;
}

/** The headline at a busy chat turn's rows, and the same at a bigger batch. */
export interface LogWriterBenchmarkResult extends LogWriterBatchResult {
  /** How the gain grows with rows per statement. */
  readonly bigBatch: LogWriterBatchResult;
  /** Why the server was skipped, when it was. */
  readonly serverNote?: string;
}

/** Knobs, for a quicker or longer run. */
export interface LogWriterBenchmarkOptions {
  /** Rows one request writes in the headline: a busy chat turn. */
  readonly rowsPerRequest?: number;
  /** Rows per request of the second measurement. */
  readonly bigBatchRowsPerRequest?: number;
  /** Measuring time per mode, batch size and database, after a short warm-up. */
  readonly timeMs?: number;
  readonly serverUrl?: string;
}

/** The goal: the batched writer at least this many times row-at-a-time, on the server. */
export const speedupGoal = 10;

/** Rounds per mode; the median round counts. */
const rounds = 5;

const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

const singleRowInsert = `
  insert into public.tool_executions (request_id, conversation_id, agent_id, user_id, tool_call_id, requested_tool_name,
    resolved_tool_name, attempt, status, category, model_message, input, duration_ms, retry_requested, model,
    idempotency_key, replayed, source, provider, detail, created_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16, $17, $18, $19, $20::jsonb, $21)`;

function outcomesOf(request: number, count: number): ToolOutcome[] {
  return Array.from({ length: count }, (_, index): ToolOutcome => {
    const common = {
      toolCallId: `call_${request}_${index}`,
      requestedName: 'web_search',
      resolvedName: 'web_search',
      input: { query: `parley ${index}`, count: 5 },
      attempt: 1,
      durationMs: 40 + index,
      startedAt: new Date().toISOString(),
      idempotencyKey: null,
      replayed: false,
      earlierAttempts: [],
    };
    return index % 4 === 3
      ? {
        ...common,
        type: 'tool-error',
        category: 'transient',
        modelRetry: false,
        modelMessage: 'The search service is busy.',
        detail: { message: 'Upstream answered 503', errorName: 'ToolError', status: 503, provider: 'serper' },
      }
      : { ...common, type: 'tool-result', modelRetry: false, output: { results: [] }, modelMessage: '{"results":[]}' };
  });
}

function parametersOf(row: ToolExecutionRow) {
  return [
    row.requestId,
    row.conversationId,
    row.agentId,
    row.userId,
    row.toolCallId,
    row.requestedToolName,
    row.resolvedToolName,
    row.attempt,
    row.status,
    row.category,
    row.modelMessage,
    JSON.stringify(row.input),
    row.durationMs,
    row.retryRequested,
    row.model,
    row.idempotencyKey,
    row.replayed,
    row.source,
    row.provider,
    JSON.stringify(row.detail),
    row.createdAt,
  ];
}

/** Rows per second of `request` (which writes `rowsPerRequest` rows), run for `timeMs`. */
async function rowsPerSecond(rowsPerRequest: number, timeMs: number, request: () => Promise<void>): Promise<number> {
  let requests = 0;
  const started = performance.now();
  while (performance.now() - started < timeMs) {
    await request();
    requests += 1;
  }
  return (requests * rowsPerRequest * 1000) / (performance.now() - started);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Alternates the modes over several rounds, so a burst of load elsewhere on the machine
 * hits both alike, and keeps each mode's median round. */
async function compare(
  rowsPerRequest: number,
  timeMs: number,
  modes: { batched: () => Promise<void>; rowAtATime: () => Promise<void> },
): Promise<LogWriterMeasurement> {
  for (let warmUp = 0; warmUp < 5; warmUp += 1) {
    await modes.batched();
    await modes.rowAtATime();
  }
  const batched: number[] = [];
  const rowAtATime: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    batched.push(await rowsPerSecond(rowsPerRequest, timeMs / rounds, modes.batched));
    rowAtATime.push(await rowsPerSecond(rowsPerRequest, timeMs / rounds, modes.rowAtATime));
  }
  return { batchedRowsPerSec: Math.round(median(batched)), rowAtATimeRowsPerSec: Math.round(median(rowAtATime)) };
}

/** Measures both ways of writing on a prepared database `sql`, at each batch size. */
async function measure(sql: SqlClient, sizes: readonly number[], timeMs: number): Promise<LogWriterMeasurement[]> {
  const [conversation] = await sql.query<{ id: string }>(
    `insert into public.conversations (agent_id, user_id, title) values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'bench') returning id`,
  );
  const context = (index: number): RequestLogContext => ({
    requestId: `req_${index}`,
    conversationId: conversation?.id ?? null,
    model: 'gpt-4o-mini',
    source: 'chat',
  });
  const writer = createOutcomeLogWriter({
    toolExecutions: createToolExecutionsRepository(sql),
    modelEvents: createModelEventsRepository(sql),
    logger: silentLogger,
  });
  let request = 0;
  const measurements: LogWriterMeasurement[] = [];
  for (const rowsPerRequest of sizes) {
    measurements.push(
      await compare(rowsPerRequest, timeMs, {
        async batched() {
          request += 1;
          const log = writer.forRequest(context(request));
          log.recordTool(outcomesOf(request, rowsPerRequest));
          const report = await log.flush();
          if (report.written.toolExecutions !== rowsPerRequest) {
            throw new Error(`The writer wrote ${report.written.toolExecutions} of ${rowsPerRequest} rows.`);
          }
        },
        async rowAtATime() {
          request += 1;
          for (const outcome of outcomesOf(request, rowsPerRequest)) {
            for (const row of toolExecutionRowsOf(outcome, context(request))) {
              await sql.query(singleRowInsert, parametersOf(row));
            }
          }
        },
      }),
    );
  }
  return measurements;
}

async function measureServer(
  url: string,
  sizes: readonly number[],
  timeMs: number,
): Promise<LogWriterMeasurement[] | string> {
  const admin = createPostgresClient(url, { maxConnections: 1, connectTimeoutSeconds: 2 });
  try {
    await admin.query('select 1');
  } catch (error) {
    await admin.close().catch(() => {});
    return `no server answered at ${new URL(url).host} (${error instanceof Error ? error.message : String(error)})`;
  }
  const name = `parley_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  await admin.exec(`create database "${name}"`);
  const sql = createPostgresClient(databaseUrl.toString(), { maxConnections: 1 });
  try {
    await prepareLocalDatabase(sql, { seed: true });
    return await measure(sql, sizes, timeMs);
  } finally {
    await sql.close().catch(() => {});
    await admin.exec(`drop database if exists "${name}" with (force)`);
    await admin.close();
  }
}

async function measurePglite(sizes: readonly number[], timeMs: number): Promise<LogWriterMeasurement[]> {
  const sql = await createPgliteClient();
  try {
    await prepareLocalDatabase(sql, { seed: true });
    return await measure(sql, sizes, timeMs);
  } finally {
    await sql.close();
  }
}

/** Measures the batched writer against one insert per row on the server and on PGlite. */
export async function runLogWriterBenchmark(
  options: LogWriterBenchmarkOptions = {},
): Promise<LogWriterBenchmarkResult> {
  const sizes = [options.rowsPerRequest ?? 20, options.bigBatchRowsPerRequest ?? 100] as const;
  const timeMs = options.timeMs ?? 1500;
  const configured = process.env.DATABASE_URL?.trim();
  const server = await measureServer(
    options.serverUrl ?? (configured === undefined || configured === '' ? defaultServerUrl : configured),
    sizes,
    timeMs,
  );
  const pglite = await measurePglite(sizes, timeMs);
  const at = (index: 0 | 1): LogWriterBatchResult => ({
    rowsPerRequest: sizes[index],
    server: typeof server === 'string' ? null : server[index] ?? null,
    pglite: pglite[index] as LogWriterMeasurement,
  });
  return { ...at(0), bigBatch: at(1), ...(typeof server === 'string' ? { serverNote: server } : {}) };
}

function speedupOf(measurement: LogWriterMeasurement): number {
  return Math.round((measurement.batchedRowsPerSec / measurement.rowAtATimeRowsPerSec) * 10) / 10;
}

/** The `--json` shape: `server` and `pglite`, each `{ batchedRowsPerSec,
 * rowAtATimeRowsPerSec, speedup }` at the headline batch size (`server` null when no server
 * answered), and the same at the bigger batch under `bigBatch`. */
export function summaryOf(result: LogWriterBenchmarkResult) {
  const of = (measurement: LogWriterMeasurement | null) =>
    measurement === null ? null : {
      batchedRowsPerSec: measurement.batchedRowsPerSec,
      rowAtATimeRowsPerSec: measurement.rowAtATimeRowsPerSec,
      speedup: speedupOf(measurement),
    };
  return {
    rowsPerRequest: result.rowsPerRequest,
    server: of(result.server),
    pglite: of(result.pglite),
    bigBatch: {
      rowsPerRequest: result.bigBatch.rowsPerRequest,
      server: of(result.bigBatch.server),
      pglite: of(result.bigBatch.pglite),
    },
  };
}

/** The result as a text table, with the server goal and whether it was met. */
export function formatLogWriterTable(result: LogWriterBenchmarkResult): string {
  const row = (label: string, batch: LogWriterBatchResult, measurement: LogWriterMeasurement, goal: boolean) => [
    label,
    String(batch.rowsPerRequest),
    String(measurement.batchedRowsPerSec),
    String(measurement.rowAtATimeRowsPerSec),
    `${speedupOf(measurement)}×`,
    goal ? `≥ ${speedupGoal}× ${speedupOf(measurement) >= speedupGoal ? 'met' : 'MISSED'}` : '-',
  ];
  const rows = [result, result.bigBatch].flatMap((batch) => [
    ...(batch.server === null ? [] : [row('postgres server', batch, batch.server, true)]),
    row('pglite (in memory)', batch, batch.pglite, false),
  ]);
  const table = textTable([
    'tool_executions',
    'rows/request',
    'batched rows/s',
    'row-at-a-time rows/s',
    'speedup',
    'goal',
  ], rows);
  return result.serverNote === undefined ? table : `${table}\n\nserver skipped: ${result.serverNote}`;
}

/** The log writer benchmark as `bench/index.ts` runs it. */
export const logWriterBenchmark: Benchmark = {
  name: 'log-writer',
  async run(): Promise<BenchmarkReport> {
    const result = await runLogWriterBenchmark();
    return { summary: summaryOf(result), table: formatLogWriterTable(result) };
  },
};

if (isEntryPoint(import.meta.url)) {
  const result = await runLogWriterBenchmark();
  if (process.argv.includes('--json')) console.log(JSON.stringify({ logWriter: summaryOf(result) }));
  else console.log(`${formatLogWriterTable(result)}\n\n${process.version}, ${process.platform}/${process.arch}`);
}
