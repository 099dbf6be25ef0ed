/**
 * docs/web-app.md's "Calling the endpoints from another web app" script, run as it is with
 * this Node (package.json allows 20.19 and later) against a gateway on a fresh database: the
 * supabase-js sign-in, `functions.invoke` of a turn and of the history, and a streamed turn.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserPassword } from '../../local/gateway/auth/demo-user-password.ts';
import { repositoryRoot, testProcessEnvironment } from '../e2e/support/deno-command.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../e2e/support/fresh-server-database.ts';
import { type GatewayProcess, startGateway } from '../e2e/support/gateway-process.ts';

const run = promisify(execFile);
const serverUrl = testServerUrl();

/** The first ```js block of the section `heading` in `markdown`. */
function codeBlockOf(markdown: string, heading: string): string {
  const section = markdown.slice(markdown.indexOf(`## ${heading}`));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  if (match === null) throw new Error(`No js block under "${heading}"`);
  return match[1] as string;
}

describe(`the docs' supabase-js example (${serverUrl === undefined ? 'pglite' : 'postgres'})`, () => {
  let directory: string;
  let scriptDirectory: string;
  let server: FreshServerDatabase | null = null;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-docs-example-'));
    server = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl, 'parley_docs');
    gateway = await startGateway({
      ...(server === null ? { PARLEY_DATA_DIR: join(directory, 'pglite') } : { DATABASE_URL: server.url }),
      PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
    });
    // Inside the repository, so the script's imports resolve from its node_modules as they would in an app.
    await mkdir(join(repositoryRoot, 'node_modules', '.cache'), { recursive: true });
    scriptDirectory = await mkdtemp(join(repositoryRoot, 'node_modules', '.cache', 'parley-docs-example-'));
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await server?.dispose();
    await rm(directory, { recursive: true, force: true });
    if (scriptDirectory !== undefined) await rm(scriptDirectory, { recursive: true, force: true });
  }, 60_000);

  it('signs in, calls the functions and streams a turn', async () => {
    const script = join(scriptDirectory, 'call-parley.mjs');
    await writeFile(
      script,
      codeBlockOf(
        await readFile(join(repositoryRoot, 'docs', 'web-app.md'), 'utf8'),
        'Calling the endpoints from another web app',
      ),
    );
    const config = await (await fetch(`${gateway.url}/config.json`)).json() as { anonKey: string };

    const { stdout } = await run(process.execPath, [script], {
      cwd: scriptDirectory,
      env: testProcessEnvironment({
        SUPABASE_URL: gateway.url,
        SUPABASE_ANON_KEY: config.anonKey,
        EMAIL: 'demo@parley.local',
        PASSWORD: demoUserPassword,
      }),
      timeout: 60_000,
    });

    expect(stdout).toMatch(/^Here is what I found:\n- \[Sandbox\] Deno 2/);
    expect(stdout).toContain("[ 'search the web for Deno 2' ]");
    expect(stdout).toContain('→ news_search\n✓ news_search\nHere is what I found:\n- [Sandbox] Deno');
  }, 90_000);
});
