import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { readBootstrap } from '../../../local/database-files.ts';
import { openGatewayDatabase } from '../../../local/gateway/gateway-database.ts';
import { createFreshServerDatabase, testServerUrl } from '../../e2e/support/fresh-server-database.ts';

const serverUrl = testServerUrl();
/** Every migration in supabase/migrations, so a new one does not need this test changed. */
const migrationCount =
  readdirSync(new URL('../../../supabase/migrations/', import.meta.url)).filter((name) => name.endsWith('.sql')).length;

// PGlite (created, migrated, seeded, shared through the hook) is covered end to end by
// test/e2e/gateway.test.ts, which boots the gateway on a fresh directory.
describe('openGatewayDatabase', () => {
  describe.runIf(serverUrl !== undefined)('when DATABASE_URL names a fresh server database', () => {
    it('bootstraps, migrates and seeds it, leaves the connections to the functions, and names it without a password', async () => {
      const fresh = await createFreshServerDatabase(serverUrl as string, 'parley_gateway');
      try {
        const host = {};
        const password = decodeURIComponent(new URL(fresh.url).password);

        const database = await openGatewayDatabase({ DATABASE_URL: fresh.url }, host);
        await database.close();

        expect(localDatabaseOf(host)).toBeUndefined();
        expect(database.description).toMatch(
          new RegExp(
            ` \\(auth schema and roles added, ${migrationCount} migration\\(s\\) applied, seeded with the demo user and agent\\) \\(DATABASE_URL\\)$`,
          ),
        );
        expect(database.hasDemoUser).toBe(true);
        if (password !== '') expect(database.description).not.toContain(password);
        const sql = createPostgresClient(fresh.url, { maxConnections: 1 });
        expect(await sql.query(`select count(*)::int as count from supabase_migrations.schema_migrations`)).toEqual([{
          count: migrationCount,
        }]);
        await sql.close();
      } finally {
        await fresh.dispose();
      }
    });
  });

  describe.runIf(serverUrl !== undefined)(
    "when the server database already has an auth schema (as Supabase's does)",
    () => {
      it('migrates it without seeding, and says the demo user is missing', async () => {
        const fresh = await createFreshServerDatabase(serverUrl as string, 'parley_gateway');
        try {
          const sql = createPostgresClient(fresh.url, { maxConnections: 1 });
          await sql.exec(await readBootstrap());
          await sql.close();

          const database = await openGatewayDatabase({ DATABASE_URL: fresh.url }, {});
          await database.close();

          expect(database.hasDemoUser).toBe(false);
          expect(database.description).toMatch(
            new RegExp(` \\(${migrationCount} migration\\(s\\) applied\\) \\(DATABASE_URL\\)$`),
          );
        } finally {
          await fresh.dispose();
        }
      });
    },
  );
});
