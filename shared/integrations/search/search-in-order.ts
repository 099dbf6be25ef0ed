import type { Logger } from '../../log/logger.ts';
import { isToolError, notConfigured, ToolError } from '../../tools/tool-error.ts';
import { lookupSearchKeys, type SearchCredentialStore } from './search-credentials.ts';
import type { SearchProvider, SearchProviderClient, SearchRequest, SearchResult } from './search-result.ts';

/** Who to ask, in which order, with whose keys. */
export interface SearchChain {
  /** The agent's preference (`settings.searchProviders`); each provider is tried once. */
  readonly order: readonly SearchProvider[];
  readonly providers: Readonly<Record<SearchProvider, SearchProviderClient>>;
  readonly credentials: SearchCredentialStore;
  readonly userId: string | undefined;
  readonly logger?: Logger;
  /** The local gateway's sandbox search, asked when no provider in order has a usable key;
   * absent on a deployed function. */
  readonly sandbox?: SandboxSearch;
}

/** A Serper-shaped stand-in and the key it takes. */
export interface SandboxSearch {
  readonly client: SearchProviderClient;
  readonly apiKey: string;
}

/** The results, and which provider gave them (`sandbox` for the local stand-in). */
export interface ProviderAnswer {
  readonly provider: SearchProvider | 'sandbox';
  readonly results: SearchResult[];
}

interface Attempt {
  readonly provider: SearchProvider;
  readonly error: ToolError | null;
}

/** Failures ranked by what the model should hear when no provider answered. */
function rank(error: ToolError): number {
  if (error.category === 'not_configured') return 0; // a key to fix: the user can act on it
  if (error.category === 'needs_input' || error.category === 'invalid_arguments') return 1; // the query itself
  if (error.category === 'transient') return 2; // worth a retry
  return 3;
}

function describe(attempt: Attempt): string {
  if (attempt.error === null) return `${attempt.provider}: no key`;
  return `${attempt.provider}: ${attempt.error.category}${
    attempt.error.reason === undefined ? '' : `/${attempt.error.reason}`
  } (${attempt.error.detail ?? attempt.error.message})`;
}

/**
 * Asks each provider in `chain.order` that has a key until one answers. A provider
 * without a key, with a corrupted or rejected key, out of credits, failing transiently
 * (429, 5xx, timeout, network) or answering garbage is passed over for the next.
 *
 * When none answers, the failure reported is chosen for what the user can act on: the
 * first key problem in order (corrupted, rejected, out of credits) even if a later
 * provider was only down, since a retry would meet the same bad key; else a problem
 * with the query; else the first transient failure (the executor retries it); and when
 * no provider has a key at all, "No API key found" for the first provider in order —
 * unless the local gateway's sandbox is there, which then answers instead. The developer
 * detail lists every attempt.
 */
export async function searchInOrder(
  request: SearchRequest,
  chain: SearchChain,
  signal: AbortSignal,
): Promise<ProviderAnswer> {
  const order = [...new Set(chain.order)];
  if (order.length === 0) {
    throw notConfigured({
      detail: 'The agent has no search provider enabled (settings.searchProviders is empty).',
      question:
        "No web search provider is enabled for this agent. Please enable Serper, Brave Search or SerpAPI in the agent's settings.",
    });
  }
  // Every key of the order in one read: a provider passed over costs no round trip.
  const keys = await lookupSearchKeys(chain.credentials, chain.userId, order);
  const attempts: Attempt[] = [];
  for (const provider of order) {
    if (signal.aborted) throw new ToolError('transient', { reason: 'cancelled', detail: 'The search was cancelled.' });
    const lookup = keys.get(provider) ?? { status: 'missing' };
    if (lookup.status === 'missing') {
      attempts.push({ provider, error: null });
      continue;
    }
    if (lookup.status === 'corrupted') {
      attempts.push({
        provider,
        error: notConfigured({
          provider,
          reason: 'credential_corrupted',
          detail: `The stored ${provider} key cannot be used (${lookup.reason}).`,
        }),
      });
      continue;
    }
    try {
      return { provider, results: await chain.providers[provider].search(request, lookup.key, signal) };
    } catch (error) {
      if (!isToolError(error) || error.reason === 'cancelled') throw error;
      chain.logger?.warn('search-provider-failed', {
        provider,
        category: error.category,
        reason: error.reason,
        status: error.status,
        detail: error.detail,
      });
      attempts.push({ provider, error });
    }
  }
  // Real keys always win, even failing ones: the sandbox only stands in for keys nobody stored.
  const hasUsableKey = attempts.some((attempt) =>
    attempt.error !== null && attempt.error.reason !== 'credential_corrupted'
  );
  if (chain.sandbox !== undefined && !hasUsableKey) {
    return { provider: 'sandbox', results: await chain.sandbox.client.search(request, chain.sandbox.apiKey, signal) };
  }
  const detail = `No search provider answered: ${attempts.map(describe).join('; ')}`;
  const failures = attempts.flatMap((attempt) => (attempt.error === null ? [] : [attempt.error]));
  const chosen = failures.reduce<ToolError | null>(
    (best, error) => (best === null || rank(error) < rank(best) ? error : best),
    null,
  );
  if (chosen === null) throw notConfigured({ provider: order[0], reason: 'credential_missing', detail });
  throw new ToolError(chosen.category, {
    modelMessage: chosen.modelMessage,
    field: chosen.field,
    status: chosen.status,
    provider: chosen.provider,
    retryAfterMs: chosen.retryAfterMs,
    reason: chosen.reason,
    detail,
  });
}
