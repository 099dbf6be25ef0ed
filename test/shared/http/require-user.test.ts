import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/http/http-error.ts';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import { requireUser } from '../../../shared/http/require-user.ts';
import { signWithSecret } from './support/signing-keys.ts';

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const userId = '00000000-0000-4000-8000-000000000001';
const verify = createJwtVerifier({ secret });

function requestWith(authorization: string | null): Request {
  return new Request('http://localhost/', { method: 'POST', headers: authorization === null ? {} : { authorization } });
}

async function refusalOf(request: Request): Promise<HttpError> {
  const error = await requireUser(request, verify).then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`);
  expect(error.code).toBe('unauthorized');
  return error;
}

describe('requireUser', () => {
  describe('when the request carries a valid user token', () => {
    it('returns the user from the token', async () => {
      const token = await signWithSecret(secret, { sub: userId });

      await expect(requireUser(requestWith(`Bearer ${token}`), verify)).resolves.toEqual({ userId, token });
    });
  });

  describe('when there is no Authorization header', () => {
    it('answers 401 saying a bearer token is needed', async () => {
      const error = await refusalOf(requestWith(null));

      expect(error.message).toBe('Missing Authorization: Bearer <user access token>.');
      expect(error.headers?.['www-authenticate']).toBe('Bearer');
    });
  });

  describe('when the request carries a secret API key instead of a user token', () => {
    it('answers 401 saying the key is not recognized as a user credential, without echoing it', async () => {
      const error = await refusalOf(
        new Request('http://localhost/', { method: 'POST', headers: { apikey: 'sb_secret_guessed-key' } }),
      );

      expect(error.message).toMatch(/not recognized/);
      expect(error.message).not.toMatch(/Missing Authorization/);
      expect(error.message).not.toContain('guessed-key');
      expect(error.headers?.['www-authenticate']).toBe('Bearer error="invalid_token"');
    });

    it('answers the same for a secret key sent as the bearer token', async () => {
      const error = await refusalOf(requestWith('Bearer sb_secret_guessed-key'));

      expect(error.message).toMatch(/not recognized/);
      expect(error.message).not.toContain('guessed-key');
    });
  });

  describe('when the Authorization header is not a bearer token', () => {
    it('answers 401 the same way', async () => {
      expect((await refusalOf(requestWith('Basic dXNlcjpwYXNzd29yZA=='))).message).toContain('Bearer');
    });
  });

  describe('when the token is invalid', () => {
    it('answers 401 saying so', async () => {
      const error = await refusalOf(
        requestWith(
          `Bearer ${await signWithSecret('another-secret-that-is-also-long-enough-to-use', { sub: userId })}`,
        ),
      );

      expect(error.message).toBe('The access token is invalid.');
      expect(error.headers?.['www-authenticate']).toBe('Bearer error="invalid_token"');
    });
  });

  describe('when the token has expired', () => {
    it('answers 401 telling the app to refresh the session', async () => {
      const error = await refusalOf(
        requestWith(`Bearer ${await signWithSecret(secret, { sub: userId, expiresInSeconds: -5 })}`),
      );

      expect(error.message).toContain('expired');
    });
  });

  describe('when the token is for another audience', () => {
    it.each([['"other"', 'other'], ['none', null]] as const)(
      'answers 401 naming the audience it needs (aud %s)',
      async (_case, aud) => {
        const error = await refusalOf(requestWith(`Bearer ${await signWithSecret(secret, { sub: userId, aud })}`));

        expect(error.message).toMatch(
          /audience \(a user's token must have aud "authenticated"\)\. Sign in to this project/,
        );
        expect(error.headers?.['www-authenticate']).toBe('Bearer error="invalid_token"');
      },
    );
  });

  describe('when the token is the anon key (role anon, no subject)', () => {
    it("answers 401 saying a user's token is needed, not an API key", async () => {
      const error = await refusalOf(
        requestWith(
          `Bearer ${await signWithSecret(secret, { sub: null, role: 'anon', expiresInSeconds: 3600 * 24 * 365 })}`,
        ),
      );

      expect(error.message).toContain('not an API key');
    });
  });

  describe('when the token is the service-role key', () => {
    it('answers 401 too: the service role is not a user', async () => {
      const error = await refusalOf(
        requestWith(`Bearer ${await signWithSecret(secret, { sub: null, role: 'service_role' })}`),
      );

      expect(error.message).toContain("not recognized as a user's credential");
    });
  });

  describe('when a token has a subject but a role other than authenticated', () => {
    it('answers 401', async () => {
      await refusalOf(requestWith(`Bearer ${await signWithSecret(secret, { sub: userId, role: 'service_role' })}`));
    });
  });
});
