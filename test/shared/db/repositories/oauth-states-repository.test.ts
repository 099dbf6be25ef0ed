import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import { encodeBase64Url } from '../../../../shared/db/base64url.ts';
import {
  type ConsentHandOff,
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

  const bindingOf = (state: NewOAuthState) => ({ ...owner, returnTo: state.returnTo });
  const handOff = (overrides: Partial<ConsentHandOff> = {}): ConsentHandOff => ({
    authorizationCode: `4/0Ab-google-code-${crypto.randomUUID()}`,
    completionCodeHash: encodeBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    completionExpiresAt: new Date(now.getTime() + 600_000),
    ...overrides,
  });
  /** A state consumed with Google's consent, as the callback leaves it. */
  async function consentedState(overrides: Partial<ConsentHandOff> = {}) {
    const state = newState();
    const consent = handOff(overrides);
    await states.create(state);
    expect(await states.consume(state.nonce, bindingOf(state), now, consent)).toEqual({ ok: true });
    return { state, consent };
  }

  describe('when a state is consumed', () => {
    it('takes it once, then says it was used', async () => {
      const state = newState();
      await states.create(state);

      expect(await states.consume(state.nonce, bindingOf(state), now)).toEqual({ ok: true });
      expect(await states.consume(state.nonce, bindingOf(state), now)).toEqual({ ok: false, reason: 'used' });
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

      const results = await Promise.all(
        Array.from({ length: 5 }, () => states.consume(state.nonce, bindingOf(state), now, handOff())),
      );

      expect(results.filter((result) => result.ok)).toHaveLength(1);
    });

    it("keeps Google's code encrypted and the completion code's hash, until the completion's deadline", async () => {
      const deadline = new Date(now.getTime() + 3 * 600_000);
      const { state, consent } = await consentedState({ completionExpiresAt: deadline });

      const [row] = await database.sql.query<Record<string, unknown>>(
        `select authorization_code_ciphertext, completion_code_hash, expires_at, used_at, completed_at
         from public.oauth_states where nonce = $1`,
        [state.nonce],
      );
      expect(row?.authorization_code_ciphertext).toMatch(/^v1:/);
      expect(row?.authorization_code_ciphertext).not.toContain(consent.authorizationCode);
      expect(row).toMatchObject({
        completion_code_hash: consent.completionCodeHash,
        expires_at: deadline,
        used_at: now,
        completed_at: null,
      });
    });
  });

  describe('when a state cannot be consumed', () => {
    it('says expired once its time has passed', async () => {
      const state = newState();
      await states.create(state);

      expect(await states.consume(state.nonce, bindingOf(state), state.expiresAt)).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it('says mismatch for another user, agent or return address, and leaves the row usable by its owner', async () => {
      const state = newState();
      await states.create(state);

      for (const other of [{ userId: crypto.randomUUID() }, { agentId: crypto.randomUUID() }, { returnTo: 'x' }]) {
        expect(await states.consume(state.nonce, { ...bindingOf(state), ...other }, now)).toEqual({
          ok: false,
          reason: 'mismatch',
        });
      }
      expect((await states.consume(state.nonce, bindingOf(state), now)).ok).toBe(true);
    });

    it('says missing for a nonce it never wrote', async () => {
      expect(await states.consume('x'.repeat(43), { ...owner, returnTo: 'x' }, now)).toEqual({
        ok: false,
        reason: 'missing',
      });
    });
  });

  describe('when its own user presents the completion code', () => {
    it("gives back the flow, the verifier and Google's code, once", async () => {
      const { state, consent } = await consentedState();

      expect(await states.claimCompletion(consent.completionCodeHash, owner, now)).toEqual({
        ok: true,
        completion: {
          ...owner,
          codeVerifier: verifier,
          authorizationCode: consent.authorizationCode,
          sandbox: state.sandbox,
        },
      });
      expect(await states.claimCompletion(consent.completionCodeHash, owner, now)).toEqual({
        ok: false,
        reason: 'used',
      });
    });

    it('lets one of many simultaneous completions win', async () => {
      const { consent } = await consentedState();

      const results = await Promise.all(
        Array.from({ length: 5 }, () => states.claimCompletion(consent.completionCodeHash, owner, now)),
      );

      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === 'used')).toHaveLength(4);
    });
  });

  describe('when a completion cannot be claimed', () => {
    it('refuses another user, naming who started it, and burns the code for its owner too', async () => {
      const { consent } = await consentedState();
      const stranger = crypto.randomUUID();

      expect(await states.claimCompletion(consent.completionCodeHash, { userId: stranger }, now)).toEqual({
        ok: false,
        reason: 'wrong_user',
        startedBy: owner.userId,
      });
      expect(await states.claimCompletion(consent.completionCodeHash, owner, now)).toEqual({
        ok: false,
        reason: 'used',
      });
    });

    it('says expired at its deadline', async () => {
      const { consent } = await consentedState();

      expect(await states.claimCompletion(consent.completionCodeHash, owner, consent.completionExpiresAt)).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    it('says missing for a code it never handed out', async () => {
      expect(await states.claimCompletion('h'.repeat(43), owner, now)).toEqual({ ok: false, reason: 'missing' });
    });

    it("says unreadable for Google's code moved from another row", async () => {
      const first = await consentedState();
      const second = await consentedState();
      await database.sql.query(
        `update public.oauth_states set authorization_code_ciphertext = (select authorization_code_ciphertext from public.oauth_states where nonce = $1) where nonce = $2`,
        [first.state.nonce, second.state.nonce],
      );

      expect(await states.claimCompletion(second.consent.completionCodeHash, owner, now)).toEqual({
        ok: false,
        reason: 'unreadable',
      });
    });

    it('says unreadable for a verifier moved from another row', async () => {
      const first = await consentedState();
      const second = await consentedState();
      await database.sql.query(
        `update public.oauth_states set code_verifier_ciphertext = (select code_verifier_ciphertext from public.oauth_states where nonce = $1) where nonce = $2`,
        [first.state.nonce, second.state.nonce],
      );

      expect(await states.claimCompletion(second.consent.completionCodeHash, owner, now)).toEqual({
        ok: false,
        reason: 'unreadable',
      });
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
      expect(await states.consume(old[1]?.nonce ?? '', { ...owner, returnTo: 'http://127.0.0.1:3000/' }, now))
        .toEqual({ ok: false, reason: 'missing' });
    });
  });
});
