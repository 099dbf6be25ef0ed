/**
 * Database statements per chat turn, by kind of turn, through the real functions (chat,
 * gmail-api, web-search-api built as their entry files build them), on PGlite and on a
 * Postgres server. Each statement is a round trip to Supabase's pooler.
 *
 *   npm run bench:statements [-- --json --database pglite|server|both --out FILE]
 *   npm run bench -- --only statements
 *
 * Counted: every query and script a function sends through the SQL port
 * (shared/db/sql-client.ts), each function on its own counting wrapper of one shared
 * database, from the request's arrival until its log writes (`waitUntil`) settle. Not
 * counted, but reported: transactions (`begin` and `commit`, which the adapters send
 * themselves), and the `select set_config(…)` / `set local role` that open a
 * `transactionAsUser`. The server is DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
 * the bench creates a database of its own there and drops it at the end. With no server
 * answering, the server half is skipped with a note.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type Benchmark, isEntryPoint, type SummaryValue, textTable } from '../benchmark.ts';
import { countStatements, type TurnStatements } from './statement-counts.ts';
import { startStatementsSystem } from './statements-system.ts';
import { type TurnKind, turnKinds, turnProblem } from './turn-kinds.ts';

/** The turns measured on one database, by turn kind name. */
export interface DatabaseStatements {
  readonly database: string;
  readonly turns: Readonly<Record<string, TurnStatements>>;
}

/** Both databases; `server` is null (with `serverNote`) when it was skipped. */
export interface StatementsBenchmarkResult {
  readonly pglite: DatabaseStatements | null;
  readonly server: DatabaseStatements | null;
  readonly serverNote?: string;
}

/** Which databases to run on. */
export type DatabaseChoice = 'pglite' | 'server' | 'both';

const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs every turn kind once on one database (after one uncounted round of them, so a
 * worker's first-use work is not counted) and counts each turn's statements. */
export async function measureStatements(
  options: { serverUrl?: string; kinds?: readonly TurnKind[]; warmUp?: boolean } = {},
): Promise<DatabaseStatements> {
  const kinds = options.kinds ?? turnKinds;
  const system = await startStatementsSystem({ serverUrl: options.serverUrl });
  try {
    const runRound = async (count: boolean): Promise<Record<string, TurnStatements>> => {
      const turns: Record<string, TurnStatements> = {};
      let conversationId: string | undefined;
      for (const kind of kinds) {
        await system.setSearchKey(kind.withoutSearchKey !== true);
        system.recorder.take();
        const reply = await system.chat({
          message: kind.message,
          ...(kind.followUp === true && conversationId !== undefined ? { conversationId } : {}),
        });
        const problem = turnProblem(kind, reply.status, reply.body);
        if (problem !== null) throw new Error(`The ${kind.name} turn did not run as its kind means: ${problem}`);
        const { statements, transactions } = system.recorder.take();
        conversationId ??= String(Reflect.get(reply.body as object, 'conversationId'));
        if (count) turns[kind.name] = countStatements(statements, transactions);
      }
      return turns;
    };
    if (options.warmUp !== false) await runRound(false);
    return { database: system.databaseLabel, turns: await runRound(true) };
  } finally {
    await system.close();
  }
}

function serverUrlOf(serverUrl: string | undefined): string {
  const configured = process.env.DATABASE_URL?.trim();
  return serverUrl ?? (configured === undefined || configured === '' ? defaultServerUrl : configured);
}

/** Measures on PGlite and, when it answers, on the server. */
export async function runStatementsBenchmark(
  options: { database?: DatabaseChoice; serverUrl?: string } = {},
): Promise<StatementsBenchmarkResult> {
  const database = options.database ?? 'both';
  const pglite = database === 'server' ? null : await measureStatements();
  if (database === 'pglite') return { pglite, server: null, serverNote: 'not run (--database pglite)' };
  try {
    return { pglite, server: await measureStatements({ serverUrl: serverUrlOf(options.serverUrl) }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!/ECONNREFUSED|connect|does not exist|authentication/i.test(reason)) throw error;
    return { pglite, server: null, serverNote: `server skipped: ${reason}` };
  }
}

function goalOf(name: string): number | null {
  return turnKinds.find((kind) => kind.name === name)?.goal ?? null;
}

/** The `--json` shape: per database, per turn kind, the counts, the goal and the statements. */
export function summaryOf(result: StatementsBenchmarkResult): Record<string, SummaryValue> {
  const of = (measured: DatabaseStatements | null): SummaryValue =>
    measured === null ? null : {
      database: measured.database,
      turns: Object.fromEntries(
        Object.entries(measured.turns).map(([name, turn]) => [name, {
          total: turn.total,
          goal: goalOf(name),
          perFunction: turn.perFunction,
          rlsClaimStatements: turn.rlsClaimStatements,
          transactions: turn.transactions,
          statements: turn.statements.map((statement) => ({ ...statement })),
        }]),
      ),
    };
  return {
    pglite: of(result.pglite),
    server: of(result.server),
    ...(result.serverNote === undefined ? {} : { serverNote: result.serverNote }),
  };
}

function totalsTable(measured: DatabaseStatements): string {
  const rows = Object.entries(measured.turns).map(([name, turn]) => {
    const goal = goalOf(name);
    return [
      name,
      String(turn.total),
      String(turn.perFunction.chat ?? 0),
      String((turn.perFunction['gmail-api'] ?? 0) + (turn.perFunction['web-search-api'] ?? 0)),
      String(turn.transactions),
      String(turn.rlsClaimStatements),
      goal === null ? '—' : `≤ ${goal} ${turn.total <= goal ? 'met' : 'MISSED'}`,
    ];
  });
  return textTable(['turn', 'statements', 'chat', 'tool function', 'transactions', 'rls claims', 'goal'], rows);
}

function statementsList(measured: DatabaseStatements): string {
  const width = Math.max(
    ...Object.values(measured.turns).flatMap((turn) => turn.statements.map((statement) => statement.function.length)),
  );
  return Object.entries(measured.turns).map(([name, turn]) =>
    [
      `${name} (${turn.total}):`,
      ...turn.statements.map((statement) =>
        `  ${statement.function.padEnd(width)}  ${String(statement.count).padStart(2)}  ${statement.statement}`
      ),
    ].join('\n')
  ).join('\n');
}

/** Tables for people: per database, the totals, then each turn's statements. */
export function formatStatementsReport(result: StatementsBenchmarkResult): string {
  const parts: string[] = [];
  for (const measured of [result.pglite, result.server]) {
    if (measured === null) continue;
    parts.push(`${measured.database}\n\n${totalsTable(measured)}\n\n${statementsList(measured)}`);
  }
  if (result.serverNote !== undefined) parts.push(`Postgres server: ${result.serverNote}`);
  parts.push(
    'Counted: every statement sent through the SQL port; not counted: begin/commit (transactions) and the RLS claims that open a user transaction.',
  );
  return parts.join('\n\n');
}

/** The statements benchmark for `bench/index.ts`. */
export const statementsBenchmark: Benchmark = {
  name: 'statements',
  async run() {
    const result = await runStatementsBenchmark();
    return { summary: summaryOf(result), table: formatStatementsReport(result) };
  },
};

if (isEntryPoint(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      database: { type: 'string', default: 'both' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const database = values.database;
  if (database !== 'pglite' && database !== 'server' && database !== 'both') {
    console.error('--database takes pglite, server or both');
    process.exit(2);
  }
  const result = await runStatementsBenchmark({ database });
  const json = JSON.stringify({ statements: summaryOf(result) });
  if (values.out !== undefined) await writeFile(values.out, `${json}\n`);
  if (values.json) console.log(json);
  else console.log(`${formatStatementsReport(result)}\n\n${process.version}, ${process.platform}/${process.arch}`);
}
