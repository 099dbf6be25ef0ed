import { z } from 'zod';
import { transientFailure } from '../../tools/tool-error.ts';
import { callProvider, type ProviderRefusal, scrubSecret } from './provider-request.ts';
import { defaultProviderTimeoutMs, endpoint, type ProviderOptions, validItems } from './provider-options.ts';
import { normalizeResults } from './normalize-result.ts';
import type { SearchProviderClient, TimeRange } from './search-result.ts';

/**
 * SerpAPI (https://serpapi.com): `GET /search.json?engine=google&q=…&num=…&api_key=…`;
 * news is Google's News tab of the same engine (`tbm=nws`), limited by age with Google's
 * `tbs=qdr:d|w|m`. (The separate `google_news` engine takes neither `num` nor an age
 * filter.) Web hits come back in `organic_results`, news in `news_results`. The key
 * travels in the query string, so this URL is never logged with its query.
 */
export const serpApiDefaultBaseUrl = 'https://serpapi.com';

const timeFilters: Record<TimeRange, string> = { day: 'qdr:d', week: 'qdr:w', month: 'qdr:m' };

const itemSchema = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string().optional(),
  date: z.string().optional(),
  source: z.union([z.string(), z.object({ name: z.string() })]).optional(),
});
const responseSchema = z.object({
  organic_results: z.array(z.unknown()).optional(),
  news_results: z.array(z.unknown()).optional(),
  error: z.string().optional(),
});

/** SerpAPI answers 429 "Your account has run out of searches." when the plan is used up. */
function refusalOf(status: number, body: string): ProviderRefusal | null {
  return status === 429 && /run out of searches/i.test(body) ? 'quota' : null;
}

/** A {@link SearchProviderClient} for SerpAPI. */
export function createSerpApiProvider(options: ProviderOptions = {}): SearchProviderClient {
  const baseUrl = options.baseUrl ?? serpApiDefaultBaseUrl;
  return {
    name: 'serpapi',
    async search(request, apiKey, signal) {
      const news = request.kind === 'news';
      const url = endpoint(baseUrl, '/search.json');
      url.searchParams.set('engine', 'google');
      url.searchParams.set('q', request.query);
      url.searchParams.set('num', String(request.count));
      if (news) url.searchParams.set('tbm', 'nws');
      if (news && request.timeRange !== undefined) url.searchParams.set('tbs', timeFilters[request.timeRange]);
      url.searchParams.set('api_key', apiKey);
      const answer = await callProvider({
        provider: 'serpapi',
        apiKey,
        signal,
        refusalOf,
        url,
        schema: responseSchema,
        init: { method: 'GET', headers: { Accept: 'application/json' } },
        fetch: options.fetch ?? globalThis.fetch,
        timeoutMs: options.timeoutMs ?? defaultProviderTimeoutMs,
      });
      const items = news ? answer.news_results : answer.organic_results;
      if (items === undefined && answer.error !== undefined && !/hasn't returned any results/i.test(answer.error)) {
        throw transientFailure({
          provider: 'serpapi',
          detail: `serpapi reported: ${scrubSecret(answer.error.slice(0, 300), apiKey)}`,
        });
      }
      const fields = validItems(items, (item) => itemSchema.safeParse(item)).map((item) => ({
        ...item,
        source: typeof item.source === 'object' ? item.source.name : item.source,
      }));
      return normalizeResults(fields, request.count);
    },
  };
}
