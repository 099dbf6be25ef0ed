import type { CredentialLookup } from '../../../../../shared/db/repositories/credentials-repository.ts';
import type { SearchCredentialStore } from '../../../../../shared/integrations/search/search-credentials.ts';

/** A credential store in memory: `secrets[provider]` is the user's key, or a lookup result. */
export function memoryCredentials(
  userId: string,
  secrets: Record<string, string | CredentialLookup>,
): SearchCredentialStore & { readonly lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    get(askedUserId, provider) {
      lookups.push(provider);
      const entry = askedUserId === userId ? secrets[provider] : undefined;
      if (entry === undefined) return Promise.resolve({ status: 'missing' });
      if (typeof entry !== 'string') return Promise.resolve(entry);
      return Promise.resolve({
        status: 'ok',
        secret: entry,
        expiresAt: null,
        metadata: {},
        credentialStatus: 'active',
      });
    },
  };
}
