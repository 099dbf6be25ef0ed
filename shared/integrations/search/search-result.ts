import type { SearchProvider } from '../../db/repositories/agent-settings.ts';

export type { SearchProvider } from '../../db/repositories/agent-settings.ts';

/** One search hit, the same whichever provider found it. */
export interface SearchResult {
  readonly title: string;
  readonly link: string;
  readonly snippet: string;
  /** As the provider gave it: an ISO date or a relative one ("2 days ago"). */
  readonly date?: string;
  /** The publisher for news, the site's host name for web results. */
  readonly source: string;
}

/** How far back a news search looks. */
export const timeRanges = ['day', 'week', 'month'] as const;

/** One of {@link timeRanges}. */
export type TimeRange = (typeof timeRanges)[number];

/** What a provider is asked. */
export interface SearchRequest {
  readonly kind: 'web' | 'news';
  readonly query: string;
  /** How many results are wanted; providers may return fewer. */
  readonly count: number;
  /** News only. */
  readonly timeRange?: TimeRange;
}

/** A search API client. `search` throws a `ToolError` (never a bare HTTP status) when
 * the provider refuses, fails or answers in an unexpected shape. */
export interface SearchProviderClient {
  readonly name: SearchProvider;
  search(request: SearchRequest, apiKey: string, signal: AbortSignal): Promise<SearchResult[]>;
}

/** Display names, as the formatter in shared/tools/feedback.ts spells them. */
export const providerDisplayNames: Record<SearchProvider, string> = {
  serper: 'Serper',
  brave: 'Brave Search',
  serpapi: 'SerpAPI',
};
