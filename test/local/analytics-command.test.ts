import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsCommandDependencies, runAnalyticsCommand } from '../../local/analytics/run-analytics-command.ts';
import { toolAnalyticsSchema } from '../../shared/protocol/tool-analytics.ts';
import { DatabaseConnectionError, DatabaseLockedError, type OpenDatabase } from '../../local/open-database.ts';
import { localSecretKey } from '../../local/gateway/local-keys.ts';
import { createAnalyticsHandler } from '../../shared/analytics/analytics-handler.ts';
import { silentLogger } from '../../shared/log/logger.ts';
import { createPgliteClient } from '../../shared/db/pglite-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { agentA, day3, seedAnalyticsLog } from './analytics-log-fixture.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAnalyticsLog(database.sql);
});

afterAll(async () => {
  await database.dispose();
});

/** The command closes what it opens; the test database outlives it. */
function kept(sql: SqlClient): SqlClient {
  return { ...sql, close: async () => {} };
}

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly opened: number;
}

async function run(argv: readonly string[], overrides: Partial<AnalyticsCommandDependencies> = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  let opened = 0;
  const code = await runAnalyticsCommand(argv, {
    environment: {},
    openDatabase: async (): Promise<OpenDatabase> => {
      opened += 1;
      return {
        sql: kept(database.sql),
        target: { kind: 'pglite', description: 'the test database', directory: '' },
        preparation: null,
      };
    },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    isTerminal: false,
    clock: () => new Date('2026-11-03T12:00:00Z'),
    fetch: () => Promise.reject(new Error('No gateway in this test.')),
    ...overrides,
  });
  return { code, stdout, stderr, opened };
}

describe('runAnalyticsCommand', () => {
  describe('when asked for --json', () => {
    it('prints one JSON object of the published shape', async () => {
      const result = await run(['--json', '--agent', agentA, '--since', '1d']);
      expect(result.code).toBe(0);
      expect(result.stdout.trim().split('\n')).toHaveLength(1);
      const parsed = toolAnalyticsSchema.parse(JSON.parse(result.stdout));
      expect(parsed.filters).toEqual({ since: day3, until: null, agentId: agentA });
      expect(parsed.totals).toEqual({ attempts: 6, successes: 1, errors: 5, successRate: 1 / 6 });
    });
  });

  describe('when printing tables', () => {
    it('names the database and draws the report without colour off a terminal', async () => {
      const result = await run([]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Database: the test database\nParley tool analytics: all agents, all time/);
      expect(result.stdout).toContain('Tools (worst success rate first)');
      expect(result.stdout).toContain('attempts histogram');
      expect(result.stdout).not.toContain('\u001b[');
    });

    it('uses colour on a terminal unless NO_COLOR is set', async () => {
      expect((await run([], { isTerminal: true })).stdout).toContain('\u001b[31mmissed\u001b[39m');
      expect((await run([], { isTerminal: true, environment: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    });
  });

  describe('when a flag is wrong', () => {
    it('exits 2 with the reason and the usage, before opening the database', async () => {
      const result = await run(['--since', 'last week']);
      expect(result).toMatchObject({ code: 2, stdout: '', opened: 0 });
      expect(result.stderr).toMatch(/^--since wants a day as YYYY-MM-DD .*\n\nUsage: npm run analytics -- \[options\]/);
    });
  });

  describe('when asked for --help', () => {
    it('prints the usage and exits 0', async () => {
      const result = await run(['--help']);
      expect(result).toMatchObject({ code: 0, stderr: '', opened: 0 });
      expect(result.stdout).toContain('--agent <uuid>');
    });
  });

  describe('when the database cannot be reached', () => {
    it('exits 1 with the connection message', async () => {
      const result = await run([], {
        openDatabase: async () => {
          throw new DatabaseConnectionError(
            'Cannot reach the database at postgres://parley@127.0.0.1:1/parley: the connection was refused',
          );
        },
      });
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toBe(
        'Cannot reach the database at postgres://parley@127.0.0.1:1/parley: the connection was refused\n',
      );
    });
  });

  describe('when a running gateway holds the PGlite directory', () => {
    const gatewayUrl = 'http://127.0.0.1:54321';
    const locked = async (): Promise<OpenDatabase> => {
      throw new DatabaseLockedError('/data/pglite', {
        pid: 4321,
        holder: 'The gateway',
        url: gatewayUrl,
        startedAt: '2026-11-03T11:00:00Z',
      });
    };
    /** The analytics function as the gateway serves it: its service key is the local secret key. */
    function gatewayFetch(seen: Request[]): typeof fetch {
      const handler = createAnalyticsHandler({
        verifyJwt: () => Promise.reject(new Error('no user tokens here')),
        sql: database.sql,
        clock: () => new Date('2026-11-03T12:00:00Z'),
        logger: silentLogger,
        generateId: () => 'request-1',
        isServiceCall: (request) => request.headers.get('apikey') === localSecretKey,
      });
      return (input, init) => {
        const request = new Request(input, init);
        seen.push(request);
        return handler(request);
      };
    }

    it('prints the report the gateway answers, the same as its own, text and --json, with the same filters', async () => {
      const seen: Request[] = [];
      for (const flags of [[], ['--json'], ['--since', day3, '--agent', agentA, '--json']]) {
        const own = await run(flags);
        const asked = await run(flags, { openDatabase: locked, fetch: gatewayFetch(seen) });
        expect(asked.code).toBe(0);
        expect(asked.stderr).toBe('');
        const body = (text: string) => flags.includes('--json') ? text : text.slice(text.indexOf('\n') + 1);
        expect(body(asked.stdout)).toBe(body(own.stdout));
      }
      expect(seen.map((request) => new URL(request.url).search)).toEqual([
        '',
        '',
        `?since=${day3}&agentId=${agentA}`,
      ]);
      expect(seen[0]?.headers.get('apikey')).toBe(localSecretKey);
      const text = await run([], { openDatabase: locked, fetch: gatewayFetch([]) });
      expect(text.stdout.split('\n')[0]).toBe(
        `Database: PGlite in /data/pglite, read through the running gateway at ${gatewayUrl}`,
      );
    });

    it('says in one line what to do when the gateway refuses the key', async () => {
      const result = await run([], {
        openDatabase: locked,
        environment: { SUPABASE_SERVICE_ROLE_KEY: 'a-key-it-does-not-take' },
        fetch: gatewayFetch([]),
      });
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toContain(`The gateway (pid 4321, ${gatewayUrl}) holds /data/pglite, and asking it at`);
      expect(result.stderr).toContain('it answered 401');
      expect(result.stderr).toContain('set SUPABASE_SERVICE_ROLE_KEY');
      expect(result.stderr).toContain('Stop it and run this again, or use DATABASE_URL.');
    });
    describe('when the lock file names a gateway on another host', () => {
      const lockedBy = (url: string) => async (): Promise<OpenDatabase> => {
        throw new DatabaseLockedError('/data/pglite', {
          pid: 1,
          holder: 'The gateway',
          url,
          startedAt: '2026-11-03T11:00:00Z',
        });
      };

      it('never sends the service key there, and says why in one inert line', async () => {
        for (
          const url of ['https://collector.example', 'http://127.0.0.1.collector.example', 'http://user:pw@127.0.0.1:1']
        ) {
          const seen: Request[] = [];
          const result = await run([], {
            openDatabase: lockedBy(`${url}\u001b]8;;x\u0007`),
            environment: { SUPABASE_SERVICE_ROLE_KEY: 'sk-real-project-service-role' },
            fetch: gatewayFetch(seen),
          });
          expect(seen).toEqual([]);
          expect(result).toMatchObject({ code: 1, stdout: '' });
          expect(result.stderr).toContain('is not on this machine');
          expect(result.stderr).not.toContain('\u001b');
          expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
        }
      });

      it('asks a loopback gateway without following redirects', async () => {
        const seen: Request[] = [];
        const result = await run([], { openDatabase: lockedBy('http://localhost:54321'), fetch: gatewayFetch(seen) });
        expect(result.code).toBe(0);
        expect(seen.map((request) => request.redirect)).toEqual(['error']);
      });
    });
  });

  describe('when the database has not been migrated', () => {
    it('exits 1 and says to run db:migrate', async () => {
      const bare = await createPgliteClient();
      const result = await run([], {
        openDatabase: async () => ({
          sql: bare,
          target: { kind: 'server', description: 'postgres://parley@db.example:5432/parley', variable: 'DATABASE_URL' },
          preparation: null,
        }),
      });
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toBe(
        'The analytics rollups are missing in postgres://parley@db.example:5432/parley; run `npm run db:migrate` first.\n',
      );
    });
  });

  describe('when run as `npm run analytics`', () => {
    const execute = promisify(execFile);
    const withoutServer = { ...process.env, DATABASE_URL: '', SUPABASE_DB_URL: '', NO_COLOR: '' };

    it('exits 2 on an unknown flag without a stack trace', async () => {
      const failure = await execute(process.execPath, ['--import', 'tsx', 'local/analytics/main.ts', '--bogus'], {
        cwd: repositoryRoot,
        env: withoutServer,
      })
        .then(() => null, (error: { code: number; stderr: string }) => error);
      expect(failure?.code).toBe(2);
      expect(failure?.stderr).toMatch(/^Unknown option '--bogus'\.\n\nUsage:/);
      expect(failure?.stderr).not.toMatch(/\n\s+at /);
    });

    it('creates the local PGlite database on first use and reports on it', async () => {
      const directory = await mkdtemp(join(tmpdir(), 'parley-analytics-'));
      try {
        const result = await execute(
          process.execPath,
          ['--import', 'tsx', 'local/analytics/main.ts', '--since', '7d'],
          {
            cwd: repositoryRoot,
            env: { ...withoutServer, PARLEY_DATA_DIR: join(directory, 'pglite') },
          },
        );
        expect(result.stdout).toContain(`Database: PGlite in ${join(directory, 'pglite')}`);
        expect(result.stdout).toContain('No tool executions or chat turns are logged for these filters.');
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });
  });
});
