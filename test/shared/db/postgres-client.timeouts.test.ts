import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { databaseLimits } from '../../../shared/db/database-limits.ts';
import { DatabaseUnavailableError, isDatabaseConnectionError } from '../../../shared/db/database-unavailable.ts';
import { createPostgresClient, type PostgresClientOptions } from '../../../shared/db/postgres-client.ts';
import { QueryTimeoutError } from '../../../shared/db/query-timeout.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';

const serverUrl = testServerUrl();
/** Small limits, so a test waits on them in about a second instead of the production 15 s / 20 s. */
const statementTimeoutMilliseconds = 300;
const queryTimeoutMilliseconds = 1_000;
/** Generous over the deadline for a loaded machine, far under the wait for ever it replaces. */
const withinDeadlineMilliseconds = queryTimeoutMilliseconds + 2_000;
/** Each test fails at this vitest timeout, rather than hanging, when nothing cuts a call short. */
const testTimeout = { timeout: 15_000 };

let database: FreshServerDatabase;
let proxy: TcpProxy;
const clients: SqlClient[] = [];
/** The circuit's clock: real time plus what a test skips ahead (its open period). */
let skippedMilliseconds = 0;

function client(options: PostgresClientOptions = {}, through: 'proxy' | 'direct' = 'proxy'): SqlClient {
  const url = new URL(database.url);
  if (through === 'proxy') {
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
  }
  const created = createPostgresClient(url.toString(), {
    maxConnections: 1,
    statementTimeoutMilliseconds,
    queryTimeoutMilliseconds,
    circuitBreaker: createCircuitBreaker({ now: () => Date.now() + skippedMilliseconds }),
    ...options,
  });
  clients.push(created);
  return created;
}

async function timed<Result>(run: () => Promise<Result>): Promise<{ outcome: Result | unknown; milliseconds: number }> {
  const started = performance.now();
  const outcome = await run().catch((error: unknown) => error);
  return { outcome, milliseconds: performance.now() - started };
}

describe.skipIf(serverUrl === undefined)(
  'createPostgresClient deadlines (needs DATABASE_URL: runs on a server behind a proxy that can go silent)',
  () => {
    beforeAll(async () => {
      if (serverUrl === undefined) return;
      database = await createFreshServerDatabase(serverUrl, 'parley_deadline');
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    });
    afterEach(async () => {
      proxy.restore();
      await Promise.all(clients.splice(0).map((each) => each.close()));
    });
    afterAll(async () => {
      await proxy?.close();
      await database?.dispose();
    });

    it("sends statement_timeout as a startup parameter: the limits' 15 s unless told otherwise", async () => {
      const defaults = client({ statementTimeoutMilliseconds: undefined }, 'direct');
      const configured = client({}, 'direct');

      expect(databaseLimits.statementTimeoutMilliseconds).toBe(15_000);
      expect(await defaults.query('show statement_timeout')).toEqual([{ statement_timeout: '15s' }]);
      expect(await configured.query('show statement_timeout')).toEqual([{ statement_timeout: '300ms' }]);
    });

    describe('when a statement outlives statement_timeout on a live server', () => {
      it(
        'is cancelled by the server (57014) before the client deadline, and the caller is told the database is unavailable',
        testTimeout,
        async () => {
          const sql = client();

          const { outcome, milliseconds } = await timed(() => sql.query('select pg_sleep(5)'));

          expect(outcome).toBeInstanceOf(DatabaseUnavailableError);
          expect((outcome as Error).cause).toMatchObject({ code: '57014' });
          expect(milliseconds).toBeLessThan(queryTimeoutMilliseconds);
          expect(await sql.query('select 1 as one')).toEqual([{ one: 1 }]);
        },
      );
    });

    describe('when the socket goes silent without closing', () => {
      it(
        'rejects a query, and a transaction, at the client deadline as the database being unavailable',
        testTimeout,
        async () => {
          const sql = client({ circuitBreaker: createCircuitBreaker({ failureThreshold: 10 }) });
          expect(await sql.query('select 1 as one')).toEqual([{ one: 1 }]);
          proxy.stall();

          const query = await timed(() => sql.query('select 1'));
          const transaction = await timed(() => sql.transaction((work) => work.query('select 1')));

          for (const { outcome, milliseconds } of [query, transaction]) {
            expect(isDatabaseConnectionError(outcome)).toBe(true);
            expect(outcome).toBeInstanceOf(DatabaseUnavailableError);
            expect((outcome as Error).cause).toBeInstanceOf(QueryTimeoutError);
            expect(milliseconds).toBeGreaterThanOrEqual(queryTimeoutMilliseconds - 50);
            expect(milliseconds).toBeLessThan(withinDeadlineMilliseconds);
          }
        },
      );

      it('does not let the stuck connection hold later queries: they get a fresh one', testTimeout, async () => {
        const sql = client({ maxConnections: 1 });
        expect(await sql.query('select 1 as one')).toEqual([{ one: 1 }]);
        proxy.stall({ newConnections: 'forwarded' });

        const stuck = await timed(() => sql.query('select 1'));
        const next = await timed(() => sql.query('select 2 as two'));

        expect((stuck.outcome as Error).cause).toBeInstanceOf(QueryTimeoutError);
        expect(next.outcome).toEqual([{ two: 2 }]);
        expect(next.milliseconds).toBeLessThan(queryTimeoutMilliseconds);
      });

      it(
        'opens the circuit after consecutive timeouts, refuses at once, and serves again once the network is back and the open period passed',
        testTimeout,
        async () => {
          const sql = client();
          expect(await sql.query('select 1 as one')).toEqual([{ one: 1 }]);
          proxy.stall();

          for (let attempt = 0; attempt < databaseLimits.circuitFailureThreshold; attempt += 1) {
            expect(((await timed(() => sql.query('select 1'))).outcome as Error).cause).toBeInstanceOf(
              QueryTimeoutError,
            );
          }
          const refused = await timed(() => sql.query('select 1'));
          proxy.restore();
          skippedMilliseconds += databaseLimits.circuitOpenMilliseconds;

          expect(refused.outcome).toBeInstanceOf(DatabaseUnavailableError);
          expect((refused.outcome as Error).cause).toBeUndefined();
          expect(refused.milliseconds).toBeLessThan(500);
          expect(await sql.query('select 1 as one')).toEqual([{ one: 1 }]);
        },
      );
    });
  },
);
