import type { CredentialLookup, CredentialsRepository } from '../../db/repositories/credentials-repository.ts';
import { isUuid } from '../../db/repositories/uuid.ts';
import type { SearchProvider } from './search-result.ts';

/** The part of the credential store search needs. */
export type SearchCredentialStore = Pick<CredentialsRepository, 'getMany'>;

/** A user's key for one provider, or why there is none to use. */
export type SearchKeyLookup =
  | { readonly status: 'ok'; readonly key: string }
  | { readonly status: 'missing' }
  | { readonly status: 'corrupted'; readonly reason: string };

/** A revoked or blank credential counts as missing. A value that is a bare UUID is a
 * Supabase Vault reference saved in place of the key it names: corrupted, like one that
 * cannot be decrypted. */
function searchKeyOf(found: CredentialLookup | undefined): SearchKeyLookup {
  if (found === undefined || found.status === 'missing') return { status: 'missing' };
  if (found.status === 'corrupted') return { status: 'corrupted', reason: found.reason };
  if (found.credentialStatus === 'revoked') return { status: 'missing' };
  const key = found.secret.trim();
  if (key.length === 0) return { status: 'missing' };
  if (isUuid(key)) return { status: 'corrupted', reason: 'unresolved_vault_reference' };
  return { status: 'ok', key };
}

/**
 * The user's API keys for `providers` (credential provider names `serper`, `brave`,
 * `serpapi`), read with one statement, as {@link lookupSearchKey} reads each.
 */
export async function lookupSearchKeys(
  store: SearchCredentialStore,
  userId: string | undefined,
  providers: readonly SearchProvider[],
): Promise<ReadonlyMap<SearchProvider, SearchKeyLookup>> {
  const found = userId === undefined || providers.length === 0 ? new Map() : await store.getMany(userId, providers);
  return new Map(providers.map((provider) => [provider, searchKeyOf(found.get(provider))]));
}

/** The user's API key for `provider` (see {@link lookupSearchKeys}). */
export async function lookupSearchKey(
  store: SearchCredentialStore,
  userId: string | undefined,
  provider: SearchProvider,
): Promise<SearchKeyLookup> {
  return (await lookupSearchKeys(store, userId, [provider])).get(provider) ?? { status: 'missing' };
}
