import { describe, expect, it } from 'vitest';
import { identifyCaller } from '../../../shared/functions/identify-caller.ts';
import { internalContextHeader, signInternalContext } from '../../../shared/functions/internal-caller.ts';
import { HttpError } from '../../../shared/http/http-error.ts';
import { createSecretMatcher } from '../../../shared/http/secret-comparison.ts';
import type { VerifiedToken } from '../../../shared/http/jwt-verifier.ts';

const secretKey = 'sb_secret_identify-caller-test-key';
const internalSecret = 'identify-caller-internal-secret-0123';
const userId = '00000000-0000-4000-8000-000000000001';
const verifiedTokens: string[] = [];
const verification = {
  isServiceKey: createSecretMatcher([secretKey]),
  internalSecret,
  nowSeconds: () => Date.now() / 1000,
  verifyJwt: (token: string): Promise<VerifiedToken> => {
    verifiedTokens.push(token);
    return Promise.resolve({ userId, role: 'authenticated', claims: {} });
  },
};

async function contextHeader(): Promise<string> {
  return await signInternalContext(internalSecret, {
    userId,
    agentId: '00000000-0000-4000-8000-0000000000a1',
    toolCallId: 'call_1',
    attempt: 1,
    searchProviders: [],
  }, Date.now() / 1000);
}

function request(headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1/web-search-api', { method: 'POST', headers });
}

async function refusalOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`);
  return error;
}

describe('identifyCaller', () => {
  describe('when chat calls with a secret key in the apikey header', () => {
    it('acts for the user of the signed context, without reading the key as a JWT', async () => {
      verifiedTokens.length = 0;

      const caller = await identifyCaller(
        request({ apikey: secretKey, [internalContextHeader]: await contextHeader() }),
        verification,
      );

      expect(caller).toMatchObject({ userId, via: 'service-role', context: { toolCallId: 'call_1' } });
      expect(verifiedTokens).toEqual([]);
    });

    it('refuses the call without a signed context', async () => {
      const refusal = await refusalOf(identifyCaller(request({ apikey: secretKey }), verification));

      expect(refusal.code).toBe('unauthorized');
      expect(refusal.message).toMatch(/x-parley-context/);
    });
  });

  describe('when a supabase-js client made with the secret key calls (the key in apikey and as bearer)', () => {
    it('acts for the user of the signed context, without reading the bearer key as a JWT', async () => {
      verifiedTokens.length = 0;

      const caller = await identifyCaller(
        request({
          apikey: secretKey,
          authorization: `Bearer ${secretKey}`,
          [internalContextHeader]: await contextHeader(),
        }),
        verification,
      );

      expect(caller).toMatchObject({ userId, via: 'service-role' });
      expect(verifiedTokens).toEqual([]);
    });
  });

  describe('when a browser calls with a publishable key and a user token', () => {
    it("verifies the user's token", async () => {
      verifiedTokens.length = 0;

      const caller = await identifyCaller(
        request({ apikey: 'sb_publishable_web', authorization: 'Bearer user-token' }),
        verification,
      );

      expect(caller).toEqual({ userId, via: 'user-token' });
      expect(verifiedTokens).toEqual(['user-token']);
    });
  });

  describe('when the apikey is not one of the service keys and there is no token', () => {
    it('answers 401 saying the key is not recognized, without echoing it', async () => {
      const refusal = await refusalOf(identifyCaller(request({ apikey: 'sb_secret_someone-else' }), verification));

      expect(refusal.code).toBe('unauthorized');
      expect(refusal.message).toMatch(/not recognized/);
      expect(refusal.message).not.toMatch(/Missing Authorization/);
      expect(refusal.message).not.toContain('someone-else');
      expect(refusal.message).not.toContain(secretKey);
    });
  });

  describe('when the bearer token is a secret key that is not one of the service keys', () => {
    it('answers 401 saying the key is not recognized, without reading it as a JWT', async () => {
      verifiedTokens.length = 0;

      const refusal = await refusalOf(
        identifyCaller(request({ authorization: 'Bearer sb_secret_someone-else' }), verification),
      );

      expect(refusal.message).toMatch(/not recognized/);
      expect(refusal.message).not.toContain('someone-else');
      expect(verifiedTokens).toEqual([]);
    });
  });

  describe('when the bearer token is a legacy service role JWT that is not one of the service keys', () => {
    it('answers 401 saying the key is not recognized', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ role: 'service_role', iss: 'supabase' })).toString('base64url');

      const refusal = await refusalOf(
        identifyCaller(request({ authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl` }), verification),
      );

      expect(refusal.message).toMatch(/not recognized/);
    });
  });

  describe('when there is neither a key nor a token', () => {
    it('answers 401 asking for a token', async () => {
      const refusal = await refusalOf(identifyCaller(request({}), verification));

      expect(refusal.message).toMatch(/Missing Authorization/);
    });
  });
});
