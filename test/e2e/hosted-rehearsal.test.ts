/**
 * A deploy rehearsal: every function's entry file runs under the pinned Deno as Supabase's
 * edge runtime runs it (its own process, its own deno.json, `Deno.serve`, no gateway), with
 * exactly the environment a new hosted project gives its functions — `SUPABASE_URL`,
 * `SUPABASE_DB_URL`, `SUPABASE_PUBLISHABLE_KEYS`, `SUPABASE_SECRET_KEYS` and a
 * `SUPABASE_JWKS` holding an ES256 key, no legacy keys and no JWT secret — plus the secrets
 * docs/deploy.md tells an operator to set. A small router on 127.0.0.1 stands in for the
 * project URL (`/functions/v1/<name>` → that function, `/auth/v1/.well-known/jwks.json` →
 * the JWKS). A user with an ES256-signed token stores a search key through integrations and
 * asks chat a question; the scripted model calls web_search, which chat routes to
 * web-search-api with the secret key.
 *
 * The functions need a Postgres server (a hosted project's `SUPABASE_DB_URL`): without
 * `DATABASE_URL` the rehearsal is skipped, and CI's server run performs it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentId, demoUser } from '../../local/gateway/local-keys.ts';
import { readSeed } from '../../local/database-files.ts';
import { openDatabase } from '../../local/open-database.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../support/scripted-openai-server.ts';
import { denoBinary, repositoryRoot, testProcessEnvironment } from './support/deno-command.ts';
import { createFreshServerDatabase, type FreshServerDatabase, testServerUrl } from './support/fresh-server-database.ts';
import { type SerperStandIn, startSerperStandIn } from './support/serper-stand-in.ts';
import { type SpawnedProcess, spawnProcess } from './support/spawned-process.ts';

const functionNames = ['chat', 'gmail-api', 'web-search-api', 'integrations', 'analytics'] as const;
type FunctionName = typeof functionNames[number];
const secretKey = 'sb_secret_rehearsal0123456789abcdefghij';
const publishableKey = 'sb_publishable_rehearsal0123456789abcdef';
const searchKey = 'serper-rehearsal-key-0123456789';
const serverUrl = testServerUrl();

/** A request the router passed on to a function. */
interface RoutedRequest {
  readonly functionName: string;
  readonly apikey: string | undefined;
  readonly authorization: string | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The project URL's stand-in: the functions under `/functions/v1/`, the JWKS under `/auth/v1/`. */
function startRouter(
  ports: ReadonlyMap<string, number>,
  jwks: string,
  routed: RoutedRequest[],
): Promise<{ url: string; server: Server }> {
  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://router');
    if (url.pathname === '/auth/v1/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
      return;
    }
    const match = /^\/functions\/v1\/([a-z-]+)(\/.*)?$/.exec(url.pathname);
    const port = match === null ? undefined : ports.get(match[1] as string);
    if (match === null || port === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no route"}');
      return;
    }
    const header = (name: string): string | undefined => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    routed.push({ functionName: match[1] as string, apikey: header('apikey'), authorization: header('authorization') });
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
        headers.set(name, value);
      }
    }
    const body = await bodyOf(request);
    // As Supabase's gateway does, the function sees its own name as the first path segment.
    const upstream = await fetch(`http://127.0.0.1:${port}/${match[1]}${match[2] ?? ''}${url.search}`, {
      method: request.method ?? 'GET',
      headers,
      body: body.length === 0 ? undefined : new Uint8Array(body),
    });
    const answer = Buffer.from(await upstream.arrayBuffer());
    const answerHeaders: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'content-encoding', 'connection'].includes(name)) {
        answerHeaders[name] = value;
      }
    });
    response.writeHead(upstream.status, answerHeaders).end(answer);
  };
  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}

describe.skipIf(serverUrl === undefined)(
  "a deploy rehearsal: every function under Deno with a new hosted project's environment",
  () => {
    let database: FreshServerDatabase;
    let model: ScriptedOpenAiServer;
    let serper: SerperStandIn;
    let router: { url: string; server: Server };
    let userToken: string;
    const routed: RoutedRequest[] = [];
    const entries = new Map<FunctionName, SpawnedProcess>();

    beforeAll(async () => {
      database = await createFreshServerDatabase(serverUrl as string, 'parley_rehearsal');
      // What `supabase db push` and the seed would have done on the project.
      const prepared = await openDatabase({ environment: { DATABASE_URL: database.url }, migrateServer: true });
      await prepared.sql.exec(await readSeed());
      await prepared.sql.close();

      model = await startScriptedOpenAiServer();
      serper = await startSerperStandIn([
        { title: 'Deno 2 is released', link: 'https://deno.com/blog/v2', snippet: 'Deno 2 is here.' },
      ]);
      // The project's asymmetric JWT signing key, as Supabase Auth signs users' tokens with.
      const { privateKey, publicKey } = await generateKeyPair('ES256');
      const jwks = JSON.stringify({
        keys: [{ ...(await exportJWK(publicKey)), kid: 'rehearsal-key', alg: 'ES256', use: 'sig' }],
      });
      userToken = await new SignJWT({ role: 'authenticated', email: demoUser.email })
        .setProtectedHeader({ alg: 'ES256', kid: 'rehearsal-key', typ: 'JWT' })
        .setSubject(demoUser.id)
        .setAudience('authenticated')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);

      const ports = new Map<string, number>();
      for (const name of functionNames) ports.set(name, await freePort());
      router = await startRouter(ports, jwks, routed);

      const hostedEnvironment = {
        // What Supabase gives every function of a new project (docs/deploy.md).
        SUPABASE_URL: router.url,
        SUPABASE_DB_URL: database.url,
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey }),
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: secretKey }),
        SUPABASE_JWKS: jwks,
        // The secrets the operator sets (docs/deploy.md): the model, the credentials key,
        // and here the stand-ins' addresses.
        OPENAI_API_KEY: 'sk-rehearsal-0123456789abcdefghijkl',
        OPENAI_BASE_URL: model.baseUrl,
        PARLEY_DEFAULT_MODEL: 'openai:gpt-4o-mini',
        PARLEY_CREDENTIALS_KEY: Buffer.alloc(32, 11).toString('base64'),
        SERPER_BASE_URL: serper.baseUrl,
      };
      for (const name of functionNames) {
        entries.set(
          name,
          spawnProcess(denoBinary, [
            'run',
            '-A',
            '--node-modules-dir=manual',
            '--no-lock',
            '--config',
            `${repositoryRoot}supabase/functions/${name}/deno.json`,
            `${repositoryRoot}test/e2e/support/serve-function-entry.ts`,
            String(ports.get(name)),
            pathToFileURL(`${repositoryRoot}supabase/functions/${name}/index.ts`).href,
          ], { cwd: repositoryRoot, env: testProcessEnvironment(hostedEnvironment) }),
        );
      }
      await Promise.all(
        [...entries.values()].map((entry) => entry.waitForLine(/Listening on http:\/\/127\.0\.0\.1:\d+\//, 90_000)),
      );
    }, 180_000);

    afterAll(async () => {
      await Promise.all([...entries.values()].map((entry) => entry.stop('SIGKILL')));
      await new Promise<void>((resolve) => router?.server.close(() => resolve()));
      await model?.close();
      await serper?.close();
      await database?.dispose();
    });

    it('boots every function with no legacy key set', () => {
      for (const entry of entries.values()) {
        expect(entry.lines.join('\n')).not.toMatch(/SUPABASE_SERVICE_ROLE_KEY|SUPABASE_ANON_KEY|Error/);
      }
    });

    it('answers a chat turn of a user with an ES256 token, the search routed chat → web-search-api with the secret key', async () => {
      const stored = await fetch(`${router.url}/functions/v1/integrations/serper`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${userToken}`, apikey: publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ agentId: demoAgentId, apiKey: searchKey }),
      });
      expect(stored.status).toBe(200);
      model.enqueue(
        { toolCalls: [{ name: 'web_search', arguments: '{"query":"deno 2 release"}' }] },
        { text: 'Deno 2 is released.' },
      );
      routed.length = 0;

      const response = await fetch(`${router.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${userToken}`, apikey: publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'What is new in Deno 2?' }),
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        reply: 'Deno 2 is released.',
        model: 'openai:gpt-4o-mini',
        toolCalls: [{ name: 'web_search', status: 'success', attempt: 1 }],
      });
      expect(serper.requests).toEqual([expect.objectContaining({ path: '/search', apiKey: searchKey })]);
      // chat's call to web-search-api: the secret key in apikey, no bearer token.
      expect(routed).toEqual([
        { functionName: 'chat', apikey: publishableKey, authorization: `Bearer ${userToken}` },
        { functionName: 'web-search-api', apikey: secretKey, authorization: undefined },
      ]);
    });

    it.each(['gmail-api', 'web-search-api'])(
      'lets %s refuse a call bearing the secret key without a signed context',
      async (name) => {
        const response = await fetch(`${router.url}/functions/v1/${name}`, {
          method: 'POST',
          headers: { apikey: secretKey, 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'web_search', params: { query: 'x' }, agentId: demoAgentId }),
        });

        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({
          success: false,
          error: expect.stringContaining('x-parley-context'),
        });
      },
    );

    it("answers the user's analytics with the ES256 token", async () => {
      const response = await fetch(`${router.url}/functions/v1/analytics`, {
        headers: { authorization: `Bearer ${userToken}`, apikey: publishableKey },
      });

      expect(response.status).toBe(200);
    });
  },
);
