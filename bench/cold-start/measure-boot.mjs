#!/usr/bin/env node
/**
 * `npm run bench:boot`: each edge function's cold start under the pinned Deno
 * (node_modules/.bin/deno, `--node-modules-dir=manual`, offline), as JSON on stdout.
 *
 * For each function, `--runs` fresh processes (default 5); each one reports
 * - `firstResponseMs`: from spawning the process to the first answered request (a CORS
 *   preflight, which every function answers without its database), measured from outside;
 * - `importMs`: the entry file's `import` alone (module loading, evaluation and the
 *   handler's construction), measured inside by bench/cold-start/boot-function.mjs;
 * - `servedAtMs`: Deno's process start to `Deno.serve` being called;
 * - `rssMb`, `heapUsedMb`: the process's memory once booted.
 * The medians (and the minimum of firstResponseMs) are printed; `--raw` adds every run.
 *
 * Usage: node bench/cold-start/measure-boot.mjs [--runs 5] [--raw] [name …]
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { denoBinary, functionEntries, repositoryRoot } from '../../scripts/function-entries.mjs';

const bootScript = join(repositoryRoot, 'bench', 'cold-start', 'boot-function.mjs');
/** Configuration every function needs to build its handler; nothing here is reached by a preflight. */
const functionEnvironment = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:9/parley_unused',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_JWT_SECRET: 'super-secret-jwt-token-with-at-least-32-characters-long',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-the-boot-benchmark',
  PARLEY_CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
  PARLEY_APP_URLS: 'http://127.0.0.1:3000',
};

function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (value) => Math.round(value * 10) / 10;
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** One cold start of `entry` on `port`. */
async function bootOnce(entry, port) {
  const started = performance.now();
  const child = spawn(denoBinary, [
    'run',
    '-A',
    '--node-modules-dir=manual',
    '--no-lock',
    '--config',
    entry.importMap,
    bootScript,
    pathToFileURL(entry.entryFile).href,
  ], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      ...functionEnvironment,
      PARLEY_BOOT_PORT: String(port),
      DENO_DIR: process.env.DENO_DIR ?? join(repositoryRoot, 'node_modules', '.cache', 'deno'),
      DENO_NO_UPDATE_CHECK: '1',
      DENO_NO_PROMPT: '1',
      NPM_CONFIG_REGISTRY: 'http://127.0.0.1:9/',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}/${entry.name}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry.name} exited before answering: ${stderr.trim()}`);
      if (performance.now() - started > 30_000) throw new Error(`${entry.name} did not answer within 30 s`);
      const answered = await fetch(url, {
        method: 'OPTIONS',
        signal: AbortSignal.timeout(1_000),
        headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
      }).then(
        (response) => response.arrayBuffer().then(() => true),
        () => false,
      );
      if (answered) break;
      await sleep(2);
    }
    const firstResponseMs = performance.now() - started;
    const inside = await (await fetch(`http://127.0.0.1:${port}/__boot`, { signal: AbortSignal.timeout(5_000) }))
      .json();
    return {
      firstResponseMs: round(firstResponseMs),
      importMs: round(inside.importMs),
      servedAtMs: round(inside.servedAtMs),
      rssMb: round(inside.memory.rss / 1024 / 1024),
      heapUsedMb: round(inside.memory.heapUsed / 1024 / 1024),
    };
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

async function main(argumentList) {
  const runsIndex = argumentList.indexOf('--runs');
  const runs = runsIndex === -1 ? 5 : Number(argumentList[runsIndex + 1]);
  const raw = argumentList.includes('--raw');
  const names = argumentList.filter((argument, index) =>
    !argument.startsWith('--') && (runsIndex === -1 || index !== runsIndex + 1)
  );
  const entries = functionEntries().filter((entry) => names.length === 0 || names.includes(entry.name));
  const port = 18_000 + (process.pid % 1000);
  const functions = {};
  for (const entry of entries) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await bootOnce(entry, port));
    functions[entry.name] = {
      firstResponseMs: {
        median: round(median(samples.map((sample) => sample.firstResponseMs))),
        min: Math.min(...samples.map((sample) => sample.firstResponseMs)),
      },
      importMs: round(median(samples.map((sample) => sample.importMs))),
      servedAtMs: round(median(samples.map((sample) => sample.servedAtMs))),
      rssMb: round(median(samples.map((sample) => sample.rssMb))),
      heapUsedMb: round(median(samples.map((sample) => sample.heapUsedMb))),
      ...(raw ? { samples } : {}),
    };
  }
  const denoVersion = await new Promise((resolve) => {
    const child = spawn(denoBinary, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', () => resolve(output.split('\n')[0]?.trim() ?? 'unknown'));
  });
  console.log(JSON.stringify({ deno: denoVersion, runs, node: process.version, functions }, null, 2));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
