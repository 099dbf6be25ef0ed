/**
 * The sandbox rules on the function side: gmail-api and web-search-api, built by their
 * real factories, use the local gateway's sandbox only when the hook is handed to them —
 * never because of a setting — and real keys always win over it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../shared/db/credential-base64.ts';
import { createCredentialCipher, parseCredentialKeyring } from '../../../shared/db/credential-cipher.ts';
import {
  createCredentialsRepository,
  type CredentialsRepository,
} from '../../../shared/db/repositories/credentials-repository.ts';
import { createGmailFunction } from '../../../shared/functions/gmail-function.ts';
import type { RuntimeHooks } from '../../../shared/functions/function-runtime.ts';
import { createWebSearchFunction } from '../../../shared/functions/web-search-function.ts';
import { readOutboxFile } from '../../../local/gateway/sandbox/sandbox-outbox-file.ts';
import { outboxPathIn, sandboxIdentity } from '../../../local/gateway/sandbox/sandbox-settings.ts';
import {
  type InProcessSandbox,
  openInProcessSandbox,
  sandboxBaseUrl,
} from '../../local/gateway/sandbox/support/in-process-sandbox.ts';
import { startSerperStandIn } from '../integrations/search/support/provider-stand-ins.ts';
import type { StandInServer } from '../integrations/search/support/stand-in-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { defaultAgentId, demoUserId, jwtSecret, signJwt } from './support/tool-functions-fixture.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const credentialsKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
const serperKey = 'serper-sandbox-rules-key-5e6f7a8b';
/** Settings someone might hope would switch the sandbox on in a deployment: none does. */
const hopefulSettings = {
  PARLEY_SANDBOX: 'on',
  PARLEY_LOCAL_SANDBOX: 'true',
  SANDBOX: '1',
  PARLEY_SANDBOX_DIR: '/tmp/sandbox',
};

type FunctionName = 'gmail-api' | 'web-search-api';

describe('the sandbox rules of the tool functions', () => {
  let database: TestDatabase;
  let sandbox: InProcessSandbox;
  let serper: StandInServer;
  let credentials: CredentialsRepository;
  let environment: Record<string, string>;
  /** The outcome log writes handed to waitUntil: awaited before the log is read. */
  const pendingWrites: Promise<unknown>[] = [];
  const settleWrites = async (): Promise<void> => {
    await Promise.allSettled(pendingWrites.splice(0));
  };

  /** The gateway's fetch: its own routes for the sandbox, the network (the Serper stand-in) otherwise. */
  const fetchLikeTheGateway = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(sandboxBaseUrl) ? sandbox.fetch(input, init) : fetch(input, init);
  }) as typeof fetch;

  function build(name: FunctionName, options: { withHook: boolean; extraEnvironment?: Record<string, string> }) {
    const hooks: RuntimeHooks = {
      localDatabase: database.sql,
      edgeRuntime: {
        waitUntil: (promise: Promise<unknown>) => {
          pendingWrites.push(promise);
        },
      },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      fetch: fetchLikeTheGateway,
      sleep: () => Promise.resolve(),
      ...(options.withHook ? { sandbox: sandbox.sandbox.hook } : {}),
    };
    const variables = { ...environment, ...options.extraEnvironment };
    return name === 'gmail-api'
      ? createGmailFunction(variables, hooks)
      : createWebSearchFunction(variables, { ...hooks, resolveHost: () => Promise.resolve(['93.184.216.34']) });
  }

  async function post(
    handler: (request: Request) => Promise<Response>,
    name: FunctionName,
    action: string,
    params: Record<string, unknown>,
  ) {
    const token = await signJwt({ sub: demoUserId, role: 'authenticated' });
    const response = await handler(
      new Request(`http://127.0.0.1/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action, agentId: defaultAgentId, params }),
      }),
    );
    return response.json() as Promise<
      { success: boolean; data?: Record<string, unknown>; category?: string; error?: string }
    >;
  }

  async function lastDetail(): Promise<string> {
    await settleWrites();
    const rows = await database.sql.query<{ detail: unknown }>(
      "select detail from public.tool_executions where source <> 'chat' order by created_at desc limit 1",
    );
    return JSON.stringify(rows[0]?.detail ?? null);
  }

  beforeAll(async () => {
    [database, sandbox, serper] = await Promise.all([
      createTestDatabase({ seed: true }),
      openInProcessSandbox(),
      startSerperStandIn(serperKey),
    ]);
    credentials = createCredentialsRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
    });
    environment = {
      SUPABASE_JWT_SECRET: jwtSecret,
      PARLEY_CREDENTIALS_KEY: credentialsKey,
      SERPER_BASE_URL: serper.baseUrl,
      BRAVE_BASE_URL: 'http://127.0.0.1:9/brave',
      SERPAPI_BASE_URL: 'http://127.0.0.1:9/serpapi',
    };
    const grant = await sandbox.sandbox.issueGmailGrant();
    await credentials.save(
      demoUserId,
      'gmail',
      JSON.stringify({ access_token: grant.access_token, refresh_token: grant.refresh_token }),
      {
        metadata: { sandbox: true, account: sandboxIdentity.address },
      },
    );
  });

  afterAll(async () => {
    await Promise.all([database.dispose(), sandbox.close(), serper.close()]);
  });

  describe("when the user's Gmail credential was made by the sandbox", () => {
    it('sends through the sandbox Gmail when the gateway handed over its hook', async () => {
      const answer = await post(build('gmail-api', { withHook: true }), 'gmail-api', 'send_email', {
        to: ['ana@example.com'],
        subject: 'Meeting notes',
        body: 'The notes.',
      });
      const { records } = await readOutboxFile(outboxPathIn(sandbox.directory));

      expect(answer).toMatchObject({ success: true, data: { status: 'sent', to: ['ana@example.com'] } });
      expect(records.map((record) => record.subject)).toEqual(['Meeting notes']);
    });

    it.each([
      ['without the hook', {}],
      ['without the hook, whatever the settings say', hopefulSettings],
    ])('refuses it %s: Gmail needs to be connected, and the log says why', async (_case, extraEnvironment) => {
      const answer = await post(
        build('gmail-api', { withHook: false, extraEnvironment }),
        'gmail-api',
        'read_emails',
        {},
      );

      expect(answer).toMatchObject({
        success: false,
        category: 'not_configured',
        error: expect.stringMatching(/Gmail/),
      });
      expect(await lastDetail()).toContain('a sandbox credential cannot be used outside the local gateway');
    });
  });

  describe('when the user has no search key', () => {
    it('searches the sandbox Serper when the gateway handed over its hook, reporting the provider as sandbox', async () => {
      const answer = await post(build('web-search-api', { withHook: true }), 'web-search-api', 'web_search', {
        query: 'Deno 2',
      });
      await settleWrites();
      const rows = await database.sql.query<{ provider: string | null }>(
        "select provider from public.tool_executions where source = 'web-search-api' and status = 'success' order by created_at desc limit 1",
      );

      expect(answer).toMatchObject({
        success: true,
        data: {
          provider: 'sandbox',
          results: expect.arrayContaining([expect.objectContaining({ title: '[Sandbox] Deno 2 – Overview' })]),
        },
      });
      expect(rows[0]?.provider).toBe('sandbox');
      expect(serper.requests).toHaveLength(0);
    });

    it.each([
      ['without the hook', {}],
      ['without the hook, whatever the settings say', hopefulSettings],
    ])('answers not_configured %s', async (_case, extraEnvironment) => {
      const answer = await post(
        build('web-search-api', { withHook: false, extraEnvironment }),
        'web-search-api',
        'web_search',
        { query: 'Deno 2' },
      );

      expect(answer).toMatchObject({
        success: false,
        category: 'not_configured',
        error: expect.stringContaining('Serper'),
      });
    });
  });

  describe('when the user stored a real search key', () => {
    it('uses it even with the sandbox there', async () => {
      await credentials.save(demoUserId, 'serper', serperKey);

      const answer = await post(build('web-search-api', { withHook: true }), 'web-search-api', 'web_search', {
        query: 'tides',
      });

      expect(answer).toMatchObject({ success: true, data: { provider: 'serper' } });
      expect(serper.requests.at(-1)?.headers['x-api-key']).toBe(serperKey);
    });
  });
});

describe('where the sandbox hook is read', () => {
  it('only entry files read it, and only from globalThis: no setting reaches it', async () => {
    const code = async (path: string): Promise<string> =>
      (await readFile(join(repositoryRoot, path), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    const callers: string[] = [];
    const visit = async (directory: string): Promise<void> => {
      for (const entry of await readdir(join(repositoryRoot, directory), { withFileTypes: true })) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) await visit(path);
        else if (path.endsWith('.ts') && (await code(path)).includes('localSandboxOf(')) callers.push(path);
      }
    };
    await Promise.all([visit('shared'), visit('supabase/functions')]);

    for (const path of callers.filter((file) => file !== join('shared', 'functions', 'local-sandbox-hook.ts'))) {
      expect(path).toMatch(/^supabase\/functions\/[^/]+\/index\.ts$/);
      const calls = (await code(path)).match(/localSandboxOf\([^)]*\)/g);
      expect(calls).toEqual(['localSandboxOf(globalThis)']);
    }
    expect(callers).toContain(join('supabase', 'functions', 'gmail-api', 'index.ts'));
  });
});
