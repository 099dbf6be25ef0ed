import type { CredentialLookup } from '../../../../../shared/db/repositories/credentials-repository.ts';
import type { SearchCredentialStore } from '../../../../../shared/integrations/search/search-credentials.ts';

/** A credential store in memory: `secrets[provider]` is the user's key, or a lookup result.
 * `lookups` lists the providers asked for, `reads` the reads that asked (one statement each). */
export function memoryCredentials(
  userId: string,
  secrets: Record<string, string | CredentialLookup>,
): SearchCredentialStore & { readonly lookups: string[]; readonly reads: () => number } {
  const lookups: string[] = [];
  let reads = 0;
  const lookupOf = (askedUserId: string, provider: string): CredentialLookup => {
    lookups.push(provider);
    const entry = askedUserId === userId ? secrets[provider] : undefined;
    if (entry === undefined) return { status: 'missing' };
    if (typeof entry !== 'string') return entry;
    return { status: 'ok', secret: entry, expiresAt: null, metadata: {}, credentialStatus: 'active' };
  };
  return {
    lookups,
    reads: () => reads,
    getMany(askedUserId, providers) {
      reads += 1;
      return Promise.resolve(new Map(providers.map((provider) => [provider, lookupOf(askedUserId, provider)])));
    },
  };
}
