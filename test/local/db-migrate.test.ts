import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMigration, migrateDatabase, runDbMigrate } from '../../local/db-migrate.ts';
import { describeDatabaseUrl, openDatabase, pgliteDirectory } from '../../local/open-database.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../e2e/support/fresh-server-database.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const migrationNames = [
  '20261126000100_tables_and_rls',
  '20261126000200_logs_and_partitions',
  '20261126000300_analytics',
  '20261126000400_maintenance',
  '20261127000100_oauth_completion_codes',
];
const serverUrl = testServerUrl();
const unreachable = 'postgres://parley:s3cret-pass@127.0.0.1:1/parley';

function capture(): {
  stdout: string[];
  stderr: string[];
  output: { stdout: (text: string) => void; stderr: (text: string) => void };
} {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, output: { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text) } };
}

describe('migrateDatabase', () => {
  describe('when the local PGlite directory does not exist yet', () => {
    let directory: string;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'parley-migrate-'));
    });

    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    it('creates, migrates and seeds it, and a second run does nothing', async () => {
      const environment = { PARLEY_DATA_DIR: join(directory, 'pglite') };
      const first = await migrateDatabase(environment);
      expect(first.target).toMatchObject({ kind: 'pglite', directory: join(directory, 'pglite') });
      expect(first.preparation).toEqual({
        bootstrapped: true,
        seeded: true,
        migrations: { applied: migrationNames, skipped: [] },
      });
      expect(formatMigration(first)).toBe([
        `Database: PGlite in ${join(directory, 'pglite')}`,
        `Applied ${migrationNames.length} migrations:`,
        ...migrationNames.map((name) => `  ${name}`),
        'Seeded the demo user and agent (supabase/seed.sql).',
      ].join('\n'));

      const second = await migrateDatabase(environment);
      expect(second.preparation).toEqual({
        bootstrapped: true,
        seeded: false,
        migrations: { applied: [], skipped: migrationNames },
      });
      expect(formatMigration(second)).toContain(
        `Nothing to apply: all ${migrationNames.length} migrations were already applied.`,
      );

      const database = await openDatabase({ environment });
      try {
        expect(await database.sql.query(`select name from public.agents`)).toEqual([{ name: 'Demo assistant' }]);
      } finally {
        await database.sql.close();
      }
      // Three PGlite opens of a directory on disk, each migrating or checking every migration.
    }, 60_000);
  });

  describe.runIf(serverUrl !== undefined)('when the server database is fresh', () => {
    let database: FreshServerDatabase;
    let databaseUrl: string;

    beforeAll(async () => {
      database = await createFreshServerDatabase(serverUrl ?? '', 'parley_migrate');
      databaseUrl = database.url;
    });

    afterAll(async () => {
      await database.dispose();
    });

    it('bootstraps and migrates it once, then skips both, and never seeds a server', async () => {
      const first = await migrateDatabase({ DATABASE_URL: databaseUrl });
      expect(first.target).toMatchObject({
        kind: 'server',
        variable: 'DATABASE_URL',
        description: describeDatabaseUrl(databaseUrl),
      });
      expect(first.preparation).toEqual({
        bootstrapped: true,
        seeded: false,
        migrations: { applied: migrationNames, skipped: [] },
      });
      expect(formatMigration(first)).toContain('Bootstrap: created the auth schema and roles');

      // SUPABASE_DB_URL is read when DATABASE_URL is not set; the auth schema exists now,
      // as it does on Supabase, so the bootstrap is left alone.
      const second = await migrateDatabase({ SUPABASE_DB_URL: databaseUrl });
      expect(second.target).toMatchObject({ kind: 'server', variable: 'SUPABASE_DB_URL' });
      expect(second.preparation).toEqual({
        bootstrapped: false,
        seeded: false,
        migrations: { applied: [], skipped: migrationNames },
      });
      expect(formatMigration(second)).toContain('Bootstrap: skipped, the auth schema exists.');
    });
  });
});

describe('formatMigration', () => {
  describe('when some migrations were there already', () => {
    it('lists what it applied, then what was already applied', () => {
      const text = formatMigration({
        target: { kind: 'server', description: 'postgres://postgres@db.example:5432/parley', variable: 'DATABASE_URL' },
        preparation: {
          bootstrapped: false,
          seeded: false,
          migrations: { applied: [migrationNames[1] ?? ''], skipped: [migrationNames[0] ?? ''] },
        },
      });
      expect(text).toBe([
        'Database: postgres://postgres@db.example:5432/parley',
        'Bootstrap: skipped, the auth schema exists.',
        'Applied 1 migration:',
        '  20261126000200_logs_and_partitions',
        'Already applied (1):',
        '  20261126000100_tables_and_rls',
      ].join('\n'));
    });
  });
});

describe('runDbMigrate', () => {
  describe('when the server cannot be reached', () => {
    it('exits 1 with one line naming the host, never the password', async () => {
      const { stdout, stderr, output } = capture();
      expect(
        await runDbMigrate({ DATABASE_URL: unreachable, SUPABASE_DB_URL: 'postgres://other@127.0.0.1:2/x' }, output),
      ).toBe(1);
      expect(stdout).toEqual([]);
      expect(stderr).toEqual([
        'Cannot reach the database at postgres://parley@127.0.0.1:1/parley: the connection was refused (is PostgreSQL running?)\n',
      ]);
    });
  });

  describe('when DATABASE_URL is not a URL', () => {
    it('says which variable is wrong', async () => {
      const { stderr, output } = capture();
      expect(await runDbMigrate({ DATABASE_URL: 'not a url' }, output)).toBe(1);
      expect(stderr).toEqual(['DATABASE_URL is not a valid postgres:// URL\n']);
    });
  });

  describe('when run as `npm run db:migrate` against an unreachable server', () => {
    it('prints the reason without a stack trace', async () => {
      const run = promisify(execFile);
      const failure = await run(process.execPath, ['--import', 'tsx', 'local/db-migrate.ts'], {
        cwd: repositoryRoot,
        env: { ...process.env, DATABASE_URL: unreachable },
      }).then(() => null, (error: { code: number; stdout: string; stderr: string }) => error);
      expect(failure?.code).toBe(1);
      expect(failure?.stderr.trim()).toBe(
        'Cannot reach the database at postgres://parley@127.0.0.1:1/parley: the connection was refused (is PostgreSQL running?)',
      );
    });
  });
});

describe('describeDatabaseUrl', () => {
  describe('when the URL holds a password and options', () => {
    it('keeps the user, host, port and database only', () => {
      expect(
        describeDatabaseUrl(
          'postgresql://postgres.ref:p%40ss@aws-0-eu.pooler.supabase.com:6543/postgres?sslmode=require',
        ),
      ).toBe(
        'postgresql://postgres.ref@aws-0-eu.pooler.supabase.com:6543/postgres',
      );
    });
  });
});

describe('pgliteDirectory', () => {
  describe('when PARLEY_DATA_DIR is unset or relative', () => {
    it('resolves against the repository root', () => {
      expect(pgliteDirectory({})).toBe(resolve(repositoryRoot, '.parley/pglite'));
      expect(pgliteDirectory({ PARLEY_DATA_DIR: 'data/db' })).toBe(resolve(repositoryRoot, 'data/db'));
      expect(pgliteDirectory({ PARLEY_DATA_DIR: '/var/lib/parley' })).toBe('/var/lib/parley');
    });
  });
});
