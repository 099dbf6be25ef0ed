import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDbMaintain } from '../../local/db-maintain.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../e2e/support/fresh-server-database.ts';

const serverUrl = testServerUrl();

function capture() {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    output: { stdout: (text: string) => stdout.push(text), stderr: (text: string) => stderr.push(text) },
  };
}

describe('runDbMaintain', () => {
  describe('when PARLEY_LOG_RETENTION_DAYS is malformed', () => {
    it.each(['3', 'ninety'])('exits 1 with the reason for "%s", without opening the database', async (value) => {
      const { stdout, stderr, output } = capture();
      // An unreachable server: reaching it would say so instead.
      const code = await runDbMaintain(
        { PARLEY_LOG_RETENTION_DAYS: value, DATABASE_URL: 'postgres://parley@127.0.0.1:1/parley' },
        output,
      );
      expect(code).toBe(1);
      expect(stdout).toEqual([]);
      expect(stderr).toEqual([
        `PARLEY_LOG_RETENTION_DAYS must be a whole number of days, at least 7 (e.g. 90); got "${value}".\n`,
      ]);
    });
  });

  describe('when the server cannot be reached', () => {
    it('exits 1 naming the host, never the password', async () => {
      const { stderr, output } = capture();
      const code = await runDbMaintain({ DATABASE_URL: 'postgres://parley:s3cret@127.0.0.1:1/parley' }, output);
      expect(code).toBe(1);
      expect(stderr.join('')).toContain('Cannot reach the database at postgres://parley@127.0.0.1:1/parley');
      expect(stderr.join('')).not.toContain('s3cret');
    });
  });

  describe('when the database is a local PGlite directory', () => {
    let directory: string;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'parley-maintain-'));
    });
    afterAll(() => rm(directory, { recursive: true, force: true }));

    it('migrates it, runs maintenance with the retention and prints the report', async () => {
      const { stdout, stderr, output } = capture();
      const code = await runDbMaintain(
        { PARLEY_DATA_DIR: join(directory, 'pglite'), PARLEY_LOG_RETENTION_DAYS: '30' },
        output,
      );
      expect(stderr).toEqual([]);
      expect(code).toBe(0);
      const text = stdout.join('');
      expect(text).toContain(`Database: PGlite in ${join(directory, 'pglite')}`);
      expect(text).toContain('Log retention: 30 days');
      expect(text).toContain('Expired idempotency records deleted: 0');
    }, 60_000);
  });

  describe.runIf(serverUrl !== undefined)('when DATABASE_URL names a fresh server database', () => {
    let database: FreshServerDatabase;
    let databaseUrl: string;

    beforeAll(async () => {
      database = await createFreshServerDatabase(serverUrl ?? '', 'parley_maintain');
      databaseUrl = database.url;
    });

    afterAll(async () => {
      await database.dispose();
    });

    it('migrates it and runs maintenance, keeping the logs without a retention', async () => {
      const { stdout, stderr, output } = capture();
      const code = await runDbMaintain({ DATABASE_URL: databaseUrl }, output);
      expect(stderr).toEqual([]);
      expect(code).toBe(0);
      expect(stdout.join('')).toContain('Log retention: none (logs kept forever)');
    });
  });
});
