import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../../shared/db/credential-base64.ts';
import { createCredentialCipher } from '../../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../../shared/db/credential-keyring.ts';

const binding = { userId: '00000000-0000-4000-8000-00000000000a', provider: 'serper' };
const secret = 'sk-test-4f9a2b7c1d8e3f6a5b0c9d2e7f1a4b8c';

function randomKey(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
}

/** Replaces one base64 field of `v1:<keyId>:<iv>:<data>` after flipping one bit of it. */
function flipBit(stored: string, field: 2 | 3): string {
  const fields = stored.split(':');
  const bytes = decodeBase64(fields[field] ?? '');
  if (bytes === null) throw new Error('not base64');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  fields[field] = encodeBase64(bytes);
  return fields.join(':');
}

describe('createCredentialCipher', () => {
  const oldKey = randomKey();
  const cipher = createCredentialCipher(parseCredentialKeyring(oldKey));

  describe('when a secret is encrypted', () => {
    it('decrypts it back under the same binding', async () => {
      const stored = await cipher.encrypt(secret, binding);

      expect(await cipher.decrypt(stored, binding)).toEqual({ ok: true, secret, keyId: 'k1' });
    });

    it('writes v1:<keyId>:<iv>:<data> with a 12-byte IV and never the secret', async () => {
      const stored = await cipher.encrypt(secret, binding);

      expect(stored).toMatch(/^v1:k1:[A-Za-z0-9+/=]{16}:[A-Za-z0-9+/=]+$/);
      expect(decodeBase64(stored.split(':')[2] ?? '')).toHaveLength(12);
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(encodeBase64(new TextEncoder().encode(secret)));
    });

    it('uses a fresh IV each time, so equal secrets give different texts', async () => {
      const texts = await Promise.all(Array.from({ length: 20 }, () => cipher.encrypt(secret, binding)));

      expect(new Set(texts).size).toBe(20);
      expect(new Set(texts.map((text) => text.split(':')[2])).size).toBe(20);
    });

    it('round-trips unicode and long secrets', async () => {
      const unusual = `pässwörd-🔑-${'x'.repeat(10_000)}`;

      expect(await cipher.decrypt(await cipher.encrypt(unusual, binding), binding)).toMatchObject({
        ok: true,
        secret: unusual,
      });
    });
  });

  describe('when the ciphertext is moved to another row', () => {
    it.each([
      ['another user', { ...binding, userId: '00000000-0000-4000-8000-00000000000b' }],
      ['another provider', { ...binding, provider: 'brave' }],
    ])('fails authentication for %s', async (_name, otherBinding) => {
      const stored = await cipher.encrypt(secret, binding);

      expect(await cipher.decrypt(stored, otherBinding)).toEqual({ ok: false, reason: 'authentication_failed' });
    });
  });

  describe('when the stored value was tampered with', () => {
    it.each(
      [
        ['the IV', 2],
        ['the data', 3],
      ] as const,
    )('fails authentication when %s changed', async (_name, field) => {
      const stored = await cipher.encrypt(secret, binding);

      expect(await cipher.decrypt(flipBit(stored, field), binding)).toEqual({
        ok: false,
        reason: 'authentication_failed',
      });
    });

    it('fails authentication when relabelled with another key id of the ring', async () => {
      const ring = createCredentialCipher(parseCredentialKeyring(`k2:${oldKey},k1:${oldKey}`));
      const stored = await ring.encrypt(secret, binding);

      expect(await ring.decrypt(stored.replace(/^v1:k2:/, 'v1:k1:'), binding)).toEqual({
        ok: false,
        reason: 'authentication_failed',
      });
    });
  });

  describe('when the key is wrong or gone', () => {
    it('fails authentication under another key with the same id', async () => {
      const stored = await cipher.encrypt(secret, binding);
      const other = createCredentialCipher(parseCredentialKeyring(randomKey()));

      expect(await other.decrypt(stored, binding)).toEqual({ ok: false, reason: 'authentication_failed' });
    });

    it('reports an unknown key id', async () => {
      const stored = await cipher.encrypt(secret, binding);
      const other = createCredentialCipher(parseCredentialKeyring(`k9:${randomKey()}`));

      expect(await other.decrypt(stored, binding)).toEqual({ ok: false, reason: 'unknown_key_id' });
    });
  });

  describe('when the stored value is not a ciphertext', () => {
    it.each([
      [
        'a bare UUID (an unresolved Vault reference)',
        '6f1c1c0e-3b8e-4f0a-9d55-2c1e7c9b8a10',
        'unresolved_vault_reference',
      ],
      ['an uppercase UUID with spaces', ' 6F1C1C0E-3B8E-4F0A-9D55-2C1E7C9B8A10 ', 'unresolved_vault_reference'],
      ['a plaintext key', secret, 'malformed'],
      ['an empty string', '', 'malformed'],
      ['another version', 'v2:k1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==', 'malformed'],
      ['too few fields', 'v1:k1:AAAAAAAAAAAAAAAA', 'malformed'],
      ['an IV of the wrong size', 'v1:k1:AAAA:AAAAAAAAAAAAAAAAAAAAAA==', 'malformed'],
      ['data shorter than a tag', 'v1:k1:AAAAAAAAAAAAAAAA:AAAA', 'malformed'],
      ['fields that are not base64', 'v1:k1:!!!!!!!!!!!!!!!!:@@@@@@@@@@@@@@@@@@@@@@@@', 'malformed'],
      ['a bad key id', 'v1:k 1:AAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAA==', 'malformed'],
    ])('reports %s as corrupted without throwing', async (_name, stored, reason) => {
      expect(await cipher.decrypt(stored, binding)).toEqual({ ok: false, reason });
    });
  });

  describe('when keys are rotated', () => {
    const newKey = randomKey();
    const rotated = createCredentialCipher(parseCredentialKeyring(`k2:${newKey},k1:${oldKey}`));

    it('still decrypts ciphertexts of an older key in the ring', async () => {
      const stored = await cipher.encrypt(secret, binding);

      expect(await rotated.decrypt(stored, binding)).toEqual({ ok: true, secret, keyId: 'k1' });
    });

    it('encrypts new secrets with the first key', async () => {
      expect(await rotated.encrypt(secret, binding)).toMatch(/^v1:k2:/);
    });

    it('re-encrypts an old ciphertext under the current key', async () => {
      const stored = await cipher.encrypt(secret, binding);

      const result = await rotated.reencrypt(stored, binding);

      if (result.status !== 'reencrypted') throw new Error(`expected reencrypted, got ${result.status}`);
      expect(result.ciphertext).toMatch(/^v1:k2:/);
      const newOnly = createCredentialCipher(parseCredentialKeyring(`k2:${newKey}`));
      expect(await newOnly.decrypt(result.ciphertext, binding)).toEqual({ ok: true, secret, keyId: 'k2' });
    });

    it('leaves a current ciphertext alone and reports a corrupted one', async () => {
      expect(await rotated.reencrypt(await rotated.encrypt(secret, binding), binding)).toEqual({ status: 'current' });
      expect(await rotated.reencrypt('garbage', binding)).toEqual({ status: 'corrupted', reason: 'malformed' });
    });
  });
});
