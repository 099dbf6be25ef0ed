/**
 * The local Auth's HTTP surface where supabase-js does not reach: the API key check,
 * preflights, GoTrue's two error shapes, malformed requests, unknown paths and methods.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserPassword } from '../../../../local/gateway/auth/demo-user-password.ts';
import {
  demoUser,
  localJwtSecret,
  localServiceRoleKey,
  signDemoUserToken,
} from '../../../../local/gateway/local-keys.ts';
import { createLocalAuthHarness, type LocalAuthHarness } from './support/local-auth-harness.ts';

const versioned = { 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json' };

describe('local Auth routes', () => {
  let harness: LocalAuthHarness;

  beforeAll(async () => {
    harness = await createLocalAuthHarness({
      configText: '[auth]\nsite_url = "http://127.0.0.1:3000"\nminimum_password_length = 8\n',
    });
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  describe('when the path is not under /auth/v1', () => {
    it('leaves it to the other routes', async () => {
      expect(await harness.auth.routes(new Request(`${harness.url}/functions/v1/chat`))).toBeNull();
      expect(await harness.auth.routes(new Request(`${harness.url}/auth/v10/token`))).toBeNull();
    });
  });

  describe('when the apikey header is missing or unknown', () => {
    it("answers 401 as Supabase's API gateway does", async () => {
      const missing = await harness.request('/user', { headers: { apikey: '' } });
      const unknown = await harness.request('/user', { headers: { apikey: 'not-a-key' } });

      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'No API key found in request' });
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toMatchObject({ message: 'Invalid API key' });
    });

    it('accepts the service-role key as well as the anon key', async () => {
      const response = await harness.request('/token?grant_type=password', {
        method: 'POST',
        headers: { ...versioned, apikey: localServiceRoleKey },
        body: JSON.stringify({ email: demoUser.email, password: demoUserPassword }),
      });

      expect(response.status).toBe(200);
    });
  });

  describe('when a browser sends a preflight', () => {
    it('answers it without an API key, allowing the headers supabase-js sends', async () => {
      const response = await harness.request('/token?grant_type=password', {
        method: 'OPTIONS',
        headers: { apikey: '', origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
      });

      expect(response.status).toBe(204);
      const allowed = response.headers.get('access-control-allow-headers') ?? '';
      for (const header of ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type']) {
        expect(allowed).toContain(header);
      }
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
      expect(response.headers.get('access-control-expose-headers')).toContain('x-supabase-api-version');
    });
  });

  describe('when a page of another origin asks (https://evil.example)', () => {
    it('refuses its preflight without Access-Control-Allow-Origin', async () => {
      const response = await harness.request('/token?grant_type=password', {
        method: 'OPTIONS',
        headers: { apikey: '', origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });

      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it("refuses to mint the demo user's token, and starts no session", async () => {
      const sessionsBefore = await harness.database.sql.query<{ count: number }>(
        'select count(*)::int as count from local_auth.sessions',
      );

      const response = await harness.request('/token?grant_type=password', {
        method: 'POST',
        headers: { ...versioned, origin: 'https://evil.example' },
        body: JSON.stringify({ email: demoUser.email, password: demoUserPassword }),
      });

      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.json()).toMatchObject({ code: 'origin_not_allowed' });
      expect(
        await harness.database.sql.query<{ count: number }>('select count(*)::int as count from local_auth.sessions'),
      ).toEqual(sessionsBefore);
    });
  });

  describe("when the gateway's own pages or a web app URL of config.toml ask", () => {
    it.each(['http://127.0.0.1:54321', 'http://localhost:54321', 'http://127.0.0.1:3000'])(
      'signs in from %s, and lets that origin read the answer',
      async (origin) => {
        const response = await harness.request('/token?grant_type=password', {
          method: 'POST',
          headers: { ...versioned, origin },
          body: JSON.stringify({ email: demoUser.email, password: demoUserPassword }),
        });

        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      },
    );
  });

  describe('when an error is answered', () => {
    it('uses { code, message } and echoes the API version when the request names 2024-01-01', async () => {
      const response = await harness.request('/token?grant_type=password', {
        method: 'POST',
        headers: versioned,
        body: JSON.stringify({ email: demoUser.email, password: 'wrong' }),
      });

      expect(response.status).toBe(400);
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    });

    it("uses GoTrue's older { code: status, error_code, msg } without the version header", async () => {
      const response = await harness.request('/token?grant_type=password', {
        method: 'POST',
        body: JSON.stringify({ email: demoUser.email, password: 'wrong' }),
      });

      expect(await response.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      });
    });

    it("carries weak_password's reasons, with the configured minimum length", async () => {
      const response = await harness.request('/signup', {
        method: 'POST',
        headers: versioned,
        body: JSON.stringify({ email: 'seven@example.com', password: '1234567' }),
      });

      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
        weak_password: { reasons: ['length'] },
      });
    });
  });

  describe('when the request is malformed', () => {
    it.each([
      ['a body that is not JSON', '/token?grant_type=password', '{"email":', 400, 'bad_json'],
      ['fields of the wrong type', '/token?grant_type=password', '{"email":5,"password":"x"}', 400, 'bad_json'],
      ['no email', '/token?grant_type=password', '{"password":"x"}', 400, 'validation_failed'],
      ['an unknown grant type', '/token?grant_type=magic', '{}', 400, 'unsupported_grant_type'],
      ['a refresh without a token', '/token?grant_type=refresh_token', '{}', 400, 'validation_failed'],
      ['a sign-up without a password', '/signup', '{"email":"x@example.com"}', 422, 'validation_failed'],
      [
        'a sign-up with an unusable email',
        '/signup',
        '{"email":"not an email","password":"long enough"}',
        400,
        'validation_failed',
      ],
      [
        'a phone sign-up',
        '/signup',
        '{"phone":"+15555550100","password":"long enough"}',
        400,
        'phone_provider_disabled',
      ],
    ])('refuses %s with its GoTrue code, never a 500', async (_case, path, body, status, code) => {
      const response = await harness.request(path, { method: 'POST', headers: versioned, body });

      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    });

    it('refuses GET /user without a token (401) and with a forged one (403 bad_jwt)', async () => {
      const missing = await harness.request('/user', { headers: versioned });
      const forged = await harness.request('/user', {
        headers: { ...versioned, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' },
      });

      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ code: 'no_authorization' });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ code: 'bad_jwt' });
    });

    it("answers GET /user for the banner's long-lived demo token, which has no session to check", async () => {
      const response = await harness.request('/user', {
        headers: { ...versioned, authorization: `Bearer ${await signDemoUserToken(localJwtSecret)}` },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: demoUser.id, email: demoUser.email });
    });

    it('refuses a logout scope it does not know', async () => {
      const response = await harness.request('/logout?scope=everyone', { method: 'POST', headers: versioned });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('when the path or method is not one it serves', () => {
    it('answers 404 for other GoTrue endpoints and 405 for another method', async () => {
      const otp = await harness.request('/otp', { method: 'POST', headers: versioned, body: '{}' });
      const update = await harness.request('/user', { method: 'PUT', headers: versioned, body: '{}' });

      expect(otp.status).toBe(404);
      expect(await otp.json()).toMatchObject({ code: 'not_found' });
      expect(update.status).toBe(405);
      expect(await update.json()).toMatchObject({ code: 'method_not_allowed' });
    });
  });

  describe('when the database fails under it', () => {
    it('answers 503 unexpected_failure without the cause', async () => {
      const broken = await createLocalAuthHarness();
      await broken.database.stop();
      try {
        const response = await broken.request('/token?grant_type=password', {
          method: 'POST',
          headers: versioned,
          body: JSON.stringify({ email: demoUser.email, password: demoUserPassword }),
        });

        expect(response.status).toBe(503);
        const body = await response.json() as Record<string, unknown>;
        expect(body.code).toBe('unexpected_failure');
        expect(JSON.stringify(body)).not.toMatch(/at |closed|terminat/i);
      } finally {
        await broken.dispose();
      }
    });
  });
});
