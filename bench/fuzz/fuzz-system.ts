import { createCredentialCipher, parseCredentialKeyring } from '../../shared/db/credential-cipher.ts';
import { createPgliteClient } from '../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import { createCredentialsRepository } from '../../shared/db/repositories/credentials-repository.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createAnalyticsFunction } from '../../shared/functions/analytics-function.ts';
import { createChatFunction } from '../../shared/functions/chat-function.ts';
import { createGmailFunction } from '../../shared/functions/gmail-function.ts';
import { createIntegrationsFunction } from '../../shared/functions/integrations-function.ts';
import { createWebSearchFunction } from '../../shared/functions/web-search-function.ts';
import { silentLogger } from '../../shared/log/logger.ts';
import { prepareLocalDatabase } from '../../local/prepare-database.ts';
import { createFreshServerDatabase, type FreshServerDatabase } from '../../test/e2e/support/fresh-server-database.ts';
import { startStandInGmailServer } from '../../test/shared/integrations/gmail/support/stand-in-gmail-server.ts';
import { startStandInTokenServer } from '../../test/shared/integrations/gmail/support/stand-in-token-server.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../test/support/scripted-openai-server.ts';
import { startSerperStandIn } from '../load/serper-stand-in.ts';
import { demoUserId, type FuzzTarget } from './fuzz-case.ts';
import { fuzzModelReply } from './fuzz-model.ts';
import { type RoutedExchange, startFunctionsRouter } from './functions-router.ts';
import { installLoopbackFetchGuard } from './loopback-fetch-guard.ts';

type Handler = (request: Request) => Promise<Response>;

export type { RoutedExchange } from './functions-router.ts';

/** The secrets the run configures; no response may ever contain one. */
export const fuzzSecrets = {
  jwtSecret: 'fuzz-jwt-secret-0123456789abcdef-0123456789',
  serviceRoleKey: 'fuzz-service-role-key-5f1d3c9a7b',
  credentialsKey: Buffer.from(new Uint8Array(32).fill(11)).toString('base64'),
  openAiKey: 'sk-fuzz-not-a-real-key-8c2e',
  serperKey: 'fuzz-stored-serper-key-41aa',
  gmailAccessToken: 'ya29.fuzz-access-token-7Qm3Lr',
  gmailRefreshToken: '1//fuzz-refresh-token-Tn2Vp5',
  googleClientSecret: 'GOCSPX-fuzz-client-secret-Hj1G',
} as const;

/** The functions under test, their stand-ins, and the hooks the run observes them by. */
export interface FuzzSystem {
  readonly handlers: Readonly<Record<FuzzTarget, Handler>>;
  /** Log flushes handed to `waitUntil`; settled by {@link FuzzSystem.settled}. */
  settled(): Promise<void>;
  /** Backoff sleeps of the tool functions' executors: each one is one more attempt. */
  readonly retries: () => number;
  /** Fetches to anything but 127.0.0.1 that the guard refused (must stay 0 to be valid). */
  readonly refusedFetches: () => number;
  /** Calls the chat made to the tool functions, with their answers (bodies unread). */
  readonly routed: RoutedExchange[];
  readonly sql: SqlClient;
  readonly databaseLabel: string;
  close(): Promise<void>;
}

/** The database: PGlite in memory, or a fresh database on `serverUrl`; migrated and seeded. */
async function openFuzzDatabase(
  serverUrl: string | undefined,
): Promise<{ sql: SqlClient; url: string | null; fresh: FreshServerDatabase | null }> {
  if (serverUrl === undefined) {
    const sql = await createPgliteClient();
    await prepareLocalDatabase(sql, { seed: true });
    return { sql, url: null, fresh: null };
  }
  const fresh = await createFreshServerDatabase(serverUrl, 'parley_fuzz');
  const sql = createPostgresClient(fresh.url, { maxConnections: 2 });
  await prepareLocalDatabase(sql, { seed: true });
  return { sql, url: fresh.url, fresh };
}

/**
 * Builds the five functions exactly as their entry files do (`create*Function` from an
 * environment), on a fresh seeded database, with a scripted OpenAI-compatible model, a
 * Serper stand-in and a router standing in for `/functions/v1`, all on 127.0.0.1. A fetch
 * guard refuses (and counts) anything else, so the run never reaches the internet.
 */
export async function startFuzzSystem(options: { serverUrl?: string } = {}): Promise<FuzzSystem> {
  const { sql, url, fresh } = await openFuzzDatabase(options.serverUrl);
  const credentials = createCredentialsRepository(sql, {
    cipher: createCredentialCipher(parseCredentialKeyring(fuzzSecrets.credentialsKey)),
  });
  await credentials.save(demoUserId, 'serper', fuzzSecrets.serperKey, {});
  // Gmail connected against local stand-ins of Gmail and Google's token endpoint.
  const gmail = await startStandInGmailServer();
  const googleClientId = 'fuzz-client.apps.googleusercontent.com';
  const google = await startStandInTokenServer({
    clientId: googleClientId,
    clientSecret: fuzzSecrets.googleClientSecret,
    onIssue: (token) => gmail.acceptedTokens.add(token),
  });
  gmail.acceptedTokens.add(fuzzSecrets.gmailAccessToken);
  google.refreshTokens.add(fuzzSecrets.gmailRefreshToken);
  await credentials.save(
    demoUserId,
    'gmail',
    JSON.stringify({ access_token: fuzzSecrets.gmailAccessToken, refresh_token: fuzzSecrets.gmailRefreshToken }),
    { metadata: { email: 'demo@parley.local' } },
  );
  const model: ScriptedOpenAiServer = await startScriptedOpenAiServer();
  model.respond = fuzzModelReply;
  const serper = await startSerperStandIn();
  const routed: RoutedExchange[] = [];
  let toolHandlers: Record<'gmail-api' | 'web-search-api', Handler> | null = null;
  const router = await startFunctionsRouter(() => {
    if (toolHandlers === null) throw new Error('The tool functions are not built yet.');
    return toolHandlers;
  }, routed);

  // The chat's model client and routed tools use the global fetch: guarded too.
  const guard = installLoopbackFetchGuard(['project.fuzz.local']);
  const guardedFetch = guard.fetch;

  const flushes: Promise<unknown>[] = [];
  let retries = 0;
  const environment = {
    ...(url === null ? {} : { DATABASE_URL: url }),
    SUPABASE_JWT_SECRET: fuzzSecrets.jwtSecret,
    SUPABASE_SERVICE_ROLE_KEY: fuzzSecrets.serviceRoleKey,
    SUPABASE_URL: 'http://project.fuzz.local',
    PARLEY_FUNCTIONS_URL: router.baseUrl,
    PARLEY_CREDENTIALS_KEY: fuzzSecrets.credentialsKey,
    OPENAI_API_KEY: fuzzSecrets.openAiKey,
    OPENAI_BASE_URL: model.baseUrl,
    PARLEY_DEFAULT_MODEL: 'openai:fuzz-model',
    PARLEY_FALLBACK_MODELS: 'openai:fuzz-model',
    PARLEY_FALLBACK_TOOL: 'off',
    SERPER_BASE_URL: serper.baseUrl,
    BRAVE_BASE_URL: serper.baseUrl,
    SERPAPI_BASE_URL: serper.baseUrl,
    GMAIL_API_BASE_URL: gmail.baseUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_REVOKE_URL: google.tokenUrl.replace(/\/token$/, '/revoke'),
    GOOGLE_CLIENT_ID: googleClientId,
    GOOGLE_CLIENT_SECRET: fuzzSecrets.googleClientSecret,
    // Off, so bodies reach the handlers' deeper paths instead of the limiter's 429.
    PARLEY_RATE_LIMIT_CHAT: 'off',
    PARLEY_RATE_LIMIT_TOOLS: 'off',
    PARLEY_RATE_LIMIT_INTEGRATIONS: 'off',
    PARLEY_RATE_LIMIT_ANALYTICS: 'off',
    PARLEY_RATE_LIMIT_HISTORY: 'off',
  };
  const hooks = {
    logger: silentLogger,
    edgeRuntime: {
      waitUntil: (promise: Promise<unknown>) => {
        flushes.push(promise);
      },
    },
    fetch: guardedFetch,
    ...(url === null ? { localDatabase: sql } : {}),
  };
  const toolHooks = {
    ...hooks,
    sleep: async () => {
      retries += 1;
    },
    random: () => 0.5,
  };
  toolHandlers = {
    'gmail-api': createGmailFunction(environment, toolHooks),
    'web-search-api': createWebSearchFunction(environment, { ...toolHooks, resolveHost: async () => [] }),
  };
  const handlers: Record<FuzzTarget, Handler> = {
    chat: createChatFunction(environment, hooks),
    integrations: createIntegrationsFunction(environment, hooks),
    analytics: createAnalyticsFunction(environment, hooks),
    ...toolHandlers,
  };
  return {
    handlers,
    async settled() {
      // A flush may start while an earlier one is awaited (streamed turns finish late).
      for (let seen = 0; seen < flushes.length; seen = flushes.length) await Promise.all(flushes.slice(seen));
    },
    retries: () => retries,
    refusedFetches: guard.refused,
    routed,
    sql,
    databaseLabel: url === null ? 'PGlite (in memory)' : `Postgres (fresh database ${new URL(url).pathname.slice(1)})`,
    async close() {
      guard.uninstall();
      await new Promise<void>((resolve) => router.server.close(() => resolve()));
      router.server.closeAllConnections();
      await model.close();
      await serper.close();
      await gmail.close();
      await google.close();
      await sql.close();
      await fresh?.dispose();
    },
  };
}
