/**
 * A first check of a pasted API key, before it is stored or sent anywhere: something a
 * provider could have issued, not a blank, a sentence, a header line or a Vault reference.
 * Deliberately loose on the alphabet (providers change their formats); the provider
 * itself is the judge when the caller asks for `verify`.
 */
import { isUuid } from '../../db/repositories/uuid.ts';
import { providerDisplayNames } from '../search/search-result.ts';
import type { ApiKeyIntegration } from './integration-catalog.ts';

/** Shortest and longest key accepted: the providers' keys are a few dozen characters. */
const minKeyLength = 16;
const maxKeyLength = 256;
const keyAlphabet = /^[A-Za-z0-9._~+/=-]+$/;

/** The key, trimmed, or what is wrong with it (the message never repeats the key). */
export type ApiKeyShape = { readonly ok: true; readonly key: string } | {
  readonly ok: false;
  readonly problem: string;
};

/** Checks `value` as a key for `provider`; surrounding whitespace (a pasted line break) is dropped. */
export function checkApiKeyShape(provider: ApiKeyIntegration, value: string): ApiKeyShape {
  const name = providerDisplayNames[provider];
  const key = value.trim();
  if (key.length === 0) return { ok: false, problem: 'must not be empty' };
  if (/\s/.test(key)) return { ok: false, problem: 'must not contain spaces or line breaks: paste the key alone' };
  if (isUuid(key)) {
    return {
      ok: false,
      problem: `is a UUID, which looks like a Supabase Vault secret id rather than a ${name} key: paste the key itself`,
    };
  }
  if (key.length < minKeyLength) {
    return { ok: false, problem: `is too short for a ${name} key (at least ${minKeyLength} characters)` };
  }
  if (key.length > maxKeyLength) {
    return { ok: false, problem: `is too long for a ${name} key (at most ${maxKeyLength} characters)` };
  }
  if (!keyAlphabet.test(key)) {
    return { ok: false, problem: 'has characters API keys do not use (letters, digits and . _ ~ + / = - only)' };
  }
  return { ok: true, key };
}

/** The last 4 characters, shown to tell keys apart. */
export function fingerprintOfKey(key: string): string {
  return key.slice(-4);
}
