/**
 * Each function's entry file, run the way Supabase's edge runtime runs it: `deno run` of
 * its index.ts with its own deno.json, under the pinned Deno 2.1.4. (`npm run check`
 * type-checks the same files with `deno check`.) Deno.serve without options listens on
 * port 8000, so the functions boot one after another, and the tests are skipped when
 * something else holds that port.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localJwtSecret, localServiceRoleKey } from '../../local/gateway/local-keys.ts';
import { denoBinary, denoRunArguments, repositoryRoot, testProcessEnvironment } from './support/deno-command.ts';
import { createFreshServerDatabase, type FreshServerDatabase, testServerUrl } from './support/fresh-server-database.ts';
import { spawnProcess } from './support/spawned-process.ts';

const denoServePort = 8000;
/** How each function words a missing token: chat with the HTTP error body, the tool
 * functions with their tool protocol's failure. */
const refusals: Record<string, unknown> = {
  chat: {
    error: expect.objectContaining({
      code: 'unauthorized',
      message: expect.any(String),
      requestId: expect.any(String),
    }),
  },
  'gmail-api': expect.objectContaining({ success: false, error: expect.stringContaining('Authorization') }),
  'web-search-api': expect.objectContaining({ success: false, error: expect.stringContaining('Authorization') }),
};
const functionNames = Object.keys(refusals);
const serverUrl = testServerUrl();

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

describe(`function entries under Deno (${serverUrl === undefined ? 'no database server' : 'postgres'})`, () => {
  let database: FreshServerDatabase | null = null;
  let databaseUrl: string;

  beforeAll(async () => {
    // The requests below never reach the database; without a server, the URL only has to parse.
    database = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl);
    databaseUrl = database?.url ?? 'postgres://postgres@127.0.0.1:9/parley_unused';
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it("runs on the Deno version Supabase's edge runtime uses", async () => {
    const { stdout } = await promisify(execFile)(denoBinary, ['--version']);

    expect(stdout).toMatch(/^deno 2\.1\.4 /);
  });

  describe.each(functionNames)('when supabase/functions/%s/index.ts is run with deno run', (name) => {
    it('boots, answers a CORS preflight, and refuses a request without a token with 401 JSON', async (context) => {
      if (!(await portIsFree(denoServePort))) context.skip(`port ${denoServePort} is in use`);
      const entry = spawnProcess(
        denoBinary,
        denoRunArguments(`supabase/functions/${name}/deno.json`, `supabase/functions/${name}/index.ts`),
        {
          cwd: repositoryRoot,
          env: testProcessEnvironment({
            DATABASE_URL: databaseUrl,
            SUPABASE_URL: 'http://127.0.0.1:54321',
            SUPABASE_JWT_SECRET: localJwtSecret,
            SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey,
          }),
        },
      );
      try {
        await entry.waitForLine(/Listening on http:\/\/\S+:8000\//, 30_000);
        const url = `http://127.0.0.1:${denoServePort}/${name}`;

        const preflight = await fetch(url, {
          method: 'OPTIONS',
          headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
        });
        const refused = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });

        expect(preflight.status).toBe(200);
        expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
        expect(await preflight.text()).toBe('ok');
        expect(refused.status).toBe(401);
        expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await refused.json()).toEqual(refusals[name]);
      } finally {
        await entry.stop('SIGKILL');
      }
    });
  });
});

describe('supabase/functions/integrations/index.ts under Deno', () => {
  it('boots, answers a CORS preflight for its methods, refuses a list without a token, and refuses a forged callback state without redirecting', async (context) => {
    if (!(await portIsFree(denoServePort))) context.skip(`port ${denoServePort} is in use`);
    const entry = spawnProcess(
      denoBinary,
      denoRunArguments('supabase/functions/integrations/deno.json', 'supabase/functions/integrations/index.ts'),
      {
        cwd: repositoryRoot,
        env: testProcessEnvironment({
          // Never reached: every request below is answered before the database.
          DATABASE_URL: 'postgres://postgres@127.0.0.1:9/parley_unused',
          SUPABASE_URL: 'http://127.0.0.1:54321',
          SUPABASE_JWT_SECRET: localJwtSecret,
          PARLEY_CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
          PARLEY_APP_URLS: 'http://127.0.0.1:3000',
        }),
      },
    );
    try {
      await entry.waitForLine(/Listening on http:\/\/\S+:8000\//, 30_000);
      const base = `http://127.0.0.1:${denoServePort}/integrations`;

      const preflight = await fetch(base, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'PUT' },
      });
      const refused = await fetch(`${base}?agentId=00000000-0000-4000-8000-0000000000a1`);
      const forged = await fetch(`${base}/gmail/callback?code=x&state=forged.state`, { redirect: 'manual' });

      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: expect.objectContaining({ code: 'unauthorized' }) });
      expect(forged.status).toBe(400);
      expect(forged.headers.get('location')).toBeNull();
      expect(await forged.json()).toEqual({ error: expect.objectContaining({ code: 'invalid_state' }) });
    } finally {
      await entry.stop('SIGKILL');
    }
  });
});
