/**
 * The connection-reset guarantee under Deno, the runtime Supabase's edge runtime is: a probe
 * (test/support/deno-postgres-reset-probe.ts) runs `createPostgresClient` under the pinned
 * Deno with load in flight, while this test cuts and resets the proxy in front of the server
 * between and inside its transactions. Under Deno 2.1.4 `clearImmediate` does not reliably
 * cancel postgres.js's buffered write when its socket closes, so without the vendored
 * driver's `nextWrite` guard a TypeError thrown from a timer ends the process.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoBinary, denoRunArguments, testProcessEnvironment } from '../../e2e/support/deno-command.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { type ResetTrigger, startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';

const serverUrl = testServerUrl();

/** What the probe prints, one JSON object a line. */
interface ProbeEvent {
  readonly event: 'in-flight' | 'round-done' | 'uncaught' | 'finished' | 'closed';
  readonly round?: number;
  readonly succeeded?: number;
  readonly unavailable?: number;
  readonly unavailableCodes?: readonly string[];
  readonly other?: readonly unknown[];
  readonly recovered?: boolean;
  readonly name?: string;
  readonly message?: string;
}

/** One disruption of the proxy while a round's load is in flight. */
interface Disruption {
  readonly name: string;
  /** Does it, or arms it (a reset when a statement is sent: armed until a connection sends
   * it, in this round or a later one). */
  readonly start: (proxy: TcpProxy) => Promise<void>;
}

async function endOpenConnections(proxy: TcpProxy, closeWith: 'reset' | 'fin'): Promise<void> {
  proxy.cut({ closeWith });
  proxy.restore();
}

function armReset(proxy: TcpProxy, trigger: ResetTrigger): Promise<void> {
  void proxy.resetWhenSent(trigger);
  return Promise.resolve();
}

const disruptions: readonly Disruption[] = [
  { name: 'every connection reset', start: (proxy) => endOpenConnections(proxy, 'reset') },
  { name: 'every connection closed (FIN)', start: (proxy) => endOpenConnections(proxy, 'fin') },
  {
    name: 'a transaction’s connection closed (FIN) after its INSERT reached the server',
    start: (proxy) => armReset(proxy, { contains: 'insert into deno_reset_probe', when: 'after', closeWith: 'fin' }),
  },
  {
    name: 'a transaction’s connection reset before its INSERT reached the server',
    start: (proxy) => armReset(proxy, { contains: 'insert into deno_reset_probe', when: 'before', closeWith: 'reset' }),
  },
  {
    name: 'a transaction’s connection closed (FIN) before its COMMIT reached the server',
    start: (proxy) => armReset(proxy, { contains: 'commit', when: 'before', closeWith: 'fin' }),
  },
  {
    name: 'every connection closed (FIN) and new ones refused for a moment',
    start: async (proxy) => {
      proxy.cut({ closeWith: 'fin' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      proxy.restore();
    },
  },
];

/** Each disruption once, then the two whole-proxy cuts again. */
const rounds: readonly Disruption[] = [...disruptions, disruptions[0]!, disruptions[1]!];

interface ProbeRun {
  readonly events: readonly ProbeEvent[];
  readonly exitCode: number | null;
  readonly standardError: string;
}

/** Runs the probe to its end, disrupting the proxy in each round. */
async function runProbe(proxy: TcpProxy, databaseUrl: string): Promise<ProbeRun> {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const probe: ChildProcessWithoutNullStreams = spawn(
    denoBinary,
    [
      ...denoRunArguments('deno.json', 'test/support/deno-postgres-reset-probe.ts'),
      url.toString(),
      String(rounds.length),
    ],
    { env: testProcessEnvironment({}) },
  );
  let standardError = '';
  probe.stderr.on('data', (chunk: Buffer) => {
    standardError += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => probe.once('close', (code) => resolve(code)));
  const events: ProbeEvent[] = [];
  for await (const line of createInterface({ input: probe.stdout })) {
    const event = JSON.parse(line) as ProbeEvent;
    events.push(event);
    if (event.event === 'finished') probe.stdin.end();
    if (event.event !== 'in-flight' || event.round === undefined) continue;
    const disruption = rounds[event.round - 1];
    if (disruption === undefined) throw new Error(`the probe ran an unplanned round ${event.round}`);
    await disruption.start(proxy);
    probe.stdin.write('go\n');
  }
  probe.stdin.end();
  return { events, exitCode: await exited, standardError };
}

describe.skipIf(serverUrl === undefined)(
  'createPostgresClient under Deno when connections reset with load in flight (needs DATABASE_URL: runs on a server behind a proxy that resets)',
  () => {
    let database: FreshServerDatabase;
    let proxy: TcpProxy;

    beforeAll(async () => {
      if (serverUrl === undefined) return;
      database = await createFreshServerDatabase(serverUrl, 'parley_deno_reset');
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    });
    afterAll(async () => {
      await proxy?.close();
      await database?.dispose();
    });

    it(
      'crashes nothing: every call succeeds or rejects as DatabaseUnavailableError, and the client serves again',
      { timeout: 60_000 },
      async () => {
        const run = await runProbe(proxy, database.url);
        const uncaught = run.events.filter((event) => event.event === 'uncaught');
        const roundsDone = run.events.filter((event) => event.event === 'round-done');

        const transcript = `${run.events.map((event) => JSON.stringify(event)).join('\n')}\n${run.standardError}`;
        expect({ uncaught, exitCode: run.exitCode }, transcript).toEqual({ uncaught: [], exitCode: 0 });
        expect(roundsDone.map((event) => event.round)).toEqual(rounds.map((_, index) => index + 1));
        expect(roundsDone.flatMap((event) => event.other ?? [])).toEqual([]);
        for (const event of roundsDone) expect((event.succeeded ?? 0) + (event.unavailable ?? 0)).toBe(60);
        // The disruptions did reach calls in flight, or the test proves nothing.
        expect(roundsDone.reduce((total, event) => total + (event.unavailable ?? 0), 0)).toBeGreaterThan(0);
        expect(run.events.slice(-2)).toEqual([{ event: 'finished', recovered: true }, { event: 'closed' }]);
      },
    );
  },
);
