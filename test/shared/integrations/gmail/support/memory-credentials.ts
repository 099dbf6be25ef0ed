import type {
  CredentialLookup,
  CredentialStatus,
} from '../../../../../shared/db/repositories/credentials-repository.ts';
import type { GmailCredentialStore } from '../../../../../shared/integrations/gmail/gmail-session.ts';

interface StoredCredential {
  secret: string;
  expiresAt: Date | null;
  metadata: Record<string, unknown>;
  status: CredentialStatus;
}

/** An in-memory credential store with what the Gmail actions use, inspectable by tests. */
export interface MemoryCredentials extends GmailCredentialStore {
  readonly entries: Map<string, StoredCredential>;
  /** Makes `get` report the credential as undecryptable. */
  corrupt(userId: string, provider: string): void;
  /** Every `save` and `markStatus`, in order. */
  readonly writes: { kind: 'save' | 'markStatus'; userId: string; provider: string; value: string }[];
}

/** Creates an empty {@link MemoryCredentials}. */
export function createMemoryCredentials(): MemoryCredentials {
  const entries = new Map<string, StoredCredential>();
  const corrupted = new Set<string>();
  const writes: MemoryCredentials['writes'] = [];
  const keyOf = (userId: string, provider: string): string => `${userId}/${provider}`;
  return {
    entries,
    writes,
    corrupt(userId, provider) {
      corrupted.add(keyOf(userId, provider));
    },
    save(userId, provider, secret, options = {}) {
      writes.push({ kind: 'save', userId, provider, value: secret });
      entries.set(keyOf(userId, provider), {
        secret,
        expiresAt: options.expiresAt ?? null,
        metadata: options.metadata ?? {},
        status: 'active',
      });
      corrupted.delete(keyOf(userId, provider));
      return Promise.resolve();
    },
    get(userId, provider): Promise<CredentialLookup> {
      const key = keyOf(userId, provider);
      if (corrupted.has(key)) return Promise.resolve({ status: 'corrupted', reason: 'authentication_failed' });
      const entry = entries.get(key);
      if (entry === undefined) return Promise.resolve({ status: 'missing' });
      return Promise.resolve({
        status: 'ok',
        secret: entry.secret,
        expiresAt: entry.expiresAt,
        metadata: entry.metadata,
        credentialStatus: entry.status,
      });
    },
    markStatus(userId, provider, status) {
      writes.push({ kind: 'markStatus', userId, provider, value: status });
      const entry = entries.get(keyOf(userId, provider));
      if (entry !== undefined) entry.status = status;
      return Promise.resolve(entry !== undefined);
    },
  };
}
