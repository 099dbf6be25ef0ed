import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import {
  createOAuthStatesRepository,
  type NewOAuthState,
  type OAuthStatesRepository,
} from '../../../../shared/db/repositories/oauth-states-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const verifier = 'pkce-verifier-0123456789abcdefghijklmnopqrstu';

describe('createOAuthStatesRepository', () => {
  let database: TestDatabase;
  let states: OAuthStatesRepository;
  let owner: { userId: string; agentId: string };
  const now = new Date('2030-01-01T12:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    states = createOAuthStatesRepository(database.sql, {
      cipher: createCredentialCipher(parseCredentialKeyring(encodeBase64(new Uint8Array(32).fill(9)))),
    });
    const userId = await insertUser(database.sql);
    owner = { userId, agentId: (await createAgentsRepository(database.sql).create({ ownerId: userId, name: 'a' })).id };
  });
  afterAll(() => database.dispose());

  const newState = (overrides: Partial<NewOAuthState> = {}): NewOAuthState => ({
    nonce: crypto.randomUUID().replace(/-/g, '') + 'abcdef',
    ...owner,
    integration: 'gmail',
    returnTo: 'http://127.0.0.1:3000/',
    codeVerifier: verifier,
    sandbox: false,
    expiresAt: new Date(now.getTime() + 600_000),
    ...overrides,
  });

  describe('when a state is consumed', () => {
    it('gives back its return address and verifier once, then says it was used', async () => {
      const state = newState();
      await states.create(state);

      expect(await states.consume(state.nonce, owner, now)).toEqual({
        ok: true,
        state: { returnTo: state.returnTo, codeVerifier: verifier, sandbox: false },
      });
      expect(await states.consume(state.nonce, owner, now)).toEqual({ ok: false, reason: 'used' });
    });

    it('stores the verifier encrypted', async () => {
      const state = newState();
      await states.create(state);

      const rows = await database.sql.query<{ code_verifier_ciphertext: string }>(
        `select code_verifier_ciphertext from public.oauth_states where nonce = $1`,
        [state.nonce],
      );
      expect(rows[0]?.code_verifier_ciphertext).toMatch(/^v1:/);
      expect(rows[0]?.code_verifier_ciphertext).not.toContain(verifier);
    });

    it('lets one of many simultaneous consumers win', async () => {
      const state = newState();
      await states.create(state);

      const results = await Promise.all(Array.from({ length: 5 }, () => states.consume(state.nonce, owner, now)));

      expect(results.filter((result) => result.ok)).toHaveLength(1);
    });
  });

  describe('when a state cannot be consumed', () => {
    it('says expired once its time has passed', async () => {
      const state = newState();
      await states.create(state);

      expect(await states.consume(state.nonce, owner, state.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    });

    it('says mismatch for another user or agent, and leaves the row usable by its owner', async () => {
      const state = newState();
      await states.create(state);

      expect(await states.consume(state.nonce, { ...owner, userId: crypto.randomUUID() }, now)).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      expect(await states.consume(state.nonce, { ...owner, agentId: crypto.randomUUID() }, now)).toEqual({
        ok: false,
        reason: 'mismatch',
      });
      expect((await states.consume(state.nonce, owner, now)).ok).toBe(true);
    });

    it('says missing for a nonce it never wrote', async () => {
      expect(await states.consume('x'.repeat(43), owner, now)).toEqual({ ok: false, reason: 'missing' });
    });

    it('says unreadable for a verifier moved from another row', async () => {
      const [first, second] = [newState(), newState()];
      await states.create(first);
      await states.create(second);
      await database.sql.query(
        `update public.oauth_states set code_verifier_ciphertext = (select code_verifier_ciphertext from public.oauth_states where nonce = $1) where nonce = $2`,
        [first.nonce, second.nonce],
      );

      expect(await states.consume(second.nonce, owner, now)).toEqual({ ok: false, reason: 'unreadable' });
    });
  });

  describe('when expired rows are swept', () => {
    it('deletes those expired before the time given, at most `limit` of them', async () => {
      const old = [
        newState({ expiresAt: new Date('2020-01-01T00:00:00Z') }),
        newState({ expiresAt: new Date('2020-01-02T00:00:00Z') }),
      ];
      for (const state of old) await states.create(state);

      expect(await states.deleteExpired(new Date('2021-01-01T00:00:00Z'), 1)).toBe(1);
      expect(await states.deleteExpired(new Date('2021-01-01T00:00:00Z'))).toBe(1);
      expect(await states.consume(old[1]?.nonce ?? '', owner, now)).toEqual({ ok: false, reason: 'missing' });
    });
  });
});
