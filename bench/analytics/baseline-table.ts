/**
 * The unpartitioned copy the insert rate is compared with: `bench_baseline.tool_executions`,
 * the same columns, defaults and checks (`like … including all`), the same rows, and the
 * same indexes (built after the copy, from the parent's own index definitions).
 */
import type { SqlClient } from '../../shared/db/sql-client.ts';

/** The copy's qualified name. */
export const baselineTable = 'bench_baseline.tool_executions';

/** Creates the copy of `public.tool_executions`; resolves to the milliseconds it took. */
export async function createBaselineTable(sql: SqlClient): Promise<number> {
  const started = performance.now();
  await sql.exec(`
    drop schema if exists bench_baseline cascade;
    create schema bench_baseline;
    create table ${baselineTable} (like public.tool_executions including all excluding indexes);
    insert into ${baselineTable} select * from public.tool_executions;
  `);
  const indexes = await sql.query<{ definition: string }>(
    `select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'public.tool_executions'::regclass`,
  );
  for (const { definition } of indexes) {
    await sql.exec(definition.replace(/ ON (ONLY )?public\.tool_executions /, ` ON ${baselineTable} `));
  }
  await sql.exec(`vacuum (analyze) ${baselineTable}`);
  return Math.round(performance.now() - started);
}
