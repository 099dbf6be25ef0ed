/**
 * `npm run analytics` while the gateway holds the PGlite directory: the command asks the
 * running gateway's `GET /analytics` and prints the report it would have computed itself —
 * compared, after the gateway stops, with the command reading the directory directly. Always
 * PGlite: only an embedded database is held by one process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/open-database.ts';
import { agentA, day2, seedAnalyticsLog } from '../local/analytics-log-fixture.ts';
import { repositoryRoot, testProcessEnvironment } from './support/deno-command.ts';
import { type GatewayProcess, startGateway } from './support/gateway-process.ts';

const runFile = promisify(execFile);

/** The reports asked for: everything, and filtered by day and agent; as text and as JSON. */
const invocations = [[], ['--json'], ['--since', day2, '--agent', agentA], [
  '--since',
  day2,
  '--agent',
  agentA,
  '--json',
]];

interface CommandRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

describe('npm run analytics while the gateway holds the PGlite directory', () => {
  let directory: string;
  let environment: Record<string, string>;
  let gateway: GatewayProcess | null = null;
  const throughGateway: CommandRun[] = [];

  async function analytics(flags: readonly string[]): Promise<CommandRun> {
    try {
      const { stdout, stderr } = await runFile(
        process.execPath,
        ['--import', 'tsx', 'local/analytics/main.ts', ...flags],
        { cwd: repositoryRoot, env: environment, timeout: 120_000 },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-analytics-gateway-'));
    environment = testProcessEnvironment({ PARLEY_DATA_DIR: join(directory, 'pglite'), DATABASE_URL: '' });
    // The log (with a name the model invented) is written before the gateway takes the directory.
    const database = await openDatabase({ environment: { PARLEY_DATA_DIR: join(directory, 'pglite') } });
    try {
      await seedAnalyticsLog(database.sql);
    } finally {
      await database.sql.close();
    }
    gateway = await startGateway({ PARLEY_DATA_DIR: join(directory, 'pglite'), DATABASE_URL: '' });
    for (const flags of invocations) throughGateway.push(await analytics(flags));
  }, 300_000);

  afterAll(async () => {
    await gateway?.stop('SIGKILL');
    await rm(directory, { recursive: true, force: true });
  });

  it("prints the gateway's report, naming where it came from, with the invented names apart", () => {
    for (const run of throughGateway) expect(run).toMatchObject({ code: 0, stderr: '' });
    const [text] = throughGateway;
    expect(text?.stdout.split('\n')[0]).toBe(
      `Database: PGlite in ${join(directory, 'pglite')}, read through the running gateway at ${gateway?.url}`,
    );
    const section = text?.stdout.slice(text.stdout.indexOf('Names the model got wrong')) ?? '';
    expect(section).toMatch(/search_web +1 +web_search/);
    const json = JSON.parse(throughGateway[1]?.stdout ?? '{}') as { inventedNames?: unknown };
    expect(json.inventedNames).toEqual([{ name: 'search_web', calls: 1, suggestedTool: 'web_search' }]);
  });

  it('prints exactly what the command prints reading the directory itself once the gateway has stopped', async () => {
    await gateway?.stop('SIGTERM');
    gateway = null;
    for (const [index, flags] of invocations.entries()) {
      const direct = await analytics(flags);
      expect(direct).toMatchObject({ code: 0, stderr: '' });
      const body = (text: string) => flags.includes('--json') ? text : text.slice(text.indexOf('\n') + 1);
      expect(body(throughGateway[index]?.stdout ?? '')).toBe(body(direct.stdout));
    }
  }, 300_000);

  it('says in one line what to do when the gateway holding the directory does not answer', async () => {
    // A lock naming a live process (this one) and a URL nothing listens on.
    const { acquireDataDirectoryLock } = await import('../../local/data-directory-lock.ts');
    const lock = await acquireDataDirectoryLock(join(directory, 'pglite'), {
      name: 'The gateway',
      url: 'http://127.0.0.1:9',
    });
    try {
      const run = await analytics([]);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain('and asking it at http://127.0.0.1:9 failed');
      expect(run.stderr).toContain('Stop it and run this again, or use DATABASE_URL.');
    } finally {
      if (lock.ok) await lock.lock.release();
    }
  }, 120_000);
});
