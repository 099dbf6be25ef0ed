import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnalyticsCommand } from '../../local/analytics/run-analytics-command.ts';
import { acquireDataDirectoryLock, lockFileName } from '../../local/data-directory-lock.ts';
import { runDbMigrate } from '../../local/db-migrate.ts';
import { DatabaseLockedError, openDatabase } from '../../local/open-database.ts';

let root: string;
let count = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parley-lock-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function freshDirectory(): Promise<string> {
  count += 1;
  const directory = join(root, `data-${count}`);
  await mkdir(directory, { recursive: true });
  return directory;
}

async function writeLock(
  directory: string,
  fields: { pid: number; holder?: string; url?: string | null },
): Promise<void> {
  await writeFile(
    join(directory, lockFileName),
    JSON.stringify({ holder: 'The gateway', url: null, startedAt: '2026-11-22T10:00:00.000Z', ...fields }),
  );
}

const lockOf = async (directory: string): Promise<unknown> =>
  JSON.parse(await readFile(join(directory, lockFileName), 'utf8'));
const gatewayPid = 4242;
const alive = (pid: number): boolean => pid === gatewayPid;

describe('acquireDataDirectoryLock', () => {
  describe('when nobody holds the directory', () => {
    it("takes it with the holder's pid and URL, and releasing deletes the lock", async () => {
      const directory = await freshDirectory();

      const attempt = await acquireDataDirectoryLock(
        directory,
        { name: 'The gateway', url: 'http://127.0.0.1:54321' },
        { pid: 777, isProcessAlive: alive, now: () => new Date('2026-11-22T10:00:00Z') },
      );

      expect(attempt.ok).toBe(true);
      expect(await lockOf(directory)).toEqual({
        pid: 777,
        holder: 'The gateway',
        url: 'http://127.0.0.1:54321',
        startedAt: '2026-11-22T10:00:00.000Z',
      });
      if (attempt.ok) await attempt.lock.release();
      await expect(readFile(join(directory, lockFileName))).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });

  describe('when a live process holds it', () => {
    it('answers who, and leaves their lock alone', async () => {
      const directory = await freshDirectory();
      await writeLock(directory, { pid: gatewayPid, url: 'http://127.0.0.1:54321' });

      const attempt = await acquireDataDirectoryLock(directory, { name: 'npm run analytics' }, {
        pid: 777,
        isProcessAlive: alive,
      });

      expect(attempt).toEqual({
        ok: false,
        holder: {
          pid: gatewayPid,
          holder: 'The gateway',
          url: 'http://127.0.0.1:54321',
          startedAt: '2026-11-22T10:00:00.000Z',
        },
      });
      expect(await lockOf(directory)).toMatchObject({ pid: gatewayPid });
    });

    it('refuses a second opener in the same process too', async () => {
      const directory = await freshDirectory();
      const first = await acquireDataDirectoryLock(directory, { name: 'The gateway' });

      const second = await acquireDataDirectoryLock(directory, { name: 'The gateway' });

      expect(second).toMatchObject({ ok: false, holder: { pid: process.pid } });
      if (first.ok) await first.lock.release();
    });
  });

  describe('when the lock is stale', () => {
    it.each([
      ['its process is gone', { pid: 999_999 }],
      ["it has this process's pid but this process does not hold it (a restarted container)", { pid: 777 }],
    ])('takes it over when %s', async (_case, fields) => {
      const directory = await freshDirectory();
      await writeLock(directory, fields);

      const attempt = await acquireDataDirectoryLock(directory, { name: 'npm run db:migrate' }, {
        pid: 777,
        isProcessAlive: (pid) => pid === 777,
      });

      expect(attempt.ok).toBe(true);
      expect(await lockOf(directory)).toMatchObject({ pid: 777, holder: 'npm run db:migrate' });
      if (attempt.ok) await attempt.lock.release();
    });

    it('takes over a lock file that does not parse', async () => {
      const directory = await freshDirectory();
      await writeFile(join(directory, lockFileName), '');

      const attempt = await acquireDataDirectoryLock(directory, { name: 'npm run analytics' }, {
        pid: 777,
        isProcessAlive: alive,
      });

      expect(attempt.ok).toBe(true);
      if (attempt.ok) await attempt.lock.release();
    });
  });

  describe('when the lock was taken over since', () => {
    it("releasing leaves the new holder's lock in place", async () => {
      const directory = await freshDirectory();
      const attempt = await acquireDataDirectoryLock(directory, { name: 'npm run analytics' }, {
        pid: 777,
        isProcessAlive: alive,
      });
      await writeLock(directory, { pid: gatewayPid });

      if (attempt.ok) await attempt.lock.release();

      expect(await lockOf(directory)).toMatchObject({ pid: gatewayPid });
    });
  });
});

describe('the local commands on a PGlite directory a gateway holds', () => {
  const withoutServer = { DATABASE_URL: '', SUPABASE_DB_URL: '' };
  // pid 1 always exists: the held lock looks like a live gateway's to the real check.
  const holdByGateway = (directory: string): Promise<void> =>
    writeLock(directory, { pid: 1, url: 'http://127.0.0.1:54321' });

  it('fails openDatabase at once with one line naming the gateway', async () => {
    const directory = await freshDirectory();
    await holdByGateway(directory);

    const error = await openDatabase({ environment: { ...withoutServer, PARLEY_DATA_DIR: directory } }).catch((
      caught: unknown,
    ) => caught);

    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toBe(
      `The gateway (pid 1, http://127.0.0.1:54321) holds ${directory}: stop it first, or use DATABASE_URL.`,
    );
  });

  it('fails npm run db:migrate with that line, and npm run analytics with it and why the gateway did not answer, exit 1', async () => {
    const directory = await freshDirectory();
    await holdByGateway(directory);
    const environment = { ...withoutServer, PARLEY_DATA_DIR: directory };
    const output = { stdout: '', stderr: '' };
    const capture = {
      stdout: (text: string) => {
        output.stdout += text;
      },
      stderr: (text: string) => {
        output.stderr += text;
      },
    };

    const migrate = await runDbMigrate(environment, capture);
    const analytics = await runAnalyticsCommand([], {
      environment,
      openDatabase,
      ...capture,
      isTerminal: false,
      clock: () => new Date('2026-11-22T10:00:00Z'),
      fetch: () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })),
    });

    expect([migrate, analytics]).toEqual([1, 1]);
    const held = `The gateway (pid 1, http://127.0.0.1:54321) holds ${directory}`;
    expect(output).toEqual({
      stdout: '',
      stderr: `${held}: stop it first, or use DATABASE_URL.\n` +
        `${held}, and asking it at http://127.0.0.1:54321 failed: the connection was refused. ` +
        `Stop it and run this again, or use DATABASE_URL.\n`,
    });
  });

  it('opens a directory whose lock is stale, holds it while open, and frees it on close', async () => {
    const directory = await freshDirectory();
    await writeLock(directory, { pid: 999_999 });

    const database = await openDatabase({
      environment: { ...withoutServer, PARLEY_DATA_DIR: directory },
      holder: { name: 'npm run analytics' },
    });
    try {
      expect(await lockOf(directory)).toMatchObject({ pid: process.pid, holder: 'npm run analytics' });
      expect(await database.sql.query('select name from public.agents')).toEqual([{ name: 'Demo assistant' }]);
    } finally {
      await database.sql.close();
    }
    await expect(readFile(join(directory, lockFileName))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
