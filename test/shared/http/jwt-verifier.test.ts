import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearerToken,
  createJwtVerifier,
  InvalidTokenError,
  type JwtVerifier,
} from '../../../shared/http/jwt-verifier.ts';
import {
  createSigningKey,
  jwksText,
  signWithKey,
  signWithSecret,
  type TestSigningKey,
  unsignedToken,
} from './support/signing-keys.ts';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const userId = '00000000-0000-4000-8000-000000000001';

async function rejectionOf(verify: JwtVerifier, token: string): Promise<InvalidTokenError> {
  const error = await verify(token).then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof InvalidTokenError)) throw new Error(`Expected an InvalidTokenError, got ${String(error)}`);
  return error;
}

describe('createJwtVerifier', () => {
  describe('when configured with the HS256 project secret', () => {
    const verify = createJwtVerifier({ secret });

    it('accepts a valid user token and returns its user and role', async () => {
      const verified = await verify(await signWithSecret(secret, { sub: userId }));

      expect(verified.userId).toBe(userId);
      expect(verified.role).toBe('authenticated');
      expect(verified.claims.sub).toBe(userId);
    });

    it('returns a null user for a token without a subject (the anon key)', async () => {
      const verified = await verify(await signWithSecret(secret, { sub: null, role: 'anon' }));

      expect(verified).toMatchObject({ userId: null, role: 'anon' });
    });

    it('rejects an expired token as expired', async () => {
      const error = await rejectionOf(verify, await signWithSecret(secret, { expiresInSeconds: -60 }));

      expect(error.reason).toBe('expired');
    });

    it('rejects a token without an expiry', async () => {
      expect((await rejectionOf(verify, await signWithSecret(secret, { expiresInSeconds: null }))).reason).toBe(
        'invalid',
      );
    });

    it('rejects a token signed with another secret', async () => {
      const error = await rejectionOf(
        verify,
        await signWithSecret('another-secret-that-is-also-long-enough-to-use', {}),
      );

      expect(error.reason).toBe('invalid');
    });

    it('rejects an unsigned token (alg none)', async () => {
      const token = unsignedToken({ sub: userId, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 });

      expect((await rejectionOf(verify, token)).reason).toBe('invalid');
    });

    it('rejects a token signed with an asymmetric key', async () => {
      const key = await createSigningKey('ES256', 'key-1');

      expect((await rejectionOf(verify, await signWithKey(key))).reason).toBe('invalid');
    });

    it.each(['', 'not-a-jwt', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln'])(
      'rejects a malformed token (%j)',
      async (token) => {
        expect((await rejectionOf(verify, token)).reason).toBe('invalid');
      },
    );

    it('rejects a token without a role', async () => {
      const error = await rejectionOf(verify, await signWithSecret(secret, { role: null }));

      expect(error.message).toContain('role');
    });

    it('rejects a token whose subject is not a user id', async () => {
      await rejectionOf(verify, await signWithSecret(secret, { sub: 'admin' }));
    });

    it('rejects a token with a tampered payload', async () => {
      const [header, , signature] = (await signWithSecret(secret, { sub: userId })).split('.');
      const payload = Buffer.from(
        JSON.stringify({ sub: '00000000-0000-4000-8000-000000000002', role: 'authenticated', exp: 9_999_999_999 }),
      ).toString('base64url');

      await rejectionOf(verify, `${header}.${payload}.${signature}`);
    });
  });

  describe("when checking a token's audience", () => {
    const verify = createJwtVerifier({ secret });

    it('rejects a user token for another audience (aud "other"), saying so', async () => {
      const error = await rejectionOf(verify, await signWithSecret(secret, { sub: userId, aud: 'other' }));

      expect(error.reason).toBe('audience');
      expect(error.message).toBe(
        'The access token is for another audience (a user\'s token must have aud "authenticated").',
      );
    });

    it('rejects a user token without an audience', async () => {
      const error = await rejectionOf(verify, await signWithSecret(secret, { sub: userId, aud: null }));

      expect(error.reason).toBe('audience');
      expect(error.message).toContain('has no audience');
    });

    it('rejects a token of the authenticated role without a subject or audience', async () => {
      const error = await rejectionOf(verify, await signWithSecret(secret, { sub: null, aud: null }));

      expect(error.reason).toBe('audience');
    });

    it('accepts an audience list that names "authenticated"', async () => {
      const verified = await verify(await signWithSecret(secret, { sub: userId, aud: ['authenticated'] }));

      expect(verified).toMatchObject({ userId, role: 'authenticated' });
    });

    it('accepts a list naming it among others', async () => {
      const token = await signWithSecret(secret, { sub: userId, aud: ['https://api.example.com', 'authenticated'] });

      await expect(verify(token)).resolves.toMatchObject({ userId });
    });

    it.each(['anon', 'service_role'])('accepts the %s key, which has no audience', async (role) => {
      const verified = await verify(await signWithSecret(secret, { sub: null, role, aud: null }));

      expect(verified).toMatchObject({ userId: null, role });
    });

    it('honours a configured audience (PARLEY_JWT_AUDIENCE), and then refuses "authenticated"', async () => {
      const custom = createJwtVerifier({ secret, audience: 'parley-users' });

      await expect(custom(await signWithSecret(secret, { sub: userId, aud: 'parley-users' }))).resolves
        .toMatchObject({ userId });
      const error = await rejectionOf(custom, await signWithSecret(secret, { sub: userId }));
      expect(error.reason).toBe('audience');
      expect(error.message).toContain('aud "parley-users"');
    });

    it('checks asymmetric tokens the same way', async () => {
      const key = await createSigningKey('ES256', 'aud-key');
      const byKeys = createJwtVerifier({ jwks: jwksText(key) });

      expect((await rejectionOf(byKeys, await signWithKey(key, { sub: userId, aud: 'other' }))).reason).toBe(
        'audience',
      );
      await expect(byKeys(await signWithKey(key, { sub: userId }))).resolves.toMatchObject({ userId });
    });
  });

  describe('when configured with a JWKS (SUPABASE_JWKS)', () => {
    let rsaKey: TestSigningKey;
    let ecKey: TestSigningKey;
    let verify: JwtVerifier;
    beforeAll(async () => {
      rsaKey = await createSigningKey('RS256', 'rsa-key');
      ecKey = await createSigningKey('ES256', 'ec-key');
      verify = createJwtVerifier({ jwks: jwksText(rsaKey, ecKey) });
    });

    it.each(['RS256', 'ES256'])('accepts a valid %s user token', async (algorithm) => {
      const key = algorithm === 'RS256' ? rsaKey : ecKey;

      await expect(verify(await signWithKey(key, { sub: userId }))).resolves.toMatchObject({
        userId,
        role: 'authenticated',
      });
    });

    it('rejects an expired token as expired', async () => {
      expect((await rejectionOf(verify, await signWithKey(ecKey, { expiresInSeconds: -60 }))).reason).toBe('expired');
    });

    it('rejects a token signed by a key that is not in the set', async () => {
      const stranger = await createSigningKey('ES256', 'ec-key');

      expect((await rejectionOf(verify, await signWithKey(stranger))).reason).toBe('invalid');
    });

    it('rejects an HS256 token, even one signed with a public key as the secret', async () => {
      await rejectionOf(verify, await signWithSecret(JSON.stringify(rsaKey.publicJwk), {}));
      await rejectionOf(verify, await signWithSecret(secret, {}));
    });

    it('rejects an unsigned token (alg none)', async () => {
      await rejectionOf(
        verify,
        unsignedToken({ sub: userId, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }),
      );
    });

    it('rejects a token without a role', async () => {
      await rejectionOf(verify, await signWithKey(rsaKey, { role: null }));
    });

    it("accepts SUPABASE_JWKS given as a bare array of keys, as Supabase's server library also reads it", async () => {
      const keys = (JSON.parse(jwksText(ecKey)) as { keys: unknown[] }).keys;
      const byArray = createJwtVerifier({ jwks: JSON.stringify(keys) });

      await expect(byArray(await signWithKey(ecKey, { sub: userId }))).resolves.toMatchObject({ userId });
    });
  });

  describe('when configured with both the secret and a JWKS (key rotation)', () => {
    it('accepts tokens of either', async () => {
      const key = await createSigningKey('ES256', 'new-key');
      const verify = createJwtVerifier({ secret, jwks: jwksText(key) });

      await expect(verify(await signWithSecret(secret, { sub: userId }))).resolves.toMatchObject({ userId });
      await expect(verify(await signWithKey(key, { sub: userId }))).resolves.toMatchObject({ userId });
      await rejectionOf(verify, await signWithSecret('another-secret-that-is-also-long-enough-to-use', {}));
    });
  });

  describe('when the configuration is not usable', () => {
    it.each([
      ['neither is set', {}, /SUPABASE_JWT_SECRET.*SUPABASE_JWKS/],
      ['both are blank', { secret: '  ', jwks: ' ' }, /SUPABASE_JWT_SECRET.*SUPABASE_JWKS/],
      ['the secret is too short', { secret: 'short' }, /too short/],
      ['the JWKS is not JSON', { jwks: '{keys:' }, /SUPABASE_JWKS is not valid JSON/],
      ['the JWKS has no keys', { jwks: '{"keys":[]}' }, /JSON Web Key Set/],
      ['the JWKS is a single key', { jwks: '{"kty":"EC","crv":"P-256","x":"a","y":"b"}' }, /JSON Web Key Set/],
    ])('throws at creation when %s', (_case, options, message) => {
      expect(() => createJwtVerifier(options)).toThrow(message);
    });
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['  Bearer   abc.def.ghi  ', 'abc.def.ghi'],
  ])('reads the token of %j', (header, token) => {
    expect(bearerToken(new Request('http://localhost/', { headers: { authorization: header } }))).toBe(token);
  });

  it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'abc.def.ghi'])('returns null for %j', (header) => {
    expect(bearerToken(new Request('http://localhost/', { headers: { authorization: header } }))).toBeNull();
  });

  it('returns null without an Authorization header', () => {
    expect(bearerToken(new Request('http://localhost/'))).toBeNull();
  });
});
