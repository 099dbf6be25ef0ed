import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import {
  createCredentialsRepository,
  type CredentialsRepository,
} from '../../../../shared/db/repositories/credentials-repository.ts';
import { createSearchActions } from '../../../../shared/integrations/search/search-actions.ts';
import { lookupSearchKey } from '../../../../shared/integrations/search/search-credentials.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from '../../db/repositories/support/users.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from '../../tools/support/create-test-executor.ts';
import { startSerperStandIn } from './support/provider-stand-ins.ts';
import type { StandInServer } from './support/stand-in-server.ts';

const serperKey = 'serper-key-stored-encrypted-1234';

describe('search keys from the real credential store', () => {
  let database: TestDatabase;
  let credentials: CredentialsRepository;
  let serper: StandInServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    credentials = createCredentialsRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(encodeBase64(crypto.getRandomValues(new Uint8Array(32))))),
    });
    serper = await startSerperStandIn(serperKey);
  });
  afterAll(async () => {
    await serper.close();
    await database.dispose();
  });

  async function overwrite(userId: string, provider: string, text: string): Promise<void> {
    await database.sql.query(
      `update public.integration_credentials set secret_ciphertext = $3 where user_id = $1 and provider = $2`,
      [userId, provider, text],
    );
  }

  function execute(userId: string) {
    const tools = createSearchActions({
      credentials,
      resolveHost: () => Promise.resolve([]),
      baseUrls: { serper: serper.baseUrl },
      providerOrder: ['serper'],
    });
    return createTestExecutor(tools).executor.execute(toolCall('web_search', { query: 'tides' }), {
      caller: { userId },
    });
  }

  describe('when the user saved a key', () => {
    it('searches with it', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', serperKey);

      expect(await lookupSearchKey(credentials, userId, 'serper')).toEqual({ status: 'ok', key: serperKey });
      expect(resultOf(await execute(userId)).output).toMatchObject({ provider: 'serper' });
    });
  });

  describe('when the stored value is a bare UUID (a Vault reference, not a key)', () => {
    it('asks the user to delete and re-add the key', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', serperKey);
      await overwrite(userId, 'serper', crypto.randomUUID());

      expect(await lookupSearchKey(credentials, userId, 'serper')).toEqual({
        status: 'corrupted',
        reason: 'unresolved_vault_reference',
      });
      expect(failureOf(await execute(userId)).modelMessage).toBe(
        'Question: The stored Serper API key appears to be corrupted. Please delete and re-add your Serper API key under Integrations.',
      );
    });
  });

  describe('when the stored value cannot be decrypted', () => {
    it('asks the user to delete and re-add the key', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', serperKey);
      const other = await insertUser(database.sql);
      await credentials.save(other, 'serper', 'someone-else');
      const [row] = await database.sql.query<{ secret_ciphertext: string }>(
        `select secret_ciphertext from public.integration_credentials where user_id = $1`,
        [other],
      );
      await overwrite(userId, 'serper', row?.secret_ciphertext ?? '');

      expect(failureOf(await execute(userId)).modelMessage).toMatch(
        /^Question: The stored Serper API key appears to be corrupted\./,
      );
    });
  });

  describe('when the user saved a Vault id as the key itself', () => {
    it('calls it corrupted too', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', crypto.randomUUID());

      expect(await lookupSearchKey(credentials, userId, 'serper')).toEqual({
        status: 'corrupted',
        reason: 'unresolved_vault_reference',
      });
    });
  });

  describe('when the user has no key', () => {
    it('says no key was found', async () => {
      const userId = await insertUser(database.sql);

      expect(failureOf(await execute(userId)).modelMessage).toBe(
        'Question: No API key found for Serper. Add your Serper API key under Integrations before I can perform web searches.',
      );
    });
  });
});
