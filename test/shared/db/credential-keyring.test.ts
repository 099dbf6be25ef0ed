import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../shared/db/credential-base64.ts';
import { CredentialKeyError, parseCredentialKeyring } from '../../../shared/db/credential-keyring.ts';

function randomKey(length = 32): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(length)));
}

function errorOf(text: string | undefined): CredentialKeyError {
  try {
    parseCredentialKeyring(text);
  } catch (error) {
    if (error instanceof CredentialKeyError) return error;
    throw error;
  }
  throw new Error('expected a CredentialKeyError');
}

describe('parseCredentialKeyring', () => {
  describe('when the variable holds one bare key', () => {
    it('names it k1 and makes it current', () => {
      const key = randomKey();

      const keyring = parseCredentialKeyring(`  ${key}\n`);

      expect(keyring.currentKeyId).toBe('k1');
      expect([...keyring.keys.keys()]).toEqual(['k1']);
      expect(keyring.keys.get('k1')).toHaveLength(32);
    });

    it('accepts the URL-safe alphabet and a missing padding', () => {
      const key = randomKey().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

      expect(parseCredentialKeyring(key).keys.get('k1')).toHaveLength(32);
    });
  });

  describe('when the variable holds a keyring', () => {
    it('makes the first entry current and keeps the others for decryption', () => {
      const keyring = parseCredentialKeyring(`k3:${randomKey()}, k2:${randomKey()},k1:${randomKey()}`);

      expect(keyring.currentKeyId).toBe('k3');
      expect([...keyring.keys.keys()]).toEqual(['k3', 'k2', 'k1']);
    });

    it('takes the id of a single named entry', () => {
      expect(parseCredentialKeyring(`2026-01:${randomKey()}`).currentKeyId).toBe('2026-01');
    });
  });

  describe('when the variable is missing or empty', () => {
    it.each([undefined, '', '   '])('throws a configuration error naming the variable and the format (%j)', (text) => {
      const error = errorOf(text);

      expect(error.code).toBe('credentials_key_missing');
      expect(error.variable).toBe('PARLEY_CREDENTIALS_KEY');
      expect(error.message).toContain('PARLEY_CREDENTIALS_KEY is not set');
      expect(error.message).toContain('openssl rand -base64 32');
      expect(error.message).toContain('keyId:base64key');
    });
  });

  describe('when the value is malformed', () => {
    const sixteenBytes = randomKey(16);
    const good = randomKey();
    it.each([
      ['a 16-byte key', sixteenBytes, /is 16 bytes, not 32/],
      ['text that is not base64', 'this is not a key at all!!', /is not base64/],
      ['a keyring entry without an id', `k1:${good},${randomKey()}`, /entry 2 has no key id/],
      ['an empty keyring entry', `k1:${good},,k2:${randomKey()}`, /entry 2 is empty/],
      ['a key id with a space', `key one:${good}`, /invalid key id/],
      ['a repeated key id', `k1:${good},k1:${randomKey()}`, /"k1" appears twice/],
    ])('rejects %s without echoing the value', (_name, text, problem) => {
      const error = errorOf(text);

      expect(error.code).toBe('credentials_key_invalid');
      expect(error.message).toMatch(/^PARLEY_CREDENTIALS_KEY is invalid/);
      expect(error.message).toMatch(problem);
      for (const part of text.split(/[,:]/).filter((piece) => piece.length > 8)) {
        expect(error.message).not.toContain(part);
      }
    });
  });
});
