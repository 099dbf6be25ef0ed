import { SignJWT } from 'jose';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import { type AgentsRepository, createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import {
  createCredentialsRepository,
  type CredentialsRepository,
} from '../../../../shared/db/repositories/credentials-repository.ts';
import { createGmailFunction } from '../../../../shared/functions/gmail-function.ts';
import {
  type InternalCallContext,
  internalContextHeader,
  signInternalContext,
} from '../../../../shared/functions/internal-caller.ts';
import { createWebSearchFunction } from '../../../../shared/functions/web-search-function.ts';
import type { Logger } from '../../../../shared/log/logger.ts';
import { DatabaseUnavailableError } from '../../../../shared/db/database-unavailable.ts';
import type { SqlClient, SqlExecutor } from '../../../../shared/db/sql-client.ts';
import {
  type StandInGmailServer,
  startStandInGmailServer,
} from '../../integrations/gmail/support/stand-in-gmail-server.ts';
import { startSerperStandIn } from '../../integrations/search/support/provider-stand-ins.ts';
import type { StandInServer } from '../../integrations/search/support/stand-in-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

/** The seeded demo user and their default agent (every Gmail and search tool enabled). */
export const demoUserId = '00000000-0000-4000-8000-000000000001';
export const defaultAgentId = '00000000-0000-4000-8000-0000000000a1';
/** The project's HS256 JWT secret in these tests. */
export const jwtSecret = 'tool-functions-test-jwt-secret-with-32-plus-characters';
/** The access token the stand-in Gmail accepts, stored as the demo user's Gmail token. */
export const gmailAccessToken = 'ya29.tool-functions-access-token';
/** The Serper key the stand-in accepts. */
export const serperKey = 'serper-tool-functions-key-9f8e7d6c';

/** The two tool functions by the name chat calls them. */
export type ToolFunctionName = 'gmail-api' | 'web-search-api';
type Handler = (request: Request) => Promise<Response>;

/** Signs a Supabase-style JWT (HS256) with {@link jwtSecret}; `sub: null` leaves the subject out, as API keys do. */
export async function signJwt(
  claims: { sub: string | null; role: string; expiresIn?: string | number; aud?: string },
  secret = jwtSecret,
): Promise<string> {
  // Supabase Auth gives users' tokens `aud: "authenticated"`; API keys have no audience.
  const isUser = claims.sub !== null || claims.role === 'authenticated';
  const audience = claims.aud ?? (isUser ? 'authenticated' : undefined);
  const token = new SignJWT({ role: claims.role, ...(audience === undefined ? {} : { aud: audience }) })
    .setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(claims.expiresIn ?? '1h');
  if (claims.sub !== null) token.setSubject(claims.sub);
  return token.sign(new TextEncoder().encode(secret));
}

/** One `tool_executions` row, as the logging tests look at it. */
export type LoggedRow = {
  readonly source: string;
  readonly requested_tool_name: string;
  readonly resolved_tool_name: string | null;
  readonly tool_call_id: string;
  readonly attempt: number;
  readonly status: string;
  readonly category: string | null;
  readonly model_message: string;
  readonly input: unknown;
  readonly duration_ms: number;
  readonly provider: string | null;
  readonly replayed: boolean;
  readonly idempotency_key: string | null;
  readonly conversation_id: string | null;
  readonly agent_id: string | null;
  readonly user_id: string | null;
  readonly request_id: string | null;
};

/** How {@link ToolFunctionsFixture.post} authenticates. */
export type Authentication =
  | { readonly user: string }
  | { readonly serviceFor: string; readonly context?: Partial<InternalCallContext> }
  | { readonly bearer: string | null };

/** gmail-api and web-search-api, built by their real factories over a seeded test database,
 * with stand-in Gmail and Serper servers on 127.0.0.1. */
export interface ToolFunctionsFixture {
  readonly database: TestDatabase;
  readonly agents: AgentsRepository;
  readonly credentials: CredentialsRepository;
  readonly gmail: StandInGmailServer;
  readonly serper: StandInServer;
  readonly handlers: Readonly<Record<ToolFunctionName, Handler>>;
  /** SUPABASE_SERVICE_ROLE_KEY: a service_role JWT, as Supabase's legacy keys are. */
  readonly serviceRoleKey: string;
  /** Every backoff either function's executor asked for (sleeps resolve at once). */
  readonly sleeps: number[];
  /** Every developer log line. */
  readonly logLines: { level: string; event: string; fields: Record<string, unknown> }[];
  /** POSTs `body` (an object as JSON, a string as is) to a function. */
  post(
    functionName: ToolFunctionName,
    body: unknown,
    options?: { auth?: Authentication; headers?: Record<string, string> },
  ): Promise<Response>;
  /** The signed service header for `userId`, issued `secondsAgo` before now. */
  /** The chat function's signed context header for `userId` (the default agent, a first attempt). */
  serviceHeader(userId: string, secondsAgo?: number, context?: Partial<InternalCallContext>): Promise<string>;
  /** Resolves once every log flush the functions handed to `waitUntil` has settled. */
  settled(): Promise<void>;
  /** The functions' `tool_executions` rows (after {@link settled}), oldest first. */
  loggedRows(filter?: { requestId?: string; conversationId?: string }): Promise<LoggedRow[]>;
  /** Stores the demo user's Gmail token and Serper key, as the integrations function would. */
  connectDemoUser(): Promise<void>;
  /** From now on, the functions' queries whose text matches `pattern` fail as if the
   * database had gone away (null: none do). The test's own queries are unaffected. */
  failQueries(pattern: RegExp | null): void;
  /** Empties the stand-ins' records and scripts. */
  resetStandIns(): void;
  close(): Promise<void>;
}

function capturingLogger(lines: ToolFunctionsFixture['logLines']): Logger {
  const write = (level: string) => (event: string, fields: Record<string, unknown> = {}): void => {
    lines.push({ level, event, fields });
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** `sql`, except that a statement matching the current pattern fails with a connection error. */
function faultable(sql: SqlClient, pattern: () => RegExp | null): SqlClient {
  const check = (text: string): void => {
    if (pattern()?.test(text) === true) {
      throw new DatabaseUnavailableError(5, {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      });
    }
  };
  const executor = (inner: SqlExecutor): SqlExecutor => ({
    query: async (text, parameters) => {
      check(text);
      return inner.query(text, parameters);
    },
    exec: async (script) => {
      check(script);
      return inner.exec(script);
    },
  });
  return {
    ...executor(sql),
    dialect: sql.dialect,
    transaction: (work) => sql.transaction((transaction) => work(executor(transaction))),
    close: () => sql.close(),
  };
}

/** Starts the stand-ins, opens a seeded test database and builds both functions. */
export async function createToolFunctionsFixture(): Promise<ToolFunctionsFixture> {
  const [database, gmail, serper] = await Promise.all([
    createTestDatabase({ seed: true }),
    startStandInGmailServer(),
    startSerperStandIn(serperKey),
  ]);
  gmail.acceptedTokens.add(gmailAccessToken);
  const serviceRoleKey = await signJwt({ sub: null, role: 'service_role', expiresIn: '10y' });
  const credentialsKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
  const sleeps: number[] = [];
  const logLines: ToolFunctionsFixture['logLines'] = [];
  const flushes: Promise<unknown>[] = [];
  const environment = {
    SUPABASE_JWT_SECRET: jwtSecret,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    PARLEY_CREDENTIALS_KEY: credentialsKey,
    GMAIL_API_BASE_URL: gmail.baseUrl,
    SERPER_BASE_URL: serper.baseUrl,
    // Never reached: the demo user has no key for them.
    BRAVE_BASE_URL: 'http://127.0.0.1:9/brave',
    SERPAPI_BASE_URL: 'http://127.0.0.1:9/serpapi',
  };
  let failing: RegExp | null = null;
  const hooks = {
    localDatabase: faultable(database.sql, () => failing),
    edgeRuntime: {
      waitUntil: (promise: Promise<unknown>) => {
        flushes.push(promise);
      },
    },
    logger: capturingLogger(logLines),
    sleep: (milliseconds: number) => {
      sleeps.push(milliseconds);
      return Promise.resolve();
    },
    random: () => 0.5,
  };
  const handlers = {
    'gmail-api': createGmailFunction(environment, hooks),
    'web-search-api': createWebSearchFunction(environment, {
      ...hooks,
      resolveHost: () => Promise.resolve(['93.184.216.34']),
    }),
  };
  const credentials = createCredentialsRepository(database.sql, {
    cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
  });
  const serviceHeader = (
    userId: string,
    secondsAgo = 0,
    context: Partial<InternalCallContext> = {},
  ): Promise<string> =>
    signInternalContext(serviceRoleKey, {
      userId,
      agentId: defaultAgentId,
      toolCallId: 'call_service',
      attempt: 1,
      searchProviders: ['serper', 'brave', 'serpapi'],
      ...context,
    }, Date.now() / 1000 - secondsAgo);

  return {
    database,
    agents: createAgentsRepository(database.sql),
    credentials,
    gmail,
    serper,
    handlers,
    serviceRoleKey,
    sleeps,
    logLines,
    serviceHeader,
    async post(functionName, body, options = {}) {
      const auth = options.auth ?? { user: demoUserId };
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if ('user' in auth) headers.authorization = `Bearer ${await signJwt({ sub: auth.user, role: 'authenticated' })}`;
      if ('serviceFor' in auth) {
        // Chat vouches for the agent the body names, as it does for the agents it read.
        const named = typeof body === 'object' && body !== null ? Reflect.get(body, 'agentId') : undefined;
        const agentId = typeof named === 'string' && /^[0-9a-f-]{36}$/i.test(named) ? named : defaultAgentId;
        headers.authorization = `Bearer ${serviceRoleKey}`;
        headers[internalContextHeader] = await serviceHeader(auth.serviceFor, 0, { agentId, ...auth.context });
      }
      if ('bearer' in auth && auth.bearer !== null) headers.authorization = `Bearer ${auth.bearer}`;
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return handlers[functionName](
        new Request(`http://127.0.0.1/functions/v1/${functionName}`, {
          method: 'POST',
          headers: { ...headers, ...options.headers },
          body: text,
        }),
      );
    },
    async settled() {
      for (let seen = 0; seen < flushes.length; seen = flushes.length) await Promise.all(flushes.slice(seen));
    },
    async loggedRows(filter = {}) {
      const rows = await database.sql.query<LoggedRow>(
        `select source, requested_tool_name, resolved_tool_name, tool_call_id, attempt, status, category, model_message, input, duration_ms,
                provider, replayed, idempotency_key, conversation_id, agent_id, user_id, request_id
         from public.tool_executions
         where source <> 'chat' and ($1::text is null or request_id = $1) and ($2::uuid is null or conversation_id = $2)
         order by created_at, attempt, id`,
        [filter.requestId ?? null, filter.conversationId ?? null],
      );
      return rows.map((row) => ({ ...row, input: typeof row.input === 'string' ? JSON.parse(row.input) : row.input }));
    },
    async connectDemoUser() {
      const expiresAt = new Date(Date.now() + 3_600_000);
      await credentials.save(
        demoUserId,
        'gmail',
        JSON.stringify({
          access_token: gmailAccessToken,
          refresh_token: '1//tool-functions-refresh',
          expires_at: expiresAt.toISOString(),
        }),
        { expiresAt },
      );
      await credentials.save(demoUserId, 'serper', serperKey);
    },
    failQueries(pattern) {
      failing = pattern;
    },
    resetStandIns() {
      gmail.requests.length = 0;
      gmail.sent.length = 0;
      serper.requests.length = 0;
      serper.override = null;
    },
    async close() {
      await Promise.all([gmail.close(), serper.close()]);
      await database.dispose();
    },
  };
}
