import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import {
  createCredentialsRepository,
  CredentialInputError,
} from '../../../../shared/db/repositories/credentials-repository.ts';
import { createJsonLogger } from '../../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const secret = 'ya29.a0AfH6SMBx-very-secret-access-token-7Qp';
const oldKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
const newKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));

/** A logger whose lines are kept for inspection. */
function recordingLogger() {
  const lines: string[] = [];
  const keep = (line: string) => lines.push(line);
  return { lines, logger: createJsonLogger({ sink: { info: keep, warn: keep, error: keep } }) };
}

describe('createCredentialsRepository', () => {
  let database: TestDatabase;
  const cipher = createCredentialCipher(parseCredentialKeyring(oldKey));
  const log = recordingLogger();
  let credentials: ReturnType<typeof createCredentialsRepository>;

  beforeAll(async () => {
    database = await createTestDatabase();
    credentials = createCredentialsRepository(database.sql, { cipher, logger: log.logger });
  });
  afterAll(() => database.dispose());

  async function storedText(userId: string, provider: string): Promise<string> {
    const [row] = await database.sql.query<{ secret_ciphertext: string }>(
      `select secret_ciphertext from public.integration_credentials where user_id = $1 and provider = $2`,
      [userId, provider],
    );
    if (row === undefined) throw new Error('no row');
    return row.secret_ciphertext;
  }

  async function overwrite(userId: string, provider: string, text: string): Promise<void> {
    await database.sql.query(
      `update public.integration_credentials set secret_ciphertext = $3 where user_id = $1 and provider = $2`,
      [userId, provider, text],
    );
  }

  describe('when a secret is saved', () => {
    it('gets it back with its expiry, metadata and status', async () => {
      const userId = await insertUser(database.sql);
      const expiresAt = new Date('2030-01-02T03:04:05.000Z');

      await credentials.save(userId, 'gmail', secret, {
        expiresAt,
        metadata: { email: 'ada@example.com', scopes: ['gmail.send'] },
      });

      expect(await credentials.get(userId, 'gmail')).toEqual({
        status: 'ok',
        secret,
        expiresAt,
        metadata: { email: 'ada@example.com', scopes: ['gmail.send'] },
        credentialStatus: 'active',
      });
    });

    it('stores only ciphertext: no column of the row contains the secret', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', secret);

      const rows = await database.sql.query(`select * from public.integration_credentials where user_id = $1`, [
        userId,
      ]);
      const [asText] = await database.sql.query<{ text: string }>(
        `select row_to_json(c)::text as text from public.integration_credentials c where user_id = $1`,
        [userId],
      );

      expect(rows).toHaveLength(1);
      expect(rows[0]?.secret_ciphertext).toMatch(/^v1:k1:/);
      expect(JSON.stringify(rows)).not.toContain(secret);
      expect(asText?.text).not.toContain(secret);
      expect(asText?.text).not.toContain(secret.slice(6, 24));
    });

    it('replaces an earlier secret and makes the credential active again', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'brave', 'first-key-value', { metadata: { label: 'old' } });
      await credentials.markStatus(userId, 'brave', 'revoked');

      await credentials.save(userId, 'brave', 'second-key-value');

      expect(await credentials.get(userId, 'brave')).toEqual({
        status: 'ok',
        secret: 'second-key-value',
        expiresAt: null,
        metadata: {},
        credentialStatus: 'active',
      });
      expect(await database.sql.query(`select 1 from public.integration_credentials where user_id = $1`, [userId]))
        .toHaveLength(1);
    });

    it('refuses unusable input without echoing the secret', async () => {
      const userId = await insertUser(database.sql);

      for (
        const attempt of [
          () => credentials.save('not-a-user', 'serper', secret),
          () => credentials.save(userId, '', secret),
          () => credentials.save(userId, 'p'.repeat(101), secret),
          () => credentials.save(userId, 'serper', ''),
        ]
      ) {
        const error = await attempt().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(CredentialInputError);
        expect(String((error as Error).message)).not.toContain(secret);
      }
    });

    it('does not leak the secret when the database rejects the row', async () => {
      const unknownUser = crypto.randomUUID();

      const error = await credentials.save(unknownUser, 'serper', secret).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(Error);
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(secret);
    });
  });

  describe('when several providers are read at once', () => {
    it('answers each provider asked as get does, with one statement', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', 'serper-key-0123456789', {});
      await credentials.save(userId, 'brave', 'brave-key-0123456789', {});
      await overwrite(userId, 'brave', 'not a ciphertext');
      let statements = 0;
      const counted = createCredentialsRepository({
        ...database.sql,
        query: (text, parameters) => {
          statements += 1;
          return database.sql.query(text, parameters);
        },
      }, { cipher });

      const lookups = await counted.getMany(userId, ['serper', 'brave', 'serpapi', 'serper']);

      expect(statements).toBe(1);
      expect([...lookups.keys()]).toEqual(['serper', 'brave', 'serpapi']);
      expect(lookups.get('serper')).toEqual(await credentials.get(userId, 'serper'));
      expect(lookups.get('serper')).toMatchObject({ status: 'ok', secret: 'serper-key-0123456789' });
      expect(lookups.get('brave')).toMatchObject({ status: 'corrupted' });
      expect(lookups.get('serpapi')).toEqual({ status: 'missing' });
    });

    it('reads nothing for no providers or a user id that is not a UUID', async () => {
      expect((await credentials.getMany('not-a-uuid', ['serper'])).get('serper')).toEqual({ status: 'missing' });
      expect((await credentials.getMany(crypto.randomUUID(), [])).size).toBe(0);
    });
  });

  describe('when there is no credential', () => {
    it('says missing', async () => {
      const userId = await insertUser(database.sql);

      expect(await credentials.get(userId, 'gmail')).toEqual({ status: 'missing' });
      expect(await credentials.get('not-a-uuid', 'gmail')).toEqual({ status: 'missing' });
    });

    it("does not hand one user another user's secret", async () => {
      const owner = await insertUser(database.sql);
      const other = await insertUser(database.sql);
      await credentials.save(owner, 'gmail', secret);

      expect(await credentials.get(other, 'gmail')).toEqual({ status: 'missing' });
    });
  });

  describe('when the stored value cannot be used', () => {
    it.each([
      ['a bare UUID (an unresolved Vault reference)', () => crypto.randomUUID(), 'unresolved_vault_reference'],
      ['garbage', () => 'not a ciphertext', 'malformed'],
      ['the secret in plain text', () => secret, 'malformed'],
      ['an unknown key id', () => 'v1:k7:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==', 'unknown_key_id'],
    ])('reports %s as corrupted, logging no secret', async (_name, text, reason) => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'serper', secret);
      const stored = text();
      await overwrite(userId, 'serper', stored);

      expect(await credentials.get(userId, 'serper')).toEqual({ status: 'corrupted', reason });
      const line = log.lines.at(-1) ?? '';
      expect(JSON.parse(line)).toMatchObject({
        level: 'warn',
        event: 'credential-corrupted',
        provider: 'serper',
        reason,
      });
      expect(line).not.toContain(secret);
      expect(line).not.toContain(stored);
    });

    it("reports a ciphertext moved from another user's row as corrupted", async () => {
      const victim = await insertUser(database.sql);
      const thief = await insertUser(database.sql);
      await credentials.save(victim, 'gmail', secret);
      await credentials.save(thief, 'gmail', 'thief-own-token');

      await overwrite(thief, 'gmail', await storedText(victim, 'gmail'));

      expect(await credentials.get(thief, 'gmail')).toEqual({ status: 'corrupted', reason: 'authentication_failed' });
    });

    it('reports a tampered ciphertext as corrupted', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'gmail', secret);
      const stored = await storedText(userId, 'gmail');
      const last = stored.at(-3) === 'A' ? 'B' : 'A';

      await overwrite(userId, 'gmail', `${stored.slice(0, -3)}${last}${stored.slice(-2)}`);

      expect(await credentials.get(userId, 'gmail')).toEqual({ status: 'corrupted', reason: 'authentication_failed' });
    });

    it('reports a key that is no longer configured as corrupted', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'gmail', secret);
      const elsewhere = createCredentialsRepository(database.sql, {
        cipher: createCredentialCipher(parseCredentialKeyring(newKey)),
      });

      expect(await elsewhere.get(userId, 'gmail')).toEqual({ status: 'corrupted', reason: 'authentication_failed' });
    });
  });

  describe('when the status changes', () => {
    it('keeps the secret and reports the new status', async () => {
      const userId = await insertUser(database.sql);
      await credentials.save(userId, 'gmail', secret);

      expect(await credentials.markStatus(userId, 'gmail', 'expired')).toBe(true);

      expect(await credentials.get(userId, 'gmail')).toMatchObject({
        status: 'ok',
        secret,
        credentialStatus: 'expired',
      });
    });

    it('answers false when there is no such credential', async () => {
      const userId = await insertUser(database.sql);

      expect(await credentials.markStatus(userId, 'gmail', 'revoked')).toBe(false);
      expect(await credentials.markStatus('nobody', 'gmail', 'revoked')).toBe(false);
    });
  });

  describe('when the key is rotated', () => {
    it('reads old ciphertexts, then re-encrypts them all under the new key', async () => {
      const users = await Promise.all(Array.from({ length: 3 }, () => insertUser(database.sql)));
      for (const [index, userId] of users.entries()) await credentials.save(userId, 'rotation', `secret-${index}`);
      await overwrite(users[2] ?? '', 'rotation', crypto.randomUUID());
      const rotated = createCredentialsRepository(database.sql, {
        cipher: createCredentialCipher(parseCredentialKeyring(`k2:${newKey},k1:${oldKey}`)),
      });
      expect(await rotated.get(users[0] ?? '', 'rotation')).toMatchObject({ status: 'ok', secret: 'secret-0' });

      const report = await rotated.reencryptAll();

      expect(report.corrupted).toBeGreaterThanOrEqual(1);
      expect(report.reencrypted).toBeGreaterThanOrEqual(2);
      const newOnly = createCredentialsRepository(database.sql, {
        cipher: createCredentialCipher(parseCredentialKeyring(`k2:${newKey}`)),
      });
      expect(await newOnly.get(users[0] ?? '', 'rotation')).toMatchObject({ status: 'ok', secret: 'secret-0' });
      expect(await newOnly.get(users[1] ?? '', 'rotation')).toMatchObject({ status: 'ok', secret: 'secret-1' });
      expect(await storedText(users[1] ?? '', 'rotation')).toMatch(/^v1:k2:/);
      expect(await rotated.reencryptAll()).toEqual({
        reencrypted: 0,
        current: report.current + report.reencrypted,
        corrupted: report.corrupted,
      });
    });
  });
});
