/**
 * The load test: the local gateway (under the pinned Deno) with a scripted
 * OpenAI-compatible server and a stand-in Serper on 127.0.0.1 (both instant), 200
 * concurrent conversations × 5 turns, one tool call per turn and a deliberate mistake in
 * every fifth turn. Each conversation has its own user, so the per-user rate limit (chat
 * 60/min) never answers; `--one-user` sends every turn as the demo user instead, to show
 * that limit at work (its 429s are counted as rate-limited, not as errors). Reports
 * throughput, p50/p99 latency, the gateway's CPU per turn, errors, rate-limited turns, and
 * whether every tool attempt has exactly one log row. PGlite in a fresh directory, or with
 * DATABASE_URL a fresh database on that server.
 *
 *   npm run bench:load [-- --conversations 200 --turns 5 --one-user --json]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../local/open-database.ts';
import { createFreshServerDatabase, type FreshServerDatabase } from '../test/e2e/support/fresh-server-database.ts';
import { startScriptedOpenAiServer } from '../test/support/scripted-openai-server.ts';
import { type Benchmark, isEntryPoint, textTable } from './benchmark.ts';
import { loadModelReply } from './load/load-model.ts';
import { loadUserId, type LoadUsers, loadUserToken, prepareLoadUsers } from './load/load-users.ts';
import { startSerperStandIn } from './load/serper-stand-in.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const credentialsKey = Buffer.from(new Uint8Array(32).fill(7)).toString('base64');

/** What the load test measured. */
export interface LoadResult {
  /** Where the gateway kept its data. */
  readonly database: 'pglite' | 'server';
  /** How many users sent the turns. */
  readonly users: number;
  readonly turnsPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly cpuMsPerTurn: number;
  /** Turns that failed: any answer but 200 or the rate limit's 429, or no answer at all. */
  readonly errors: number;
  /** Turns the per-user rate limit answered 429 (expected with `--one-user` only). */
  readonly rateLimited: number;
  readonly toolAttempts: number;
  readonly logRows: number;
  /** The gateway process's resident memory once booted, and its peak during the load (MB):
   * all five functions and PGlite share that process, so this bounds each function's use. */
  readonly gatewayRssIdleMb: number;
  readonly gatewayRssPeakMb: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** CPU milliseconds a process has used so far, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A process's resident memory now and at its peak (VmHWM), in MB, from /proc (Linux). */
function processMemoryMb(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string): number =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kilobytes('VmRSS') / 102.4) / 10, peakRssMb: Math.round(kilobytes('VmHWM') / 102.4) / 10 };
}

function denoExecutable(): string {
  try {
    return fileURLToPath(import.meta.resolve('@deno/linux-x64-glibc/deno'));
  } catch {
    return join(repositoryRoot, 'node_modules/.bin/deno');
  }
}

async function waitForGateway(baseUrl: string, child: ReturnType<typeof spawn>): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The gateway exited with ${child.exitCode} before it listened.`);
    try {
      const response = await fetch(`${baseUrl}/functions/v1/chat`, { method: 'OPTIONS' });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The gateway did not listen within 60 s.');
}

async function prepareDatabase(environment: Record<string, string>, userIds: readonly string[]): Promise<void> {
  const database = await openDatabase({ environment });
  await prepareLoadUsers(database.sql, userIds, credentialsKey);
  await database.sql.close();
}

async function countLogRows(environment: Record<string, string>): Promise<number> {
  const database = await openDatabase({ environment });
  const { sql } = database;
  const [row] = await sql.query<{ rows: number }>(
    // One row per attempt, written by chat or by the tool function that acted.
    `select count(*)::integer as rows from public.tool_executions`,
  );
  await sql.close();
  return row?.rows ?? 0;
}

/** Runs the load test; `conversations` × `turns` chat turns through the gateway. */
export async function runLoadTest(
  options: {
    conversations?: number;
    turns?: number;
    port?: number;
    users?: LoadUsers;
    serverUrl?: string;
    /** The chat rate limit (`PARLEY_RATE_LIMIT_CHAT`), when not the product's own. */
    chatRateLimit?: string;
  } = {},
): Promise<LoadResult> {
  const conversations = options.conversations ?? 200;
  const turns = options.turns ?? 5;
  const users = options.users ?? 'per-conversation';
  const port = options.port ?? 54400 + Math.floor(Math.random() * 500);
  const userIds = Array.from({ length: conversations }, (_, index) => loadUserId(users, index));
  const model = await startScriptedOpenAiServer();
  model.respond = loadModelReply;
  const serper = await startSerperStandIn();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'parley-load-'));
  const server: FreshServerDatabase | null = options.serverUrl === undefined
    ? null
    : await createFreshServerDatabase(options.serverUrl, 'parley_load');
  const environment: Record<string, string> = {
    ...(server === null ? { PARLEY_DATA_DIR: join(dataDirectory, 'pglite') } : { DATABASE_URL: server.url }),
    PARLEY_CREDENTIALS_KEY: credentialsKey,
    PORT: String(port),
    OPENAI_API_KEY: 'sk-load-test-not-a-real-key',
    OPENAI_BASE_URL: model.baseUrl,
    PARLEY_DEFAULT_MODEL: 'openai:load-model',
    PARLEY_FALLBACK_MODELS: 'openai:load-model',
    PARLEY_FALLBACK_TOOL: 'off',
    SERPER_BASE_URL: serper.baseUrl,
    ...(options.chatRateLimit === undefined ? {} : { PARLEY_RATE_LIMIT_CHAT: options.chatRateLimit }),
  };
  await prepareDatabase(environment, userIds);
  const child = spawn(denoExecutable(), [
    'run',
    '-A',
    '--node-modules-dir=manual',
    '--config',
    'deno.json',
    'local/gateway/main.ts',
  ], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: '', SUPABASE_DB_URL: '', ...environment },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForGateway(baseUrl, child);
    const tokens = await Promise.all(userIds.map((userId) => loadUserToken(userId, localJwtSecret)));
    const latencies: number[] = [];
    let errors = 0;
    let rateLimited = 0;
    let toolAttempts = 0;
    const cpuBefore = processCpuMs(child.pid ?? 0);
    const memoryIdle = processMemoryMb(child.pid ?? 0);
    const started = performance.now();
    await Promise.all(Array.from({ length: conversations }, async (_, conversation) => {
      let conversationId: string | undefined;
      for (let turn = 1; turn <= turns; turn += 1) {
        const sent = performance.now();
        try {
          const response = await fetch(`${baseUrl}/functions/v1/chat`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[conversation]}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: `turn ${turn}: search the web about topic ${conversation}-${turn}`,
              ...(conversationId === undefined ? {} : { conversationId }),
            }),
          });
          const body = await response.json() as { conversationId?: string; toolCalls?: unknown[] };
          latencies.push(performance.now() - sent);
          if (response.status === 429) rateLimited += 1;
          else if (response.status !== 200) errors += 1;
          conversationId = body.conversationId ?? conversationId;
          if (response.status === 200) toolAttempts += body.toolCalls?.length ?? 0;
        } catch {
          errors += 1;
        }
      }
    }));
    const elapsedMs = performance.now() - started;
    const cpuMs = processCpuMs(child.pid ?? 0) - cpuBefore;
    const memoryAfter = processMemoryMb(child.pid ?? 0);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const logRows = await countLogRows(environment);
    latencies.sort((left, right) => left - right);
    const total = conversations * turns;
    return {
      database: server === null ? 'pglite' : 'server',
      users: new Set(userIds).size,
      turnsPerSec: Math.round((total / elapsedMs) * 1000 * 10) / 10,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      cpuMsPerTurn: Math.round((cpuMs / total) * 100) / 100,
      errors,
      rateLimited,
      toolAttempts,
      logRows,
      gatewayRssIdleMb: memoryIdle.rssMb,
      gatewayRssPeakMb: memoryAfter.peakRssMb,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await model.close();
    await serper.close();
    await server?.dispose();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

function loadTable(result: LoadResult): string {
  const rateLimitGoal = result.users === 1
    ? 'expected: one user over its limit'
    : `0: ${result.rateLimited === 0 ? 'met' : 'MISSED'}`;
  return textTable(['measure', 'value', 'goal'], [
    ['database / users', `${result.database} / ${result.users}`, '-'],
    ['turns per second', String(result.turnsPerSec), '-'],
    ['latency p50 / p99', `${result.p50Ms} / ${result.p99Ms} ms`, '-'],
    ['gateway CPU per turn', `${result.cpuMsPerTurn} ms`, '-'],
    ['gateway RSS booted / peak', `${result.gatewayRssIdleMb} / ${result.gatewayRssPeakMb} MB`, '-'],
    ['errors', String(result.errors), `0: ${result.errors === 0 ? 'met' : 'MISSED'}`],
    ['rate-limited (429)', String(result.rateLimited), rateLimitGoal],
    [
      'tool attempts / log rows',
      `${result.toolAttempts} / ${result.logRows}`,
      `equal: ${result.toolAttempts === result.logRows ? 'met' : 'MISSED'}`,
    ],
  ]);
}

/** The load test for `bench/index.ts`. */
export const loadBenchmark: Benchmark = {
  name: 'load',
  async run() {
    const result = await runLoadTest();
    return { summary: { ...result }, table: loadTable(result) };
  },
};

if (isEntryPoint(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      conversations: { type: 'string' },
      turns: { type: 'string' },
      'one-user': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const count = z.coerce.number().int().min(1).max(100_000).optional();
  const counts = z.object({ conversations: count, turns: count }).safeParse(values);
  if (!counts.success) {
    console.error('--conversations and --turns take a whole number from 1 to 100000.');
    process.exit(2);
  }
  const result = await runLoadTest({
    conversations: counts.data.conversations,
    turns: counts.data.turns,
    users: values['one-user'] ? 'one-user' : 'per-conversation',
    serverUrl: process.env.DATABASE_URL?.trim() || undefined,
  });
  console.log(values.json ? JSON.stringify({ load: result }) : loadTable(result));
}
