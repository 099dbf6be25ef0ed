/** Web search and scraping for web-search-api: the actions, their parameters, providers. */
export {
  createSearchActions,
  type ProviderOrder,
  type SearchActionsDependencies,
  searchActionTimeouts,
} from './search-actions.ts';
export {
  newsSearchParameters,
  scrapeAndSummarizeParameters,
  searchActionDescriptions,
  type SearchActionName,
  searchActionNames,
  webSearchParameters,
} from './search-parameters.ts';
export { createModelSummarizer, type PageSummarizer } from './model-summarizer.ts';
export { createSerperProvider, serperDefaultBaseUrl } from './serper-provider.ts';
export { braveDefaultBaseUrl, createBraveProvider } from './brave-provider.ts';
export { createSerpApiProvider, serpApiDefaultBaseUrl } from './serpapi-provider.ts';
export { type ProviderAnswer, type SearchChain, searchInOrder } from './search-in-order.ts';
export {
  lookupSearchKey,
  lookupSearchKeys,
  type SearchCredentialStore,
  type SearchKeyLookup,
} from './search-credentials.ts';
export { extractiveSummary } from './extractive-summary.ts';
export type { ScrapedPage, ScrapeOutput, UnreadablePage } from './scrape-pages.ts';
export type { SearchProvider, SearchProviderClient, SearchRequest, SearchResult, TimeRange } from './search-result.ts';
