import { scrapeConsent } from './scrape-consent.ts';
import { searchConsent } from './search-links.ts';
import { searchProviders } from '../../db/repositories/agent-settings.ts';
import type { Logger } from '../../log/logger.ts';
import { type AnyToolDefinition, defineTool, type ToolCaller } from '../../tools/tool-definition.ts';
import { ToolError } from '../../tools/tool-error.ts';
import type { ReadableTextExtractor } from '../fetch/html-to-text.ts';
import { createReadabilityExtractor } from '../fetch/readability-extractor.ts';
import {
  createSafeFetch,
  type HostResolver,
  type SafeFetch,
  safeFetchDefaults,
  type SafeFetchOptions,
} from '../fetch/safe-fetch.ts';
import { createBraveProvider } from './brave-provider.ts';
import type { PageSummarizer } from './model-summarizer.ts';
import { defaultProviderTimeoutMs } from './provider-options.ts';
import { type SandboxPages, withSandboxPages } from './sandbox-page-fetch.ts';
import { scrapeAndSummarize } from './scrape-pages.ts';
import type { SearchCredentialStore } from './search-credentials.ts';
import { searchInOrder } from './search-in-order.ts';
import {
  newsSearchParameters,
  scrapeAndSummarizeParameters,
  searchActionDescriptions,
  webSearchParameters,
} from './search-parameters.ts';
import type { SearchProvider, SearchProviderClient, SearchRequest } from './search-result.ts';
import { createSerpApiProvider } from './serpapi-provider.ts';
import { createSerperProvider } from './serper-provider.ts';

/** The order providers are tried in: fixed, or looked up for the caller's agent. */
export type ProviderOrder =
  | readonly SearchProvider[]
  | ((caller: ToolCaller) => Promise<readonly SearchProvider[]> | readonly SearchProvider[]);

/** Everything the search actions talk to; each has a production default but the
 * credential store and the DNS resolver. */
export interface SearchActionsDependencies {
  /** The user's provider keys (credential providers `serper`, `brave`, `serpapi`). */
  readonly credentials: SearchCredentialStore;
  /** The agent's `settings.searchProviders`; all three, Serper first, by default. */
  readonly providerOrder?: ProviderOrder;
  /** Host lookups for the SSRF check; the Deno entry passes one on `Deno.resolveDns`. */
  readonly resolveHost: HostResolver;
  /** For the provider APIs and page fetches. */
  readonly fetch?: typeof fetch;
  /** Provider API origins; the real endpoints by default. */
  readonly baseUrls?: Partial<Record<SearchProvider, string>>;
  /** Per provider call, before the next provider is tried. */
  readonly providerTimeoutMs?: number;
  /** The model layer's summarizer when a model provider is configured, else null. */
  readonly summarize?: PageSummarizer | null;
  /** HTML to readable text; Readability over linkedom, within bounds, by default. */
  readonly extractReadable?: ReadableTextExtractor;
  /** Limits of page fetches (and the test-only loopback switch). */
  readonly scraping?: Omit<SafeFetchOptions, 'resolveHost' | 'fetch'>;
  readonly logger?: Logger;
  /** The local gateway's Serper stand-in, used when the user has no usable key; never set
   * when deployed. Called through `fetch`, not the scraper's SSRF-safe fetcher, since it is
   * on loopback. */
  readonly sandbox?: { readonly baseUrl: string; readonly apiKey: string };
  /** The local gateway's pages for the sandbox's result links; never set when deployed. */
  readonly sandboxPages?: SandboxPages;
}

/** Tool deadlines: three providers in turn, and a page fetch plus a model summary. */
export const searchActionTimeouts = { search: 30_000, scrape: 45_000 } as const;

function providerClients(dependencies: SearchActionsDependencies): Record<SearchProvider, SearchProviderClient> {
  const common = { fetch: dependencies.fetch, timeoutMs: dependencies.providerTimeoutMs ?? defaultProviderTimeoutMs };
  const baseUrls = dependencies.baseUrls ?? {};
  return {
    serper: createSerperProvider({ ...common, baseUrl: baseUrls.serper }),
    brave: createBraveProvider({ ...common, baseUrl: baseUrls.brave }),
    serpapi: createSerpApiProvider({ ...common, baseUrl: baseUrls.serpapi }),
  };
}

function requireQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length === 0) throw new ToolError('needs_input', { field: 'query', detail: 'The query was empty.' });
  return trimmed;
}

/**
 * The actions of web-search-api as executor tools (family `search`): `web_search`,
 * `news_search` and `scrape_and_summarize`. Searches try the agent's providers in order
 * (see search-in-order.ts); scraping goes through the SSRF-safe fetcher. Failures are
 * typed `ToolError`s, so the executor phrases them ("Question: No API key found for
 * Serper. …").
 */
export function createSearchActions(dependencies: SearchActionsDependencies): AnyToolDefinition[] {
  const providers = providerClients(dependencies);
  const order = dependencies.providerOrder ?? searchProviders;
  const orderFor = async (caller: ToolCaller) => (typeof order === 'function' ? await order(caller) : order);
  const sandbox = dependencies.sandbox === undefined ? undefined : {
    client: createSerperProvider({
      fetch: dependencies.fetch,
      timeoutMs: dependencies.providerTimeoutMs ?? defaultProviderTimeoutMs,
      baseUrl: dependencies.sandbox.baseUrl,
    }),
    apiKey: dependencies.sandbox.apiKey,
  };
  const search = async (request: SearchRequest, caller: ToolCaller, signal: AbortSignal) => {
    const chain = {
      order: await orderFor(caller),
      providers,
      credentials: dependencies.credentials,
      userId: caller.userId,
      logger: dependencies.logger,
      sandbox,
    };
    const answer = await searchInOrder(request, chain, signal);
    return {
      query: request.query,
      provider: answer.provider,
      ...(request.timeRange === undefined ? {} : { time_range: request.timeRange }),
      results: answer.results,
      ...(answer.results.length === 0 ? { note: 'No results. Try fewer or different words.' } : {}),
    };
  };
  const fetchTimeoutMs = dependencies.scraping?.timeoutMs ?? safeFetchDefaults.timeoutMs;
  const { sandboxPages } = dependencies;
  const withSandbox = (safeFetch: SafeFetch): SafeFetch =>
    sandboxPages === undefined
      ? safeFetch
      : withSandboxPages(safeFetch, sandboxPages, dependencies.fetch, fetchTimeoutMs);
  const scrapeDependencies = {
    safeFetch: withSandbox(createSafeFetch({
      ...dependencies.scraping,
      resolveHost: dependencies.resolveHost,
      fetch: dependencies.fetch,
    })),
    fetchTimeoutMs,
    extractReadable: dependencies.extractReadable ?? createReadabilityExtractor(),
    summarize: dependencies.summarize ?? null,
    logger: dependencies.logger,
  };
  return [
    defineTool({
      name: 'web_search',
      description: searchActionDescriptions.web_search,
      parameters: webSearchParameters,
      family: 'search',
      consent: searchConsent,
      untrustedOutput: true,
      timeoutMs: searchActionTimeouts.search,
      coercion: { numbers: true },
      execute: (input, context) =>
        search(
          { kind: 'web', query: requireQuery(input.query), count: input.num_results },
          context.caller,
          context.signal,
        ),
    }),
    defineTool({
      name: 'news_search',
      description: searchActionDescriptions.news_search,
      parameters: newsSearchParameters,
      family: 'search',
      consent: searchConsent,
      untrustedOutput: true,
      timeoutMs: searchActionTimeouts.search,
      coercion: { numbers: true },
      execute: (input, context) =>
        search(
          { kind: 'news', query: requireQuery(input.query), count: input.num_results, timeRange: input.time_range },
          context.caller,
          context.signal,
        ),
    }),
    defineTool({
      name: 'scrape_and_summarize',
      description: searchActionDescriptions.scrape_and_summarize,
      parameters: scrapeAndSummarizeParameters,
      family: 'search',
      consent: scrapeConsent,
      untrustedOutput: true,
      timeoutMs: searchActionTimeouts.scrape,
      coercion: { arrays: true },
      execute: (input, context) => scrapeAndSummarize(input, scrapeDependencies, context.signal),
    }),
  ];
}
