import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshGoogleAccessToken } from '../../../../shared/integrations/gmail/google-token-client.ts';
import { s256Challenge } from '../../../../local/gateway/sandbox/sandbox-authorization-codes.ts';
import { sandboxIdentity } from '../../../../local/gateway/sandbox/sandbox-settings.ts';
import { type InProcessSandbox, openInProcessSandbox } from './support/in-process-sandbox.ts';

const redirectUri = 'http://127.0.0.1:54321/functions/v1/integrations/gmail/callback';
const verifier = 'a-pkce-verifier-of-enough-length-0123456789-abcdefghijklmnop';
const scope = 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly openid email';

describe('the sandbox Google OAuth stand-in', () => {
  let sandbox: InProcessSandbox;
  let google: InProcessSandbox['sandbox']['hook']['google'];

  beforeAll(async () => {
    sandbox = await openInProcessSandbox();
    google = sandbox.sandbox.hook.google;
  });

  afterAll(() => sandbox.close());

  async function authorizationUrl(overrides: Record<string, string> = {}): Promise<URL> {
    const url = new URL(google.authorizeUrl);
    const parameters = {
      client_id: google.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      state: 'signed-state-1',
      code_challenge: await s256Challenge(verifier),
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      ...overrides,
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url;
  }

  async function redirectOf(url: URL): Promise<URL> {
    const response = await sandbox.fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') as string);
  }

  function exchange(fields: Record<string, string>): Promise<Response> {
    return sandbox.fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: redirectUri,
        ...fields,
      }),
    });
  }

  async function approvedCode(): Promise<string> {
    const url = await authorizationUrl({ decision: 'allow' });
    return (await redirectOf(url)).searchParams.get('code') as string;
  }

  describe('when the browser opens the authorization URL', () => {
    it('shows a consent page naming the client and the sandbox account, with Allow and Deny links', async () => {
      const response = await sandbox.fetch(await authorizationUrl());
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toContain(
        `Allow <strong>${google.clientId}</strong> to use the sandbox Gmail <strong>${sandboxIdentity.address}</strong>?`,
      );
      expect(html).toMatch(/href="[^"]*decision=allow">Allow</);
      expect(html).toMatch(/href="[^"]*decision=deny">Deny</);
    });

    it('sends the browser back with a code and the state on Allow', async () => {
      const back = await redirectOf(await authorizationUrl({ decision: 'allow' }));

      expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
      expect(back.searchParams.get('state')).toBe('signed-state-1');
      expect(back.searchParams.get('code')).toMatch(/^4\/sbx-/);
    });

    it('sends it back with error=access_denied on Deny', async () => {
      const back = await redirectOf(await authorizationUrl({ decision: 'deny' }));

      expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'signed-state-1' });
    });

    it.each([
      ['an unknown client', { client_id: 'someone-else' }, 'invalid_client'],
      ['a redirect URI off loopback', { redirect_uri: 'https://evil.example/callback' }, 'redirect_uri_mismatch'],
    ])('shows an error page, never a redirect, for %s', async (_case, overrides, error) => {
      const response = await sandbox.fetch(await authorizationUrl({ ...overrides, decision: 'allow' }), {
        redirect: 'manual',
      });

      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`Error 400: ${error}`);
    });
  });

  describe('when the code is exchanged at the token endpoint', () => {
    it("answers Google's token shape, with a refresh token for offline access", async () => {
      const response = await exchange({ code: await approvedCode(), code_verifier: verifier });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        access_token: expect.stringMatching(/^sbx-at\./),
        refresh_token: expect.stringMatching(/^sbx-rt\./),
        expires_in: 3599,
        scope,
        token_type: 'Bearer',
      });
    });

    it.each([
      ['a wrong PKCE verifier', { code_verifier: `${verifier}-wrong` }, 'invalid_grant', 'Invalid code verifier.'],
      ['no PKCE verifier', {}, 'invalid_grant', 'Missing code verifier.'],
      [
        'another redirect URI',
        { code_verifier: verifier, redirect_uri: 'http://127.0.0.1:9/other' },
        'redirect_uri_mismatch',
        'Bad Request',
      ],
    ])('refuses %s', async (_case, fields, error, description) => {
      const response = await exchange({ code: await approvedCode(), ...fields });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error, error_description: description });
    });

    it('takes a code once', async () => {
      const code = await approvedCode();
      await exchange({ code, code_verifier: verifier });

      const again = await exchange({ code, code_verifier: verifier });

      expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('refuses a wrong client secret as invalid_client (401)', async () => {
      const response = await exchange({ code: await approvedCode(), code_verifier: verifier, client_secret: 'not-it' });

      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    });

    it('gives no refresh token for online access, as Google does', async () => {
      const back = await redirectOf(await authorizationUrl({ decision: 'allow', access_type: 'online' }));
      const answer = await (await exchange({ code: back.searchParams.get('code') as string, code_verifier: verifier }))
        .json();

      expect(answer).not.toHaveProperty('refresh_token');
    });
  });

  describe('when the tokens are used', () => {
    async function tokens(): Promise<{ access_token: string; refresh_token: string }> {
      return (await exchange({ code: await approvedCode(), code_verifier: verifier })).json();
    }

    it('userinfo answers with the sandbox account for the access token, 401 without one', async () => {
      const { access_token: accessToken } = await tokens();

      const known = await sandbox.fetch(google.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });
      const unknown = await sandbox.fetch(google.userinfoUrl, {
        headers: { authorization: 'Bearer ya29.not-a-sandbox-token' },
      });

      expect(await known.json()).toEqual({
        sub: expect.any(String),
        name: 'Parley Sandbox',
        email: sandboxIdentity.address,
        email_verified: true,
      });
      expect(unknown.status).toBe(401);
    });

    it('refreshes through the real token client with the sandbox client', async () => {
      const { refresh_token: refreshToken } = await tokens();

      const result = await refreshGoogleAccessToken({
        tokenUrl: google.tokenUrl,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        refreshToken,
        fetch: sandbox.fetch,
        clock: () => new Date(),
        signal: new AbortController().signal,
      });

      expect(result).toEqual({
        kind: 'refreshed',
        accessToken: expect.stringMatching(/^sbx-at\./),
        expiresInSeconds: 3599,
        refreshToken: null,
      });
    });

    it('revokes the whole grant: the refresh token then reads as invalid_grant, which the client takes as rejected', async () => {
      const { access_token: accessToken, refresh_token: refreshToken } = await tokens();

      const revoked = await sandbox.fetch(google.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: accessToken }),
      });
      const again = await sandbox.fetch(google.revokeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: accessToken }),
      });
      const refreshed = await refreshGoogleAccessToken({
        tokenUrl: google.tokenUrl,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        refreshToken,
        fetch: sandbox.fetch,
        clock: () => new Date(),
        signal: new AbortController().signal,
      });

      expect(revoked.status).toBe(200);
      expect(await again.json()).toEqual({ error: 'invalid_token', error_description: 'Token expired or revoked' });
      expect(refreshed.kind).toBe('rejected');
    });

    it('lets an access token expire after its hour', async () => {
      const { access_token: accessToken } = await tokens();
      sandbox.advance(3600 * 1000);

      const response = await sandbox.fetch(google.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}` } });

      expect(response.status).toBe(401);
    });
  });
});
