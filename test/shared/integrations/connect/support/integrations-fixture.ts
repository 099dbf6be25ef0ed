import { SignJWT } from 'jose';
import { encodeBase64 } from '../../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../../shared/db/credential-keyring.ts';
import type { AgentSettingsInput } from '../../../../../shared/db/repositories/agent-settings.ts';
import { createAgentsRepository } from '../../../../../shared/db/repositories/agents-repository.ts';
import {
  createCredentialsRepository,
  type CredentialsRepository,
} from '../../../../../shared/db/repositories/credentials-repository.ts';
import { createIntegrationsFunction } from '../../../../../shared/functions/integrations-function.ts';
import type { LocalSandbox } from '../../../../../shared/integrations/local-sandbox.ts';
import type { Logger } from '../../../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../../../support/test-database.ts';
import { insertUser } from '../../../db/repositories/support/users.ts';
import { startBraveStandIn, startSerpApiStandIn, startSerperStandIn } from '../../search/support/provider-stand-ins.ts';
import type { StandInServer } from '../../search/support/stand-in-server.ts';
import { type FakeGoogle, startFakeGoogle } from './fake-google-server.ts';

/** The project's HS256 JWT secret in these tests. */
export const jwtSecret = 'integrations-test-jwt-secret-with-32-plus-characters';
/** Keys the search stand-ins accept. */
export const providerKeys = {
  serper: 'serper0123456789abcdef0123456789abcdef01',
  brave: 'BSAbraveSubscriptionToken0123456789',
  serpapi: 'serpapi0123456789abcdef0123456789abcdef0123456789abcdef01234567',
};
/** The web app the tests return to. */
export const appUrl = 'http://127.0.0.1:3000';
/** Where the function says Google should send the user back. */
export const callbackUrl = 'http://127.0.0.1:54321/functions/v1/integrations/gmail/callback';

type Handler = (request: Request) => Promise<Response>;

/** Who a request comes from: a user (a signed JWT), a raw bearer token, or nobody. */
export type Caller = { readonly user: string } | { readonly bearer: string } | null;

/** What a fixture is built with. */
export interface FixtureOptions {
  /** Environment overrides (`undefined` removes a variable). */
  readonly environment?: Record<string, string | undefined>;
  readonly sandbox?: LocalSandbox;
}

/** The integrations function over a fresh test database, with a fake Google and search stand-ins. */
export interface IntegrationsFixture {
  readonly database: TestDatabase;
  readonly google: FakeGoogle;
  readonly providers: Record<'serper' | 'brave' | 'serpapi', StandInServer>;
  readonly credentials: CredentialsRepository;
  /** The function under test; tests may swap in one from {@link buildHandler}. */
  handler: Handler;
  readonly environment: Record<string, string | undefined>;
  readonly logLines: { level: string; event: string; fields: Record<string, unknown> }[];
  /** The function's clock; move it to expire states. */
  now: Date;
  /** A new user with an agent (settings as given). */
  createUser(settings?: AgentSettingsInput): Promise<{ userId: string; agentId: string }>;
  /** Sends a request to the function (`path` after `/functions/v1`). */
  send(
    method: string,
    path: string,
    options?: { caller?: Caller; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  /** Builds another handler over the same database and stand-ins (`sandbox: undefined`: as deployed). */
  buildHandler(options?: FixtureOptions): Handler;
  /** Starts a Gmail connection and returns Google's redirect to the callback. */
  startConnect(userId: string, agentId: string, returnTo?: string): Promise<{ authorizationUrl: URL; callback: URL }>;
  /** Connect, consent at the fake Google, callback: the callback's redirect back to the app. */
  returnFromGoogle(userId: string, agentId: string, returnTo?: string): Promise<Response>;
  /** `POST /integrations/gmail/complete { code }` as `caller`. */
  complete(caller: Caller, code: string): Promise<Response>;
  /** Runs the whole flow as `userId`: connect, consent, callback, and the completion in the
   * user's own session when the callback handed back a completion code. */
  connectGmail(userId: string, agentId: string, returnTo?: string): Promise<GmailFlow>;
  close(): Promise<void>;
}

/** What a whole connection flow answered. */
export interface GmailFlow {
  /** The callback's 303 back to the app. */
  readonly callback: Response;
  /** The completion's answer; null when the callback already ended the flow (an error). */
  readonly completion: Response | null;
}

/** Signs a Supabase-style user JWT (HS256). */
export function signUserJwt(userId: string, secret = jwtSecret): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).setSubject(
    userId,
  ).setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

function capturingLogger(lines: IntegrationsFixture['logLines']): Logger {
  const write = (level: string) => (event: string, fields: Record<string, unknown> = {}): void => {
    lines.push({ level, event, fields });
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** Starts everything; `close()` stops it. */
export async function createIntegrationsFixture(options: FixtureOptions = {}): Promise<IntegrationsFixture> {
  const [database, google, serper, brave, serpapi] = await Promise.all([
    createTestDatabase(),
    startFakeGoogle(),
    startSerperStandIn(providerKeys.serper),
    startBraveStandIn(providerKeys.brave),
    startSerpApiStandIn(providerKeys.serpapi),
  ]);
  const credentialsKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
  const environment: Record<string, string | undefined> = {
    SUPABASE_JWT_SECRET: jwtSecret,
    SUPABASE_URL: 'http://127.0.0.1:54321',
    PARLEY_CREDENTIALS_KEY: credentialsKey,
    PARLEY_APP_URLS: `${appUrl},https://app.example.com/parley`,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: google.authorizeUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_REVOKE_URL: google.revokeUrl,
    GOOGLE_USERINFO_URL: google.userinfoUrl,
    SERPER_BASE_URL: serper.baseUrl,
    BRAVE_BASE_URL: brave.baseUrl,
    SERPAPI_BASE_URL: serpapi.baseUrl,
    ...options.environment,
  };
  const logLines: IntegrationsFixture['logLines'] = [];
  const agents = createAgentsRepository(database.sql);
  const fixture: IntegrationsFixture = {
    database,
    google,
    providers: { serper, brave, serpapi },
    credentials: createCredentialsRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(credentialsKey)),
    }),
    environment,
    logLines,
    now: new Date(),
    handler: async () => new Response(null, { status: 500 }),
    buildHandler(buildOptions = {}) {
      return createIntegrationsFunction({ ...environment, ...buildOptions.environment }, {
        localDatabase: database.sql,
        logger: capturingLogger(logLines),
        clock: () => fixture.now,
        sandbox: 'sandbox' in buildOptions ? buildOptions.sandbox : options.sandbox,
      });
    },
    async createUser(settings = {}) {
      const userId = await insertUser(database.sql);
      const agent = await agents.create({ ownerId: userId, name: 'Integrations test agent', settings });
      return { userId, agentId: agent.id };
    },
    async send(method, path, sendOptions = {}) {
      const headers: Record<string, string> = { ...sendOptions.headers };
      const caller = sendOptions.caller === undefined ? null : sendOptions.caller;
      if (caller !== null && 'user' in caller) headers.authorization = `Bearer ${await signUserJwt(caller.user)}`;
      if (caller !== null && 'bearer' in caller) headers.authorization = `Bearer ${caller.bearer}`;
      let body: string | undefined;
      if (sendOptions.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof sendOptions.body === 'string' ? sendOptions.body : JSON.stringify(sendOptions.body);
      }
      return fixture.handler(new Request(`http://127.0.0.1:54321/functions/v1${path}`, { method, headers, body }));
    },
    async startConnect(userId, agentId, returnTo = `${appUrl}/settings/integrations`) {
      const response = await fixture.send('POST', '/integrations/gmail/connect', {
        caller: { user: userId },
        body: { agentId, returnTo },
      });
      if (response.status !== 200) throw new Error(`connect answered ${response.status}: ${await response.text()}`);
      const { authorizationUrl } = await response.json() as { authorizationUrl: string };
      const consent = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = consent.headers.get('location');
      if (consent.status !== 302 || location === null) {
        throw new Error(`the fake Google answered ${consent.status}: ${await consent.text()}`);
      }
      return { authorizationUrl: new URL(authorizationUrl), callback: new URL(location) };
    },
    async returnFromGoogle(userId, agentId, returnTo) {
      const { callback } = await fixture.startConnect(userId, agentId, returnTo);
      return fixture.handler(new Request(callback));
    },
    complete(caller, code) {
      return fixture.send('POST', '/integrations/gmail/complete', { caller, body: { code } });
    },
    async connectGmail(userId, agentId, returnTo) {
      const callback = await fixture.returnFromGoogle(userId, agentId, returnTo);
      const code = completionCodeOf(callback);
      return {
        callback,
        completion: code === null ? null : await fixture.complete({ user: userId }, code),
      };
    },
    async close() {
      await Promise.all([google.close(), serper.close(), brave.close(), serpapi.close()]);
      await database.dispose();
    },
  };
  fixture.handler = fixture.buildHandler();
  return fixture;
}

/** The query of a redirect's `Location`, for assertions. */
export function redirectQuery(response: Response): Record<string, string> {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`no Location (status ${response.status})`);
  return Object.fromEntries(new URL(location).searchParams);
}

/** The completion code a callback's redirect hands the app (`status=pending&code=`), or null. */
export function completionCodeOf(response: Response): string | null {
  const query = redirectQuery(response);
  return query.status === 'pending' ? query.code ?? null : null;
}
