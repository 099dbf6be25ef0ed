import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveGoogleOAuthSetup } from '../../../../shared/integrations/google-oauth/google-oauth-client.ts';
import { missingGmailScopes } from '../../../../shared/integrations/google-oauth/google-oauth-scopes.ts';
import { codeChallengeOf, createPkcePair } from '../../../../shared/integrations/google-oauth/pkce.ts';
import type { LocalSandbox } from '../../../../shared/integrations/local-sandbox.ts';
import type { Environment } from '../../../../shared/config/environment.ts';
import { parseConfiguration } from '../../../../shared/config/parse-configuration.ts';

const sandbox: LocalSandbox = {
  search: { provider: 'serper', baseUrl: 'http://127.0.0.1:1/s', apiKey: 'k' },
  gmail: { apiBaseUrl: 'http://127.0.0.1:1/g', address: 'demo@sandbox.parley.local' },
  google: {
    authorizeUrl: 'http://127.0.0.1:1/a',
    tokenUrl: 'http://127.0.0.1:1/t',
    revokeUrl: 'http://127.0.0.1:1/r',
    userinfoUrl: 'http://127.0.0.1:1/u',
    clientId: 'c',
    clientSecret: 's',
  },
};

describe('PKCE (RFC 7636, S256)', () => {
  it("matches the RFC's own example", async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a 43-character verifier from 32 random bytes, and its challenge', async () => {
    const pair = await createPkcePair((length) => new Uint8Array(length).fill(7));

    expect(pair.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pair.codeChallenge).toBe(createHash('sha256').update(pair.codeVerifier).digest('base64url'));
  });
});

/** The Google settings a deployment with `environment` has. */
function googleSettings(environment: Environment) {
  return parseConfiguration(environment).connect.google;
}

describe('resolveGoogleOAuthSetup', () => {
  it("uses Google's own endpoints by default", () => {
    expect(
      resolveGoogleOAuthSetup(googleSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }), undefined),
    ).toEqual({
      configured: true,
      client: {
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        revokeUrl: 'https://oauth2.googleapis.com/revoke',
        userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        clientId: 'id',
        clientSecret: 'secret',
        sandbox: false,
      },
    });
  });

  it("uses the sandbox's Google only when no client id is set (a real client wins)", () => {
    expect(resolveGoogleOAuthSetup(googleSettings({}), sandbox)).toMatchObject({
      configured: true,
      client: { clientId: 'c', sandbox: true },
    });
    expect(resolveGoogleOAuthSetup(googleSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }), sandbox))
      .toMatchObject({
        client: { clientId: 'id', sandbox: false },
      });
  });

  it('names what is missing when there is neither', () => {
    expect(resolveGoogleOAuthSetup(googleSettings({ GOOGLE_CLIENT_ID: ' ' }), undefined)).toEqual({
      configured: false,
      missing: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    });
    expect(resolveGoogleOAuthSetup(googleSettings({ GOOGLE_CLIENT_ID: 'id' }), undefined)).toEqual({
      configured: false,
      missing: ['GOOGLE_CLIENT_SECRET'],
    });
  });
});

describe('missingGmailScopes', () => {
  it('lists the Gmail scopes a grant lacks', () => {
    expect(missingGmailScopes('openid https://www.googleapis.com/auth/gmail.send email')).toEqual([
      'https://www.googleapis.com/auth/gmail.readonly',
    ]);
    expect(
      missingGmailScopes('https://www.googleapis.com/auth/gmail.readonly  https://www.googleapis.com/auth/gmail.send'),
    ).toEqual([]);
  });
});
