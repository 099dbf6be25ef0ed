/**
 * The gateway's local Auth end to end, under the pinned Deno: the web app's sign-in as
 * supabase-js makes it against a booted gateway (fresh PGlite, or a fresh database on the
 * DATABASE_URL server), and the functions accepting the session's access token.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserPassword } from '../../local/gateway/auth/demo-user-password.ts';
import {
  demoAgentId,
  demoUser,
  localAnonKey,
  localPublishableKey,
  localSecretKey,
} from '../../local/gateway/local-keys.ts';
import { createFreshServerDatabase, type FreshServerDatabase, testServerUrl } from './support/fresh-server-database.ts';
import { type GatewayProcess, startGateway } from './support/gateway-process.ts';
import { createGatewayClient } from './support/supabase-client.ts';

const serverUrl = testServerUrl();
/** A service role key that is not a JWT (chat sends a secret key in `apikey`, so it need not be one). */
const serviceRoleKeyNotAJwt = 'parley-e2e-service-role-key-that-is-not-a-jwt';

describe(`local Auth in the gateway under Deno (${serverUrl === undefined ? 'pglite' : 'postgres'})`, () => {
  let directory: string;
  let server: FreshServerDatabase | null = null;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-e2e-auth-'));
    server = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl);
    gateway = await startGateway({
      ...(server === null ? { PARLEY_DATA_DIR: join(directory, 'pglite') } : { DATABASE_URL: server.url }),
      PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKeyNotAJwt,
    });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop('SIGKILL');
    await server?.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  describe('when the demo user signs in with supabase-js', () => {
    it('says so in the banner, and the session works for getUser, the chat and the integrations functions', async () => {
      expect(gateway.banner.join('\n')).toContain(
        `Sign in          ${demoUser.email} / ${demoUserPassword} (web app at ${gateway.url}/)`,
      );
      const supabase = createGatewayClient(gateway.url, localAnonKey);

      const signedIn = await supabase.auth.signInWithPassword({ email: demoUser.email, password: demoUserPassword });
      expect(signedIn.error).toBeNull();
      expect((await supabase.auth.getUser()).data.user?.id).toBe(demoUser.id);

      // functions.invoke sends the session's access token, as in the web app.
      const chat = await supabase.functions.invoke('chat', { body: { message: 'search the web for deno 2' } });
      expect(chat.error).toBeNull();
      expect(chat.data).toMatchObject({
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        toolCalls: [{ name: 'web_search', status: 'success' }],
      });
      const integrations = await supabase.functions.invoke(`integrations?agentId=${demoAgentId}`, { method: 'GET' });
      expect(integrations.error).toBeNull();
      expect(integrations.data).toMatchObject({ agentId: demoAgentId, integrations: expect.any(Array) });
    });
  });

  describe("when an app is configured with the Supabase CLI's publishable or secret key", () => {
    it.each([['publishable', localPublishableKey], ['secret', localSecretKey]])(
      'signs the demo user in with the %s key, as against `supabase start`',
      async (_kind, apiKey) => {
        const supabase = createGatewayClient(gateway.url, apiKey);

        const signedIn = await supabase.auth.signInWithPassword({ email: demoUser.email, password: demoUserPassword });

        expect(signedIn.error).toBeNull();
        expect((await supabase.auth.getUser()).data.user?.id).toBe(demoUser.id);
      },
    );
  });

  describe('when SUPABASE_SERVICE_ROLE_KEY is not a JWT', () => {
    it("warns of nothing, and chat's calls to the tool functions go through", async () => {
      const response = await fetch(`${gateway.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gateway.demoUserToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'search the web for supabase keys' }),
      });

      expect(gateway.banner.join('\n')).not.toContain('SUPABASE_SERVICE_ROLE_KEY');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ toolCalls: [{ name: 'web_search', status: 'success' }] });
    });
  });

  describe('when a new user signs up, refreshes and signs out', () => {
    it('creates them, rotates the refresh token, and refuses it after sign-out', async () => {
      const supabase = createGatewayClient(gateway.url, localAnonKey);

      const signedUp = await supabase.auth.signUp({ email: 'e2e@example.com', password: 'e2e password' });
      expect(signedUp.error).toBeNull();
      const refreshed = await supabase.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.session?.refresh_token).not.toBe(signedUp.data.session?.refresh_token);
      const chat = await supabase.functions.invoke('chat', { body: { message: 'hello' } });
      expect(chat.error).toBeNull();

      expect((await supabase.auth.signOut()).error).toBeNull();
      const again = await createGatewayClient(gateway.url, localAnonKey).auth.refreshSession({
        refresh_token: refreshed.data.session?.refresh_token ?? '',
      });
      expect(again.error).toMatchObject({ code: 'refresh_token_not_found' });
    });
  });

  describe('when the apikey header is missing', () => {
    it('answers 401 as Supabase does; the request logs never hold a password', async () => {
      const response = await fetch(`${gateway.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        body: JSON.stringify({ email: demoUser.email, password: demoUserPassword }),
      });

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'No API key found in request' });
      const logLines = gateway.lines.filter((line) => line.startsWith('{'));
      expect(logLines.some((line) => line.includes('"path":"/auth/v1/token"'))).toBe(true);
      expect(logLines.join('\n')).not.toContain(demoUserPassword);
    });
  });
});
