import { describe, expect, it } from 'vitest';
import { checkApiKeyShape, fingerprintOfKey } from '../../../../shared/integrations/connect/api-key-shape.ts';

describe('checkApiKeyShape', () => {
  it('accepts a key and drops the whitespace around it', () => {
    expect(checkApiKeyShape('serper', '\t0123456789abcdef0123456789abcdef01234567 \n')).toEqual({
      ok: true,
      key: '0123456789abcdef0123456789abcdef01234567',
    });
  });

  it('names the provider in what it says about a short key, and never repeats the key', () => {
    const result = checkApiKeyShape('brave', 'BSA123');

    expect(result).toEqual({ ok: false, problem: 'is too short for a Brave Search key (at least 16 characters)' });
  });

  it('refuses a bare UUID as a Vault reference, whatever its case', () => {
    expect(checkApiKeyShape('serpapi', '0F8FAD5B-D9CB-469F-A165-70867728950E')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/Vault secret id/),
    });
  });
});

describe('fingerprintOfKey', () => {
  it('is the last 4 characters', () => {
    expect(fingerprintOfKey('0123456789abcdefWXYZ')).toBe('WXYZ');
  });
});
