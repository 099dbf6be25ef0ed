import { z } from 'zod';
import { timeRanges } from './search-result.ts';

/**
 * The parameters of the search actions, shared by the chat function (which shows them
 * to the model as the tools `web_search`, `news_search` and `scrape_and_summarize`) and
 * web-search-api (which validates with them). The descriptions are what the model reads.
 */

const query = z.string().max(400).describe(
  'What to search for, in a few words, as typed into a search engine. Required and not empty.',
);
const numResults = z.number().int().min(1).max(10).default(5).describe(
  'How many results to return, from 1 to 10. Default 5.',
);

/** `web_search`: a web search. */
export const webSearchParameters = z.object({ query, num_results: numResults });

/** `news_search`: recent news articles. */
export const newsSearchParameters = z.object({
  query: query.describe('The news topic to search for, in a few words. Required and not empty.'),
  time_range: z.enum(timeRanges).default('week').describe(
    "How recent the articles must be: 'day', 'week' or 'month'. Default 'week'.",
  ),
  num_results: numResults,
});

/** `scrape_and_summarize`: read pages and summarize them. */
export const scrapeAndSummarizeParameters = z.object({
  urls: z.array(z.url({ protocol: /^https?$/ }).max(2048)).min(1).max(5)
    .describe('The addresses of 1 to 5 public web pages (http or https) to read, e.g. from search results.'),
  focus: z.string().max(300).optional().describe('Optional: a topic or question the summaries should concentrate on.'),
});

/** What the model is told each action does. */
export const searchActionDescriptions = {
  web_search: 'Search the web. Returns titles, links, snippets and sources of the top results.',
  news_search:
    'Search recent news articles from the past day, week or month. Returns titles, links, snippets, dates and publishers.',
  scrape_and_summarize:
    'Read 1 to 5 public web pages and return a short summary of each, optionally focused on a topic.',
} as const;

/** The action names of web-search-api, which are also the tool names. */
export const searchActionNames = ['web_search', 'news_search', 'scrape_and_summarize'] as const;

/** One of {@link searchActionNames}. */
export type SearchActionName = (typeof searchActionNames)[number];
