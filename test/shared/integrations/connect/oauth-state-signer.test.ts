import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import { createOAuthStateSigner } from '../../../../shared/integrations/connect/oauth-state-signer.ts';

const newKey = () => encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
const payload = {
  nonce: 'n'.repeat(43),
  userId: '00000000-0000-4000-8000-000000000001',
  agentId: '00000000-0000-4000-8000-0000000000a1',
  returnTo: 'http://127.0.0.1:3000/settings',
  expiresAt: new Date('2030-01-01T00:10:00.000Z'),
};

describe('createOAuthStateSigner', () => {
  describe('when a state it signed comes back', () => {
    it('gives back the payload', async () => {
      const signer = createOAuthStateSigner(parseCredentialKeyring(newKey()));

      expect(await signer.verify(await signer.sign(payload))).toEqual(payload);
    });

    it('is URL-safe as is', async () => {
      const state = await createOAuthStateSigner(parseCredentialKeyring(newKey())).sign(payload);

      expect(state).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(encodeURIComponent(state)).toBe(state);
    });
  });

  describe('when the keyring has been rotated', () => {
    it('still verifies a state signed with the previous key, and signs with the new one', async () => {
      const oldKey = newKey();
      const before = createOAuthStateSigner(parseCredentialKeyring(`k1:${oldKey}`));
      const after = createOAuthStateSigner(parseCredentialKeyring(`k2:${newKey()},k1:${oldKey}`));
      const state = await before.sign(payload);

      expect(await after.verify(state)).toEqual(payload);
      expect(await before.verify(await after.sign(payload))).toBeNull();
    });
  });

  describe('when the state was not signed with its keys', () => {
    it('refuses one signed with another key, and one whose payload was edited', async () => {
      const signer = createOAuthStateSigner(parseCredentialKeyring(newKey()));
      const other = createOAuthStateSigner(parseCredentialKeyring(newKey()));
      const state = await signer.sign(payload);
      const [body = '', signature = ''] = state.split('.');
      const edited = Buffer.from(
        Buffer.from(body, 'base64url').toString('utf8').replace('/settings', '/evil'.padEnd(9, 'x')),
      ).toString('base64url');

      expect(await signer.verify(await other.sign(payload))).toBeNull();
      expect(await signer.verify(`${edited}.${signature}`)).toBeNull();
    });

    it.each(['', '.', 'a.b.c', 'not base64!.x', 'x'.repeat(3000)])('refuses %j', async (state) => {
      expect(await createOAuthStateSigner(parseCredentialKeyring(newKey())).verify(state)).toBeNull();
    });
  });
});
