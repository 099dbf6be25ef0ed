import { gmailActionSpecs } from '../integrations/gmail/gmail-actions.ts';
import { searchActionTimeouts } from '../integrations/search/search-actions.ts';
import { newsSearchParameters, scrapeAndSummarizeParameters, searchActionDescriptions, webSearchParameters } from '../integrations/search/search-parameters.ts';
import type { RoutedToolSpec } from './routed-tools.ts';

/**
 * Every tool the chat function can offer an agent, and the tool function that runs it:
 * `gmail_*` → gmail-api, the search tools → web-search-api. Agents enable them by name.
 */
export const toolCatalog: readonly RoutedToolSpec[] = [
  ...gmailActionSpecs.map((spec): RoutedToolSpec => ({
    name: `gmail_${spec.action}`, functionName: 'gmail-api', action: spec.action, description: spec.description,
    parameters: spec.parameters, family: 'email', sideEffects: spec.action === 'send_email',
  })),
  { name: 'web_search', functionName: 'web-search-api', action: 'web_search', description: searchActionDescriptions.web_search, parameters: webSearchParameters, family: 'search', timeoutMs: searchActionTimeouts.search + 5_000 },
  { name: 'news_search', functionName: 'web-search-api', action: 'news_search', description: searchActionDescriptions.news_search, parameters: newsSearchParameters, family: 'search', timeoutMs: searchActionTimeouts.search + 5_000 },
  {
    name: 'scrape_and_summarize', functionName: 'web-search-api', action: 'scrape_and_summarize', description: searchActionDescriptions.scrape_and_summarize,
    parameters: scrapeAndSummarizeParameters, family: 'search', timeoutMs: searchActionTimeouts.scrape + 5_000,
  },
];
