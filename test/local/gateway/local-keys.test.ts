import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import {
  apiKeysFor,
  demoUser,
  localAnonKey,
  localJwtSecret,
  localServiceRoleKey,
  signDemoUserToken,
} from '../../../local/gateway/local-keys.ts';

describe('local keys', () => {
  describe("when verified with the Supabase CLI's local secret", () => {
    it('accepts the well-known anon and service-role keys with their roles', async () => {
      const verify = createJwtVerifier({ secret: localJwtSecret });

      expect((await verify(localAnonKey)).role).toBe('anon');
      expect((await verify(localServiceRoleKey)).role).toBe('service_role');
      expect(decodeJwt(localAnonKey).iss).toBe('supabase-demo');
    });

    it('gives those keys for the local secret', async () => {
      expect(await apiKeysFor(localJwtSecret)).toEqual({ anonKey: localAnonKey, serviceRoleKey: localServiceRoleKey });
    });
  });

  describe("when the secret is someone else's", () => {
    it('signs keys with the same roles that only that secret accepts', async () => {
      const secret = 'another-secret-of-at-least-32-characters!';
      const keys = await apiKeysFor(secret);

      expect((await createJwtVerifier({ secret })(keys.serviceRoleKey)).role).toBe('service_role');
      expect((await createJwtVerifier({ secret })(keys.anonKey)).role).toBe('anon');
      await expect(createJwtVerifier({ secret: localJwtSecret })(keys.anonKey)).rejects.toThrow();
    });
  });

  describe('signDemoUserToken', () => {
    it("signs a signed-in user's token for the seeded demo user", async () => {
      const verified = await createJwtVerifier({ secret: localJwtSecret })(await signDemoUserToken(localJwtSecret));

      expect(verified).toMatchObject({ userId: demoUser.id, role: 'authenticated' });
      expect(verified.claims).toMatchObject({ email: demoUser.email, aud: 'authenticated' });
    });

    it('gives the same token every time, so a pasted command keeps working', async () => {
      expect(await signDemoUserToken(localJwtSecret)).toBe(await signDemoUserToken(localJwtSecret));
    });
  });
});
