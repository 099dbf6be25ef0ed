/**
 * Run under Deno by test/shared/db/postgres-client.deno-connection-reset.test.ts:
 * `deno run … deno-postgres-reset-probe.ts <database url> <rounds>`.
 *
 * Each round it starts a load on `createPostgresClient` (20 concurrent transactions of a few
 * statements each, and 40 single statements), prints `{"event":"in-flight","round":n}` so the
 * test can cut or reset the proxy under it, waits until every call has settled, and prints
 * `{"event":"round-done",…}` with how the calls ended; at the end, `{"event":"finished",…}`
 * says whether a last statement, with the proxy forwarding, succeeded. An error that escapes every caller
 * (thrown from a timer, a rejection nobody handled) is printed at once as
 * `{"event":"uncaught",…}` and not prevented, so it still ends the process as it would a
 * worker. The test answers each `in-flight` with a line on stdin once its disruption is done.
 */
import process from 'node:process';
import { createInterface } from 'node:readline';
import { createCircuitBreaker } from '../../shared/db/circuit-breaker.ts';
import { DatabaseUnavailableError } from '../../shared/db/database-unavailable.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';

/** How one call of the load ended. */
type CallOutcome =
  | { readonly kind: 'succeeded' }
  | { readonly kind: 'unavailable'; readonly code: string | null }
  | { readonly kind: 'other'; readonly error: Record<string, unknown> };

const concurrentTransactions = 20;
const singleStatements = 40;

function report(line: Record<string, unknown>): void {
  console.log(JSON.stringify(line));
}

/** An error's name, message and the typed fields a classifier may read (`code`, `errno`, `syscall`). */
function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: 'non-error', message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const field of ['code', 'errno', 'syscall']) {
    const value: unknown = Reflect.get(error, field);
    if (value !== undefined) fields[field] = value;
  }
  if (error.cause !== undefined) fields.cause = describeError(error.cause);
  return fields;
}

globalThis.addEventListener('error', (event) => {
  report({ event: 'uncaught', via: 'error', ...describeError(event.error) });
});
globalThis.addEventListener('unhandledrejection', (event) => {
  report({ event: 'uncaught', via: 'unhandledrejection', ...describeError(event.reason) });
});

function codeOf(error: unknown): string | null {
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return null;
  return typeof cause.code === 'string' ? cause.code : null;
}

async function outcomeOf(call: Promise<unknown>): Promise<CallOutcome> {
  try {
    await call;
    return { kind: 'succeeded' };
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return { kind: 'unavailable', code: codeOf(error) };
    return { kind: 'other', error: describeError(error) };
  }
}

function load(client: SqlClient, round: number): Promise<CallOutcome>[] {
  const transactions = Array.from(
    { length: concurrentTransactions },
    (_, index) =>
      outcomeOf(client.transaction(async (transaction) => {
        for (let step = 1; step <= 3; step += 1) {
          await transaction.query('insert into deno_reset_probe (round, batch, step) values ($1, $2, $3)', [
            round,
            index,
            step,
          ]);
          await transaction.query('select pg_sleep(0.01)');
        }
      })),
  );
  const statements = Array.from(
    { length: singleStatements },
    (_, index) => outcomeOf(client.query('select $1::int as n, pg_sleep(0.02)', [index])),
  );
  return [...transactions, ...statements];
}

// node:process and node:readline rather than `Deno.*`, so this file type-checks with the tests.
const [databaseUrl, roundsText] = process.argv.slice(2);
if (databaseUrl === undefined || roundsText === undefined) {
  console.error('usage: deno-postgres-reset-probe.ts <database url> <rounds>');
  process.exit(2);
}
const client = createPostgresClient(databaseUrl, {
  maxConnections: 5,
  // A breaker that never opens: the probe is about connections, not the circuit.
  circuitBreaker: createCircuitBreaker({ failureThreshold: Number.MAX_SAFE_INTEGER }),
});
await client.exec(
  'create table if not exists deno_reset_probe (round int not null, batch int not null, step int not null)',
);
const standardInput = createInterface({ input: process.stdin });
const answers = standardInput[Symbol.asyncIterator]();
for (let round = 1; round <= Number(roundsText); round += 1) {
  const calls = load(client, round);
  report({ event: 'in-flight', round });
  await answers.next();
  const outcomes = await Promise.all(calls);
  report({
    event: 'round-done',
    round,
    succeeded: outcomes.filter((outcome) => outcome.kind === 'succeeded').length,
    unavailable: outcomes.filter((outcome) => outcome.kind === 'unavailable').length,
    unavailableCodes: [
      ...new Set(outcomes.flatMap((outcome) => (outcome.kind === 'unavailable' ? [String(outcome.code)] : []))),
    ],
    other: outcomes.filter((outcome) => outcome.kind === 'other'),
  });
}
// Served again once the proxy forwards: the client did not keep a broken connection.
report({ event: 'finished', recovered: (await outcomeOf(client.query('select 1'))).kind === 'succeeded' });
standardInput.close();
await client.close();
report({ event: 'closed' });
