/**
 * The functions a chat turn touches — chat, gmail-api and web-search-api — built as their
 * entry files build them (`create*Function(environment, hooks)`), each on a counting
 * wrapper of one shared database, with the local gateway's sandbox Gmail and Serper, the
 * demo model, and one loopback server standing in for `/functions/v1` and `/sandbox`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCredentialCipher, parseCredentialKeyring } from '../../shared/db/credential-cipher.ts';
import { createPgliteClient } from '../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import { createCredentialsRepository } from '../../shared/db/repositories/credentials-repository.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createChatFunction } from '../../shared/functions/chat-function.ts';
import { createGmailFunction } from '../../shared/functions/gmail-function.ts';
import { createWebSearchFunction } from '../../shared/functions/web-search-function.ts';
import { silentLogger } from '../../shared/log/logger.ts';
import { connectDemoGmail } from '../../local/gateway/sandbox/demo-user-integrations.ts';
import {
  demoUser,
  localAnonKey,
  localJwtSecret,
  localServiceRoleKey,
  signDemoUserToken,
} from '../../local/gateway/local-keys.ts';
import { openSandbox } from '../../local/gateway/sandbox/open-sandbox.ts';
import { sandboxIdentity, sandboxPaths } from '../../local/gateway/sandbox/sandbox-settings.ts';
import { prepareLocalDatabase } from '../../local/prepare-database.ts';
import { createFreshServerDatabase, type FreshServerDatabase } from '../../test/e2e/support/fresh-server-database.ts';
import { countingSqlClient, createStatementRecorder, type StatementRecorder } from './counting-sql-client.ts';
import { type LoopbackHandler, startLoopbackServer } from '../support/loopback-server.ts';

type Handler = LoopbackHandler;

/** The functions a turn runs through, as counted. */
export const countedFunctions = ['chat', 'gmail-api', 'web-search-api'] as const;

/** One of {@link countedFunctions}. */
export type CountedFunction = (typeof countedFunctions)[number];

/** The running system. */
export interface StatementsSystem {
  /** `PGlite (in memory)` or `Postgres (fresh database …)`. */
  readonly databaseLabel: string;
  readonly recorder: StatementRecorder;
  /** Sends one chat turn as the demo user; resolves once its log writes have settled. */
  chat(body: { message: string; conversationId?: string }): Promise<{ status: number; body: unknown }>;
  /** Stores the sandbox's Serper key as the demo user's key, or deletes it (not counted). */
  setSearchKey(stored: boolean): Promise<void>;
  close(): Promise<void>;
}

const credentialsKey = Buffer.from(new Uint8Array(32).fill(23)).toString('base64');

async function openDatabase(
  serverUrl: string | undefined,
): Promise<{ sql: SqlClient; fresh: FreshServerDatabase | null }> {
  if (serverUrl === undefined) {
    const sql = await createPgliteClient();
    await prepareLocalDatabase(sql, { seed: true });
    return { sql, fresh: null };
  }
  const fresh = await createFreshServerDatabase(serverUrl, 'parley_statements');
  // As many connections as the three functions' own pools would have (3 each).
  const sql = createPostgresClient(fresh.url, { maxConnections: 9 });
  await prepareLocalDatabase(sql, { seed: true });
  return { sql, fresh };
}

/**
 * Starts the system on PGlite in memory, or on a fresh database of `serverUrl` (dropped
 * on close). The demo user has the sandbox Gmail connected and the sandbox's Serper key
 * stored as their own key, so both tools run their connected path.
 */
export async function startStatementsSystem(options: { serverUrl?: string } = {}): Promise<StatementsSystem> {
  const { sql, fresh } = await openDatabase(options.serverUrl);
  const sandboxDirectory = await mkdtemp(join(tmpdir(), 'parley-statements-'));
  let handlers: Record<'gmail-api' | 'web-search-api', Handler> | null = null;
  let sandboxRoutes: ((request: Request) => Promise<Response | null>) | null = null;
  const loopback = await startLoopbackServer(() => async (request) => {
    const name = new URL(request.url).pathname.split('/').at(-1);
    if ((name === 'gmail-api' || name === 'web-search-api') && handlers !== null) return handlers[name](request);
    return (await sandboxRoutes?.(request)) ?? new Response('not found', { status: 404 });
  });
  const sandbox = await openSandbox({ baseUrl: loopback.origin, directory: sandboxDirectory, now: () => Date.now() });
  sandboxRoutes = sandbox.routes;

  const credentials = createCredentialsRepository(sql, {
    cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
  });
  await connectDemoGmail({
    credentials,
    userId: demoUser.id,
    issueGrant: () => sandbox.issueGmailGrant(),
    account: sandboxIdentity.address,
    now: () => new Date(),
  });
  await credentials.save(demoUser.id, 'serper', sandboxIdentity.serperApiKey, {});

  const recorder = createStatementRecorder();
  const flushes: Promise<unknown>[] = [];
  const environment = {
    SUPABASE_URL: loopback.origin,
    SUPABASE_JWT_SECRET: localJwtSecret,
    SUPABASE_ANON_KEY: localAnonKey,
    SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey,
    PARLEY_CREDENTIALS_KEY: credentialsKey,
    SERPER_BASE_URL: `${loopback.origin}${sandboxPaths.serper}`,
  };
  const hooksOf = (name: CountedFunction) => ({
    logger: silentLogger,
    edgeRuntime: { waitUntil: (promise: Promise<unknown>) => void flushes.push(promise) },
    localDatabase: countingSqlClient(sql, name, recorder),
    sandbox: sandbox.hook,
  });
  handlers = {
    'gmail-api': createGmailFunction(environment, hooksOf('gmail-api')),
    'web-search-api': createWebSearchFunction(environment, {
      ...hooksOf('web-search-api'),
      resolveHost: async () => [],
    }),
  };
  const chatHooks = hooksOf('chat');
  const chat = createChatFunction(environment, {
    logger: chatHooks.logger,
    edgeRuntime: chatHooks.edgeRuntime,
    localDatabase: chatHooks.localDatabase,
  });
  const token = await signDemoUserToken(localJwtSecret);

  return {
    databaseLabel: fresh === null
      ? 'PGlite (in memory)'
      : `Postgres (fresh database ${new URL(fresh.url).pathname.slice(1)})`,
    recorder,
    async chat(body) {
      const response = await chat(
        new Request(`${loopback.origin}/functions/v1/chat`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, apikey: localAnonKey, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      const text = await response.text();
      // A flush may start while an earlier one is awaited.
      for (let seen = 0; seen < flushes.length; seen = flushes.length) await Promise.all(flushes.slice(seen));
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Kept as text: the caller reports it.
      }
      return { status: response.status, body: parsed };
    },
    async setSearchKey(stored) {
      if (stored) await credentials.save(demoUser.id, 'serper', sandboxIdentity.serperApiKey, {});
      else await credentials.delete(demoUser.id, 'serper');
    },
    async close() {
      await new Promise<void>((resolve) => loopback.server.close(() => resolve()));
      loopback.server.closeAllConnections();
      await sql.close();
      await fresh?.dispose();
      await rm(sandboxDirectory, { recursive: true, force: true });
    },
  };
}
