import type { SqlExecutor } from '../../../../../shared/db/sql-client.ts';

/** Adds a user to `auth.users` (as Supabase Auth would) and returns its id. */
export async function insertUser(sql: SqlExecutor, id: string = crypto.randomUUID()): Promise<string> {
  await sql.query(`insert into auth.users (id, email) values ($1, $2)`, [id, `${id}@parley.test`]);
  return id;
}
