import { describe, expect, it } from 'vitest';
import type { CredentialLookup as StoredCredential } from '../../../shared/db/repositories/credentials-repository.ts';
import { type CredentialLookup, resolveServerHeaders } from '../../../shared/mcp/mcp-server-headers.ts';

const userId = '00000000-0000-4000-8000-000000000001';

function store(entries: Record<string, StoredCredential>): CredentialLookup & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    async get(user, provider) {
      lookups.push(`${user}:${provider}`);
      return entries[provider] ?? { status: 'missing' };
    },
  };
}

function stored(secret: string, credentialStatus: 'active' | 'revoked' = 'active'): StoredCredential {
  return { status: 'ok', secret, expiresAt: null, metadata: {}, credentialStatus };
}

const server = {
  name: 'tracker',
  url: 'https://mcp.example.com/mcp',
  headers: {
    authorization: { credential: 'tracker', prefix: 'Bearer ' },
    'x-workspace': { credential: 'tracker-workspace' },
  },
};

describe('resolveServerHeaders', () => {
  describe('when the server has no headers', () => {
    it('needs no credential', async () => {
      const credentials = store({});
      expect(await resolveServerHeaders({ name: 'open', url: 'https://mcp.example.com/mcp' }, userId, credentials))
        .toEqual({ ok: true, headers: {} });
      expect(credentials.lookups).toEqual([]);
    });
  });

  describe('when every credential is stored', () => {
    it("fills each header with its prefix and the user's secret", async () => {
      const credentials = store({ tracker: stored('tok-123'), 'tracker-workspace': stored('ws-9') });
      expect(await resolveServerHeaders(server, userId, credentials)).toEqual({
        ok: true,
        headers: { authorization: 'Bearer tok-123', 'x-workspace': 'ws-9' },
        credentialProvider: 'tracker',
      });
      expect(credentials.lookups).toEqual([`${userId}:tracker`, `${userId}:tracker-workspace`]);
    });
  });

  describe('when a credential is not connected', () => {
    it('names the provider', async () => {
      expect(await resolveServerHeaders(server, userId, store({ tracker: stored('tok-123') }))).toEqual({
        ok: false,
        credentialProvider: 'tracker-workspace',
        problem: 'missing',
      });
    });
  });

  describe('when a credential was revoked', () => {
    it('counts as not connected', async () => {
      expect(await resolveServerHeaders(server, userId, store({ tracker: stored('tok-123', 'revoked') })))
        .toMatchObject({ ok: false, problem: 'missing' });
    });
  });

  describe('when a credential cannot be decrypted', () => {
    it('says it is corrupted', async () => {
      const credentials = store({ tracker: { status: 'corrupted', reason: 'authentication_failed' } });
      expect(await resolveServerHeaders(server, userId, credentials)).toEqual({
        ok: false,
        credentialProvider: 'tracker',
        problem: 'corrupted',
      });
    });
  });

  describe('when a secret would break the header line', () => {
    it('is refused', async () => {
      const credentials = store({ tracker: stored('tok\r\nx-injected: 1'), 'tracker-workspace': stored('ws') });
      expect(await resolveServerHeaders(server, userId, credentials)).toEqual({
        ok: false,
        credentialProvider: 'tracker',
        problem: 'invalid',
      });
    });
  });

  describe('when there is no credential store or no user', () => {
    it('reads as not connected', async () => {
      expect(await resolveServerHeaders(server, userId, null)).toMatchObject({ ok: false, problem: 'missing' });
      expect(await resolveServerHeaders(server, undefined, store({ tracker: stored('tok') }))).toMatchObject({
        ok: false,
        problem: 'missing',
      });
    });
  });
});
