/**
 * Readies a database for the local Auth at the gateway's start: the `auth.users` columns
 * GoTrue keeps (added by local/bootstrap.sql, which a server bootstrapped by an older
 * Parley may predate; Supabase's own table has them, and is never altered) and the
 * `local_auth` session tables.
 */
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { readBootstrap } from '../../database-files.ts';
import { sessionTablesSql } from './session-store.ts';

/** The `auth.users` columns the local Auth reads and writes. */
const userColumns = [
  'encrypted_password',
  'email_confirmed_at',
  'raw_app_meta_data',
  'raw_user_meta_data',
  'created_at',
  'updated_at',
  'last_sign_in_at',
  'aud',
  'role',
];

/** Adds what is missing; safe to run at every start. */
export async function prepareAuthTables(sql: SqlClient): Promise<void> {
  const rows = await sql.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`,
  );
  const present = new Set(rows.map((row) => row.column_name));
  if (userColumns.some((column) => !present.has(column))) await sql.exec(await readBootstrap());
  await sql.exec(sessionTablesSql);
}
