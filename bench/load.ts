/**
 * The load test: the local gateway (under the pinned Deno) with a scripted
 * OpenAI-compatible server and a stand-in Serper on 127.0.0.1 (both instant), 200
 * concurrent conversations × 5 turns, one tool call per turn and a deliberate mistake in
 * every fifth turn. Reports throughput, p50/p99 latency, the gateway's CPU per turn,
 * errors, and whether every tool attempt has exactly one log row.
 *
 *   npm run bench:load [-- --conversations 200 --turns 5 --json]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { createCredentialCipher, parseCredentialKeyring } from '../shared/db/credential-cipher.ts';
import { createCredentialsRepository } from '../shared/db/repositories/credentials-repository.ts';
import { openDatabase } from '../local/open-database.ts';
import { startScriptedOpenAiServer } from '../test/support/scripted-openai-server.ts';
import { type Benchmark, isEntryPoint, textTable } from './benchmark.ts';
import { loadModelReply } from './load/load-model.ts';
import { startSerperStandIn } from './load/serper-stand-in.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const demoUserId = '00000000-0000-4000-8000-000000000001';
const localJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const credentialsKey = Buffer.from(new Uint8Array(32).fill(7)).toString('base64');

/** What the load test measured. */
export interface LoadResult {
  readonly turnsPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly cpuMsPerTurn: number;
  readonly errors: number;
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

async function prepareDatabase(environment: Record<string, string>): Promise<void> {
  const database = await openDatabase({ environment });
  const { sql } = database;
  const credentials = createCredentialsRepository(sql, {
    cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
  });
  await credentials.save(demoUserId, 'serper', 'load-test-serper-key', {});
  await sql.close();
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
  options: { conversations?: number; turns?: number; port?: number } = {},
): Promise<LoadResult> {
  const conversations = options.conversations ?? 200;
  const turns = options.turns ?? 5;
  const port = options.port ?? 54400 + Math.floor(Math.random() * 500);
  const model = await startScriptedOpenAiServer();
  model.respond = loadModelReply;
  const serper = await startSerperStandIn();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'parley-load-'));
  const environment: Record<string, string> = {
    PARLEY_DATA_DIR: join(dataDirectory, 'pglite'),
    PARLEY_CREDENTIALS_KEY: credentialsKey,
    PORT: String(port),
    OPENAI_API_KEY: 'sk-load-test-not-a-real-key',
    OPENAI_BASE_URL: model.baseUrl,
    PARLEY_DEFAULT_MODEL: 'openai:load-model',
    PARLEY_FALLBACK_MODELS: 'openai:load-model',
    PARLEY_FALLBACK_TOOL: 'off',
    SERPER_BASE_URL: serper.baseUrl,
  };
  await prepareDatabase(environment);
  const child = spawn(denoExecutable(), [
    'run',
    '-A',
    '--node-modules-dir=manual',
    '--config',
    'deno.json',
    'local/gateway/main.ts',
  ], {
    cwd: repositoryRoot,
    env: { ...process.env, ...environment, DATABASE_URL: '', SUPABASE_DB_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForGateway(baseUrl, child);
    const token = await new SignJWT({ role: 'authenticated', aud: 'authenticated' }).setProtectedHeader({
      alg: 'HS256',
    }).setSubject(demoUserId)
      .setIssuedAt().setExpirationTime('2h').sign(new TextEncoder().encode(localJwtSecret));
    const latencies: number[] = [];
    let errors = 0;
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
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: `turn ${turn}: search the web about topic ${conversation}-${turn}`,
              ...(conversationId === undefined ? {} : { conversationId }),
            }),
          });
          const body = await response.json() as { conversationId?: string; toolCalls?: unknown[] };
          latencies.push(performance.now() - sent);
          if (response.status !== 200) errors += 1;
          conversationId = body.conversationId ?? conversationId;
          toolAttempts += body.toolCalls?.length ?? 0;
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
      turnsPerSec: Math.round((total / elapsedMs) * 1000 * 10) / 10,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      cpuMsPerTurn: Math.round((cpuMs / total) * 100) / 100,
      errors,
      toolAttempts,
      logRows,
      gatewayRssIdleMb: memoryIdle.rssMb,
      gatewayRssPeakMb: memoryAfter.peakRssMb,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await model.close();
    await serper.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

function loadTable(result: LoadResult): string {
  return textTable(['measure', 'value', 'goal'], [
    ['turns per second', String(result.turnsPerSec), '-'],
    ['latency p50 / p99', `${result.p50Ms} / ${result.p99Ms} ms`, '-'],
    ['gateway CPU per turn', `${result.cpuMsPerTurn} ms`, '-'],
    ['gateway RSS booted / peak', `${result.gatewayRssIdleMb} / ${result.gatewayRssPeakMb} MB`, '-'],
    ['errors', String(result.errors), `0: ${result.errors === 0 ? 'met' : 'MISSED'}`],
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
      json: { type: 'boolean', default: false },
    },
  });
  const result = await runLoadTest({
    conversations: values.conversations === undefined ? undefined : Number(values.conversations),
    turns: values.turns === undefined ? undefined : Number(values.turns),
  });
  console.log(values.json ? JSON.stringify({ load: result }) : loadTable(result));
}
