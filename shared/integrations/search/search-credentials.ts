import type { CredentialsRepository } from '../../db/repositories/credentials-repository.ts';
import { isUuid } from '../../db/repositories/uuid.ts';
import type { SearchProvider } from './search-result.ts';

/** The part of the credential store search needs. */
export type SearchCredentialStore = Pick<CredentialsRepository, 'get'>;

/** A user's key for one provider, or why there is none to use. */
export type SearchKeyLookup =
  | { readonly status: 'ok'; readonly key: string }
  | { readonly status: 'missing' }
  | { readonly status: 'corrupted'; readonly reason: string };

/**
 * The user's API key for `provider` (credential provider names `serper`, `brave`,
 * `serpapi`). A revoked or blank credential counts as missing. A value that is a bare
 * UUID is a Supabase Vault reference saved in place of the key it names: corrupted,
 * like one that cannot be decrypted.
 */
export async function lookupSearchKey(
  store: SearchCredentialStore,
  userId: string | undefined,
  provider: SearchProvider,
): Promise<SearchKeyLookup> {
  if (userId === undefined) return { status: 'missing' };
  const found = await store.get(userId, provider);
  if (found.status === 'missing') return found;
  if (found.status === 'corrupted') return { status: 'corrupted', reason: found.reason };
  if (found.credentialStatus === 'revoked') return { status: 'missing' };
  const key = found.secret.trim();
  if (key.length === 0) return { status: 'missing' };
  if (isUuid(key)) return { status: 'corrupted', reason: 'unresolved_vault_reference' };
  return { status: 'ok', key };
}
