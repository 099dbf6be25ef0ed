import { afterEach, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../../shared/db/sql-client.ts';
import { prepareAuthTables } from '../../../../local/gateway/auth/auth-tables.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

/** `sql`, recording the scripts it runs. */
function recording(sql: SqlClient, scripts: string[]): SqlClient {
  return {
    ...sql,
    exec: (script) => {
      scripts.push(script);
      return sql.exec(script);
    },
  };
}

async function columnsOfUsers(sql: SqlClient): Promise<string[]> {
  const rows = await sql.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`,
  );
  return rows.map((row) => row.column_name);
}

describe('prepareAuthTables', () => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  describe("when auth.users has GoTrue's columns (the bootstrap ran, or Supabase made it)", () => {
    it('leaves auth.users alone and creates the session tables, twice over', async () => {
      database = await createTestDatabase();
      const scripts: string[] = [];

      await prepareAuthTables(recording(database.sql, scripts));
      await prepareAuthTables(recording(database.sql, scripts));

      expect(scripts.some((script) => script.includes('alter table auth.users'))).toBe(false);
      const tables = await database.sql.query(
        `select table_name from information_schema.tables where table_schema = 'local_auth' order by table_name`,
      );
      expect(tables).toEqual([{ table_name: 'refresh_tokens' }, { table_name: 'sessions' }]);
    });
  });

  describe('when the database was bootstrapped by a Parley without them', () => {
    it('adds the missing columns', async () => {
      database = await createTestDatabase();
      await database.sql.exec(
        'alter table auth.users drop column encrypted_password; alter table auth.users drop column email_confirmed_at',
      );

      await prepareAuthTables(database.sql);

      expect(await columnsOfUsers(database.sql)).toEqual(
        expect.arrayContaining(['encrypted_password', 'email_confirmed_at', 'last_sign_in_at', 'updated_at']),
      );
    });
  });
});
