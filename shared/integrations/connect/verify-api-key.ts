/**
 * `verify: true`: one small search with the key (one result), through the same provider
 * clients the web-search function uses, so "accepted" here means searches will work.
 */
import { isToolError } from '../../tools/tool-error.ts';
import { createBraveProvider } from '../search/brave-provider.ts';
import type { ProviderOptions } from '../search/provider-options.ts';
import { createSerpApiProvider } from '../search/serpapi-provider.ts';
import { createSerperProvider } from '../search/serper-provider.ts';
import type { SearchProviderClient } from '../search/search-result.ts';
import { connectLimits } from './connect-limits.ts';
import type { ApiKeyIntegration } from './integration-catalog.ts';

/**
 * `accepted`: the provider answered with results. `no_credits`: it knows the key but the
 * account is used up (the key is right; searches start working once credits are added).
 * `rejected`: 401/403 or the provider's own invalid-key answer. `unavailable`: it could not
 * say (rate limit, outage, timeout, an answer of another shape).
 */
export type KeyVerification = 'accepted' | 'no_credits' | 'rejected' | 'unavailable';

const clients: Record<ApiKeyIntegration, (options: ProviderOptions) => SearchProviderClient> = {
  serper: createSerperProvider,
  brave: createBraveProvider,
  serpapi: createSerpApiProvider,
};

/** A query that costs one search and says what it is in the provider's dashboard. */
const probeQuery = 'parley api key check';

/** Asks `provider` whether `key` works. Never throws, never reports the key. */
export async function verifyApiKey(
  provider: ApiKeyIntegration,
  key: string,
  options: { baseUrl?: string; fetch: typeof fetch; signal: AbortSignal },
): Promise<KeyVerification> {
  const client = clients[provider]({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeoutMs: connectLimits.verifyTimeoutMs,
  });
  try {
    await client.search({ kind: 'web', query: probeQuery, count: 1 }, key, options.signal);
    return 'accepted';
  } catch (error) {
    if (!isToolError(error) || error.category !== 'not_configured') return 'unavailable';
    return error.reason === 'permission_denied' ? 'no_credits' : 'rejected';
  }
}
