/**
 * Times the report queries again on a database `bench:analytics -- --keep` kept, without
 * generating or maintaining anything: to measure a change to the read path on the same data.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npm run bench:analytics:retime -- --database parley_bench_… --now 2026-11-25T00:03:00Z [--runs 5]
 *
 * `--now` is the time the kept run started (its windows end on that UTC day). Applies
 * pending migrations first. Prints `{"database": …, "queries": {…}}` on stdout.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { prepareLocalDatabase } from '../../local/prepare-database.ts';
import { queryScopes } from './analytics-benchmark.ts';
import { defaultRuns } from './bench-arguments.ts';
import { createUnboundedClient } from './bench-database.ts';
import { pickAgents } from './pick-agents.ts';
import { timeQueries } from './time-queries.ts';

const argumentsSchema = z.object({
  serverUrl: z.url({ message: 'set DATABASE_URL to the server the kept database is on' }),
  database: z.string().regex(/^parley_bench_[a-z0-9_]+$/, 'pass --database parley_bench_… (a kept bench database)'),
  now: z.iso.datetime({ message: 'pass --now as an ISO time, such as 2026-11-25T00:03:00Z' }),
  runs: z.coerce.number().int().min(1).max(1_000),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { database: { type: 'string' }, now: { type: 'string' }, runs: { type: 'string' } },
    strict: true,
  });
  const parsed = argumentsSchema.safeParse({
    serverUrl: process.env.DATABASE_URL?.trim(),
    database: values.database,
    now: values.now,
    runs: values.runs ?? defaultRuns,
  });
  if (!parsed.success) {
    console.error(`Invalid arguments: ${z.prettifyError(parsed.error)}`);
    return 2;
  }
  const url = new URL(parsed.data.serverUrl);
  url.pathname = `/${parsed.data.database}`;
  const sql = createUnboundedClient(url.toString());
  try {
    await prepareLocalDatabase(sql);
    const now = new Date(parsed.data.now);
    const agents = await pickAgents(sql, new Date(now.getTime() - 90 * 86_400_000));
    const queries = await timeQueries(sql, queryScopes(agents, now), {
      runs: parsed.data.runs,
      progress: (line) => console.error(`bench:analytics:retime: ${line}`),
    });
    console.log(JSON.stringify({ database: parsed.data.database, agents, queries }));
    return 0;
  } finally {
    await sql.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
