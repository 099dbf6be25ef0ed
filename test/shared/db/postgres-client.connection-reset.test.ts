import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import type { SqlClient, SqlExecutor } from '../../../shared/db/sql-client.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { type CloseWith, startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';

const serverUrl = testServerUrl();
const testTimeout = { timeout: 30_000 };

let database: FreshServerDatabase;
let direct: SqlClient;
let proxy: TcpProxy;
let client: SqlClient;
/** What escaped every caller: an exception thrown from a timer, a rejection nobody handled. */
const escaped: unknown[] = [];
const onEscaped = (error: unknown): void => {
  escaped.push(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : error);
};

function proxiedClient(maxConnections: number): SqlClient {
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  // A breaker that never opens: these tests are about the connection, not the circuit.
  return createPostgresClient(url.toString(), {
    maxConnections,
    circuitBreaker: createCircuitBreaker({ failureThreshold: Number.MAX_SAFE_INTEGER }),
  });
}

/** Lets the timers a driver scheduled (its `setImmediate` writes) run before a test judges. */
async function afterPendingTimers(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Ends every open connection at once; new ones are accepted again right away. */
function resetOpenConnections(closeWith: CloseWith): void {
  proxy.cut({ closeWith });
  proxy.restore();
}

/** Both ways a connection can end under a client: a reset, and an orderly close. */
const closings: readonly CloseWith[] = ['reset', 'fin'];

async function insertStep(transaction: SqlExecutor, batch: string, step: number): Promise<void> {
  await transaction.query('insert into reset_probe (batch, step) values ($1, $2)', [batch, step]);
}

async function stepsOf(batch: string): Promise<number> {
  const [row] = await direct.query<{ count: number }>(
    'select count(*)::int as count from reset_probe where batch = $1',
    [batch],
  );
  return row?.count ?? -1;
}

async function outcomeOf(run: Promise<unknown>): Promise<'committed' | 'unavailable' | unknown> {
  return run.then(
    () => 'committed',
    (error: unknown) => error instanceof DatabaseUnavailableError ? 'unavailable' : error,
  );
}

describe.skipIf(serverUrl === undefined)(
  'createPostgresClient when a connection resets (needs DATABASE_URL: runs on a server behind a proxy that resets)',
  () => {
    beforeAll(async () => {
      if (serverUrl === undefined) return;
      database = await createFreshServerDatabase(serverUrl, 'parley_reset');
      direct = createPostgresClient(database.url, { maxConnections: 2 });
      await direct.exec('create table reset_probe (batch text not null, step int not null)');
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    });
    beforeEach(() => {
      escaped.length = 0;
      process.on('uncaughtException', onEscaped);
      process.on('unhandledRejection', onEscaped);
    });
    afterEach(async () => {
      proxy.restore();
      await client?.close();
      process.off('uncaughtException', onEscaped);
      process.off('unhandledRejection', onEscaped);
    });
    afterAll(async () => {
      await proxy?.close();
      await direct?.close();
      await database?.dispose();
    });

    describe('inside a transaction', () => {
      const resetPoints: {
        readonly name: string;
        readonly work: (transaction: SqlExecutor, batch: string, closeWith: CloseWith) => Promise<void>;
        readonly arm?: (closeWith: CloseWith) => Promise<void>;
      }[] = [
        {
          name: 'right after BEGIN, before the first statement',
          work: async (transaction, batch, closeWith) => {
            resetOpenConnections(closeWith);
            await insertStep(transaction, batch, 1);
          },
        },
        {
          name: 'after a statement, before the next',
          work: async (transaction, batch, closeWith) => {
            await insertStep(transaction, batch, 1);
            resetOpenConnections(closeWith);
            await insertStep(transaction, batch, 2);
          },
        },
        {
          name: 'while a statement is in flight',
          arm: (closeWith) => proxy.resetWhenSent({ contains: 'insert into reset_probe', when: 'before', closeWith }),
          work: async (transaction, batch) => {
            await insertStep(transaction, batch, 1);
          },
        },
        {
          name: 'while COMMIT is in flight, before the server sees it',
          arm: (closeWith) => proxy.resetWhenSent({ contains: 'commit', when: 'before', closeWith }),
          work: async (transaction, batch) => {
            await insertStep(transaction, batch, 1);
            await insertStep(transaction, batch, 2);
          },
        },
      ];

      for (const closeWith of closings) {
        describe(`when the connection ends with a ${closeWith}`, () => {
          for (const { name, work, arm } of resetPoints) {
            it(
              `${name}: rejects with DatabaseUnavailableError, crashes nothing, keeps no half of it, and serves the next transaction`,
              testTimeout,
              async () => {
                client = proxiedClient(2);
                await client.query('select 1');
                const batch = `${closeWith} ${name}`;
                const armed = arm?.(closeWith);

                const outcome = await outcomeOf(
                  client.transaction((transaction) => work(transaction, batch, closeWith)),
                );
                await armed;
                await afterPendingTimers();

                expect(escaped).toEqual([]);
                expect(outcome).toBe('unavailable');
                expect(await stepsOf(batch)).toBe(0);
                const next = `${batch} (next)`;
                await client.transaction((transaction) => insertStep(transaction, next, 1));
                expect(await stepsOf(next)).toBe(1);
              },
            );
          }

          it(
            'after the server committed but before its answer arrived: rejects, crashes nothing, and the rows are there once',
            testTimeout,
            async () => {
              client = proxiedClient(2);
              await client.query('select 1');
              const batch = `${closeWith} lost answer`;
              const armed = proxy.resetWhenSent({ contains: 'commit', when: 'after', closeWith });

              const outcome = await outcomeOf(client.transaction((transaction) => insertStep(transaction, batch, 1)));
              await armed;
              await afterPendingTimers();

              expect(escaped).toEqual([]);
              expect(outcome).toBe('unavailable');
              expect(await stepsOf(batch)).toBe(1);
            },
          );

          it(
            'under load: 20 transactions while every connection ends twice crash nothing, each is whole or absent, and the client serves again',
            testTimeout,
            async () => {
              client = proxiedClient(5);
              await client.query('select 1');
              const batches = Array.from({ length: 20 }, (_, index) => `${closeWith} load ${index}`);

              const outcomes = Promise.all(batches.map((batch) =>
                outcomeOf(client.transaction(async (transaction) => {
                  for (let step = 1; step <= 3; step += 1) {
                    await insertStep(transaction, batch, step);
                    await transaction.query('select pg_sleep(0.01)');
                  }
                }))
              ));
              await new Promise((resolve) => setTimeout(resolve, 30));
              resetOpenConnections(closeWith);
              await new Promise((resolve) => setTimeout(resolve, 30));
              resetOpenConnections(closeWith);
              const settled = await outcomes;
              await afterPendingTimers();

              expect(escaped).toEqual([]);
              expect(settled.filter((outcome) => outcome !== 'committed' && outcome !== 'unavailable')).toEqual([]);
              expect(settled).toContain('unavailable');
              for (const [index, batch] of batches.entries()) {
                expect([batch, await stepsOf(batch)]).toEqual([batch, settled[index] === 'committed' ? 3 : 0]);
              }
              const after = await Promise.all(
                batches.map((batch) =>
                  outcomeOf(client.transaction((transaction) => insertStep(transaction, `${batch} (after)`, 1)))
                ),
              );
              expect(after.every((outcome) => outcome === 'committed')).toBe(true);
            },
          );
        });
      }
    });

    describe('outside a transaction', () => {
      it.each(closings)(
        'under load: 40 queries while every connection ends (%s) crash nothing, fail as unavailable, and the pool serves again',
        testTimeout,
        async (closeWith) => {
          client = proxiedClient(5);
          await client.query('select 1');

          const outcomes = Promise.all(
            Array.from(
              { length: 40 },
              (_, index) => outcomeOf(client.query('select pg_sleep(0.02), $1::int as index', [index])),
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
          resetOpenConnections(closeWith);
          const settled = await outcomes;
          await afterPendingTimers();

          expect(escaped).toEqual([]);
          expect(settled.filter((outcome) => outcome !== 'committed' && outcome !== 'unavailable')).toEqual([]);
          const after = await Promise.all(
            Array.from({ length: 40 }, (_, index) => outcomeOf(client.query('select $1::int as index', [index]))),
          );
          expect(after.every((outcome) => outcome === 'committed')).toBe(true);
        },
      );
    });
  },
);
