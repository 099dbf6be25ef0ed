import { describe, expect, it } from 'vitest';
import { createSecretMatcher, secretsEqual } from '../../../shared/http/secret-comparison.ts';

describe('secretsEqual', () => {
  it('accepts the same secret', async () => {
    expect(await secretsEqual('sb_secret_abc123', 'sb_secret_abc123')).toBe(true);
    expect(await secretsEqual('', '')).toBe(true);
  });

  it('refuses a secret that differs in one character', async () => {
    expect(await secretsEqual('sb_secret_abc123', 'sb_secret_abc124')).toBe(false);
  });

  it('refuses a prefix, an extension and the empty string, whatever the lengths', async () => {
    expect(await secretsEqual('sb_secret_abc123', 'sb_secret_abc')).toBe(false);
    expect(await secretsEqual('sb_secret_abc', 'sb_secret_abc123')).toBe(false);
    expect(await secretsEqual('sb_secret_abc123', '')).toBe(false);
    expect(await secretsEqual('sb_secret_abc123', 'sb_secret_abc123\u0000')).toBe(false);
  });

  it('compares characters beyond ASCII as their UTF-8 bytes', async () => {
    expect(await secretsEqual('clé', 'clé')).toBe(true);
    expect(await secretsEqual('clé', 'cle')).toBe(false);
  });
});

describe('createSecretMatcher', () => {
  const matches = createSecretMatcher(['sb_secret_first', 'a-much-longer-legacy-service-role-key.'.repeat(8)]);

  it('recognizes each configured secret', async () => {
    expect(await matches('sb_secret_first')).toBe(true);
    expect(await matches('a-much-longer-legacy-service-role-key.'.repeat(8))).toBe(true);
  });

  it('refuses anything else, of any length', async () => {
    expect(await matches('sb_secret_firs')).toBe(false);
    expect(await matches('sb_secret_first_')).toBe(false);
    expect(await matches('')).toBe(false);
    expect(await matches('x'.repeat(10_000))).toBe(false);
  });

  it('refuses everything when no secret is configured', async () => {
    expect(await createSecretMatcher([])('')).toBe(false);
    expect(await createSecretMatcher([])('sb_secret_first')).toBe(false);
  });
});
