/**
 * What the gateway's front door (local/gateway/front-door/) costs: the same requests to a
 * gateway started as `npm start` starts it (Node front door, Deno behind a unix socket) and
 * to one started with `deno run` (Deno.serve on the port), alternately, on PGlite in fresh
 * directories with the demo model. Reports p50/p99 latency of small requests (CORS preflights)
 * and of SSE chat turns, and the CPU the launcher (front door) spent per request.
 *
 *   npx tsx bench/front-door.ts [-- --requests 1000 --turns 50]
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type GatewayLaunch, type GatewayProcess, startGateway } from '../test/e2e/support/gateway-process.ts';

/** A process's user + system CPU time so far, in ms, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function timed(count: number, send: () => Promise<void>): Promise<{ p50: number; p99: number }> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await send();
    latencies.push(performance.now() - started);
  }
  latencies.sort((left, right) => left - right);
  return {
    p50: Math.round(percentile(latencies, 0.5) * 100) / 100,
    p99: Math.round(percentile(latencies, 0.99) * 100) / 100,
  };
}

async function measure(gateway: GatewayProcess, requests: number, turns: number) {
  const launcherCpuBefore = processCpuMs(gateway.child.pid ?? 0);
  const preflight = await timed(requests, async () => {
    const response = await fetch(`${gateway.url}/functions/v1/chat`, { method: 'OPTIONS' });
    await response.arrayBuffer();
  });
  const turn = await timed(turns, async () => {
    const response = await fetch(`${gateway.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${gateway.demoUserToken}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ message: 'search the web for deno 2' }),
    });
    const text = await response.text();
    if (!text.includes('event: done')) throw new Error(`A turn did not finish: ${text.slice(0, 200)}`);
  });
  const processCpuPerRequestMs = (processCpuMs(gateway.child.pid ?? 0) - launcherCpuBefore) / (requests + turns);
  return { preflight, turn, processCpuPerRequestMs: Math.round(processCpuPerRequestMs * 1000) / 1000 };
}

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '1000' }, turns: { type: 'string', default: '50' } },
});
const requests = Number(values.requests);
const turns = Number(values.turns);
const directory = await mkdtemp(join(tmpdir(), 'parley-bench-front-door-'));
try {
  for (const round of [1, 2]) {
    for (const launch of ['npm-start-launcher', 'deno-run'] as const satisfies readonly GatewayLaunch[]) {
      const gateway = await startGateway({
        PARLEY_DATA_DIR: join(directory, `${launch}-${round}`),
        PARLEY_SANDBOX_DIR: join(directory, `${launch}-${round}-sandbox`),
        PARLEY_RATE_LIMIT_CHAT: 'off',
      }, launch);
      try {
        // The pid is the launcher's under npm start (the front door's CPU), Deno's under deno run.
        console.log(JSON.stringify({ round, launch, ...(await measure(gateway, requests, turns)) }));
      } finally {
        await gateway.stop('SIGTERM');
      }
    }
  }
} finally {
  await rm(directory, { recursive: true, force: true });
}
