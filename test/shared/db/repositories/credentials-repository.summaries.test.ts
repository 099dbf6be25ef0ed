import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import { createCredentialsRepository } from '../../../../shared/db/repositories/credentials-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const secret = 'sk-proj-summaries-secret-0123456789abcdef';

describe('createCredentialsRepository: delete and listForUser', () => {
  let database: TestDatabase;
  const credentials = () =>
    createCredentialsRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(encodeBase64(new Uint8Array(32).fill(3)))),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  describe("when a user's credentials are listed", () => {
    it('gives status, metadata and timestamps of the named providers only, never the secret', async () => {
      const userId = await insertUser(database.sql);
      await credentials().save(userId, 'serper', secret, { metadata: { fingerprint: 'cdef' } });
      await credentials().save(userId, 'brave', secret);
      await credentials().markStatus(userId, 'brave', 'expired');
      await credentials().save(userId, 'other', secret);

      const summaries = await credentials().listForUser(userId, ['serper', 'brave', 'gmail', 'serper']);

      expect(summaries).toEqual([
        {
          provider: 'brave',
          credentialStatus: 'expired',
          readable: true,
          metadata: {},
          expiresAt: null,
          createdAt: expect.any(Date),
          updatedAt: expect.any(Date),
        },
        {
          provider: 'serper',
          credentialStatus: 'active',
          readable: true,
          metadata: { fingerprint: 'cdef' },
          expiresAt: null,
          createdAt: expect.any(Date),
          updatedAt: expect.any(Date),
        },
      ]);
      expect(JSON.stringify(summaries)).not.toContain(secret);
      expect(JSON.stringify(summaries)).not.toContain('v1:');
    });

    it('marks unreadable one that does not decrypt, and one the `usable` check refuses', async () => {
      const userId = await insertUser(database.sql);
      await credentials().save(userId, 'serper', secret);
      await credentials().save(userId, 'brave', 'refuse me');
      await database.sql.query(
        `update public.integration_credentials set secret_ciphertext = 'v1:k1:AAAA:BBBB' where user_id = $1 and provider = 'serper'`,
        [userId],
      );
      const seen: string[] = [];

      const summaries = await credentials().listForUser(userId, ['serper', 'brave'], {
        usable: (provider, value) => {
          seen.push(provider);
          return value !== 'refuse me';
        },
      });

      expect(summaries.map(({ provider, readable }) => ({ provider, readable }))).toEqual([{
        provider: 'brave',
        readable: false,
      }, { provider: 'serper', readable: false }]);
      expect(seen).toEqual(['brave']);
    });

    it('lists nothing for a user id that is not a UUID, or no providers', async () => {
      expect(await credentials().listForUser('nobody', ['serper'])).toEqual([]);
      expect(await credentials().listForUser(await insertUser(database.sql), [])).toEqual([]);
    });
  });

  describe('when a credential is deleted', () => {
    it("removes only that provider's row, and says whether there was one", async () => {
      const userId = await insertUser(database.sql);
      await credentials().save(userId, 'serper', secret);
      await credentials().save(userId, 'brave', secret);

      expect(await credentials().delete(userId, 'serper')).toBe(true);
      expect(await credentials().delete(userId, 'serper')).toBe(false);
      expect(await credentials().delete('not-a-uuid', 'serper')).toBe(false);
      expect(await credentials().get(userId, 'serper')).toEqual({ status: 'missing' });
      expect((await credentials().get(userId, 'brave')).status).toBe('ok');
    });
  });
});
