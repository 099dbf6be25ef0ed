import { describe, expect, it } from 'vitest';
import { bcryptPasswordHasher } from '../../../../local/gateway/auth/password-hashing.ts';

describe('bcryptPasswordHasher', () => {
  describe('when a password is hashed', () => {
    it('stores bcrypt at cost 10, as GoTrue does, and verifies only that password', async () => {
      const hash = await bcryptPasswordHasher.hash('correct horse');

      expect(hash).toMatch(/^\$2b\$10\$.{53}$/);
      expect(await bcryptPasswordHasher.verify('correct horse', hash)).toBe(true);
      expect(await bcryptPasswordHasher.verify('Correct horse', hash)).toBe(false);
    });
  });

  describe("when the hash is one pgcrypto made ($2a$, crypt(…, gen_salt('bf')))", () => {
    it('verifies it too', async () => {
      // crypt('parley', gen_salt('bf', 4)) from PostgreSQL's pgcrypto.
      const pgcryptoHash = '$2a$04$3FQ2GeNA/OFv0tSgL8BLe.Uwoh84jtMNFn0ac68ROQLVUwWiebNSy';

      expect(await bcryptPasswordHasher.verify('parley', pgcryptoHash)).toBe(true);
    });
  });

  describe('when there is no hash (an unknown user, or one without a password)', () => {
    it('refuses every password', async () => {
      expect(await bcryptPasswordHasher.verify('', null)).toBe(false);
      expect(await bcryptPasswordHasher.verify('anything', '')).toBe(false);
      expect(await bcryptPasswordHasher.verify('anything', 'plain text')).toBe(false);
    });
  });
});
