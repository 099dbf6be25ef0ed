import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import {
  createSigningKey,
  jwksText,
  signWithKey,
  signWithSecret,
  type TestSigningKey,
} from './support/signing-keys.ts';

const userId = '00000000-0000-4000-8000-000000000001';
let key: TestSigningKey;
let server: Server;
let supabaseUrl: string;
const seenAuthorizations: string[] = [];
let legacyToken = '';

beforeAll(async () => {
  key = await createSigningKey('ES256', 'project-key');
  legacyToken = await signWithSecret('the-project-legacy-secret-only-auth-knows', {
    sub: userId,
    role: 'authenticated',
  });
  server = createServer((request, response) => {
    if (request.url === '/auth/v1/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(jwksText(key));
      return;
    }
    if (request.url === '/auth/v1/user') {
      seenAuthorizations.push(`${request.headers.apikey} ${request.headers.authorization}`);
      const good = request.headers.authorization === `Bearer ${legacyToken}`;
      response.writeHead(good ? 200 : 401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(good ? { id: userId, role: 'authenticated', aud: 'authenticated' } : { msg: 'invalid JWT' }),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  supabaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createJwtVerifier on a deployed project (no JWT secret configured)', () => {
  describe('when the token is signed with the project signing keys', () => {
    it('verifies it against the JWKS the project publishes', async () => {
      const verify = createJwtVerifier({ supabaseUrl, apiKey: 'anon-key' });

      const verified = await verify(await signWithKey(key, { sub: userId, role: 'authenticated' }));

      expect(verified).toMatchObject({ userId, role: 'authenticated' });
    });
  });

  describe('when the token is a legacy HS256 token', () => {
    it('asks the project Auth server whose token it is', async () => {
      const verify = createJwtVerifier({ supabaseUrl, apiKey: 'anon-key' });

      await expect(verify(legacyToken)).resolves.toMatchObject({ userId, role: 'authenticated' });
      expect(seenAuthorizations.at(-1)).toBe(`anon-key Bearer ${legacyToken}`);
    });

    it('refuses a token the Auth server accepts when it is for another audience', async () => {
      const verify = createJwtVerifier({ supabaseUrl, apiKey: 'anon-key', audience: 'parley-users' });

      await expect(verify(legacyToken)).rejects.toMatchObject({ name: 'InvalidTokenError', reason: 'audience' });
    });

    it('refuses a token the Auth server refuses', async () => {
      const verify = createJwtVerifier({ supabaseUrl, apiKey: 'anon-key' });
      const forged = await signWithSecret('a-secret-nobody-configured-anywhere', {
        sub: userId,
        role: 'authenticated',
      });

      await expect(verify(forged)).rejects.toMatchObject({ name: 'InvalidTokenError', reason: 'invalid' });
    });
  });

  describe('when nothing can verify a token', () => {
    it('refuses to start, naming what to set', () => {
      expect(() => createJwtVerifier({})).toThrow(/SUPABASE_URL/);
    });
  });
});
