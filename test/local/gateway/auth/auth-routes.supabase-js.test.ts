/**
 * The local Auth driven by supabase-js itself, as the web app drives it: sign-in, getUser,
 * refresh with rotation, sign-out, sign-up — on PGlite, or the DATABASE_URL server.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../../../shared/http/jwt-verifier.ts';
import { demoUserPassword } from '../../../../local/gateway/auth/demo-user-password.ts';
import { demoUser, localJwtSecret } from '../../../../local/gateway/local-keys.ts';
import { createLocalAuthHarness, type LocalAuthHarness } from './support/local-auth-harness.ts';

describe('local Auth through supabase-js', () => {
  let harness: LocalAuthHarness;

  beforeAll(async () => {
    harness = await createLocalAuthHarness();
  });

  afterAll(async () => {
    await harness?.dispose();
  });

  describe('when the demo user signs in with the local password', () => {
    it('returns a GoTrue session whose access token the functions accept', async () => {
      const { data, error } = await harness.client().auth.signInWithPassword({
        email: demoUser.email,
        password: demoUserPassword,
      });

      expect(error).toBeNull();
      const session = data.session;
      expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(session?.expires_at).toBe(decodeJwt(session?.access_token ?? '').exp);
      expect(session?.refresh_token).toMatch(/^[\w-]{43}$/);
      expect(data.user).toMatchObject({
        id: demoUser.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: demoUser.email,
        app_metadata: { provider: 'email', providers: ['email'] },
        is_anonymous: false,
      });
      expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
      expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: demoUser.id });
      const claims = decodeJwt(session?.access_token ?? '');
      expect(claims).toMatchObject({
        iss: 'http://127.0.0.1:54321/auth/v1',
        sub: demoUser.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: demoUser.email,
        phone: '',
        aal: 'aal1',
        is_anonymous: false,
        session_id: expect.any(String),
      });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
      const verified = await createJwtVerifier({ secret: localJwtSecret })(session?.access_token ?? '');
      expect(verified).toMatchObject({ userId: demoUser.id, role: 'authenticated' });
    });

    it('answers getUser with the same user, from the server', async () => {
      const client = harness.client();
      await client.auth.signInWithPassword({ email: 'DEMO@parley.local', password: demoUserPassword });

      const { data, error } = await client.auth.getUser();

      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id: demoUser.id, email: demoUser.email });
      expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
    });
  });

  describe('when the password is wrong or the user unknown', () => {
    it.each([
      ['a wrong password', demoUser.email, 'not-the-password'],
      ['an unknown user', 'nobody@parley.local', demoUserPassword],
    ])('refuses %s with invalid_credentials', async (_case, email, password) => {
      const { data, error } = await harness.client().auth.signInWithPassword({ email, password });

      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    });
  });

  describe('when the session is refreshed', () => {
    it('rotates the refresh token; the used one still works within the reuse interval, and ends the session after it', async () => {
      const client = harness.client();
      const signedIn = await client.auth.signInWithPassword({ email: demoUser.email, password: demoUserPassword });
      const first = signedIn.data.session?.refresh_token as string;

      const refreshed = await client.auth.refreshSession();
      const second = refreshed.data.session?.refresh_token as string;
      expect(refreshed.error).toBeNull();
      expect(second).not.toBe(first);
      expect(decodeJwt(refreshed.data.session?.access_token ?? '').session_id).toBe(
        decodeJwt(signedIn.data.session?.access_token ?? '').session_id,
      );

      // Another tab refreshing with the same token a moment later stays signed in.
      harness.advance(5);
      const retried = await harness.client().auth.refreshSession({ refresh_token: first });
      expect(retried.error).toBeNull();

      // After the interval (config.toml's refresh_token_reuse_interval, 10 s) it is reuse: the session ends.
      harness.advance(6);
      const reused = await harness.client().auth.refreshSession({ refresh_token: first });
      expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      const afterReuse = await harness.client().auth.refreshSession({ refresh_token: second });
      expect(afterReuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    });

    it('refuses a token it never issued', async () => {
      const { error } = await harness.client().auth.refreshSession({ refresh_token: 'made-up-token' });

      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_not_found' });
    });
  });

  describe('when the user signs out', () => {
    it('ends the session: its refresh token and getUser with its access token are refused', async () => {
      const client = harness.client();
      const { data } = await client.auth.signInWithPassword({ email: demoUser.email, password: demoUserPassword });
      const session = data.session;

      const { error } = await client.auth.signOut();

      expect(error).toBeNull();
      expect((await client.auth.getSession()).data.session).toBeNull();
      const refreshed = await harness.client().auth.refreshSession({ refresh_token: session?.refresh_token ?? '' });
      expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
      const user = await harness.client().auth.getUser(session?.access_token);
      expect(user.error).toMatchObject({ name: 'AuthSessionMissingError' });
    });
  });

  describe('when someone signs up', () => {
    it('creates a confirmed user who is signed in at once and can sign in again', async () => {
      const client = harness.client();

      const { data, error } = await client.auth.signUp({
        email: 'New.Person@Example.com',
        password: 'a good password',
        options: { data: { name: 'New Person' } },
      });

      expect(error).toBeNull();
      expect(data.session?.access_token).toEqual(expect.any(String));
      expect(data.user).toMatchObject({
        email: 'new.person@example.com',
        user_metadata: { name: 'New Person', email_verified: true },
      });
      expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
      const again = await harness.client().auth.signInWithPassword({
        email: 'new.person@example.com',
        password: 'a good password',
      });
      expect(again.error).toBeNull();
      expect(again.data.user?.id).toBe(data.user?.id);
    });

    it('refuses an email that is taken with user_already_exists', async () => {
      const { data, error } = await harness.client().auth.signUp({
        email: demoUser.email,
        password: 'another password',
      });

      expect(data.user).toBeNull();
      expect(error).toMatchObject({
        name: 'AuthApiError',
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });
    });

    it('refuses a password shorter than minimum_password_length with weak_password', async () => {
      const { error } = await harness.client().auth.signUp({ email: 'short@example.com', password: '12345' });

      expect(error).toMatchObject({
        name: 'AuthWeakPasswordError',
        status: 422,
        code: 'weak_password',
        reasons: ['length'],
      });
    });
  });
});
