import { z } from 'zod';
import { callProvider, type ProviderRefusal } from './provider-request.ts';
import { defaultProviderTimeoutMs, endpoint, type ProviderOptions, validItems } from './provider-options.ts';
import { normalizeResults } from './normalize-result.ts';
import type { SearchProviderClient, TimeRange } from './search-result.ts';

/**
 * Brave Search API (https://api.search.brave.com): `GET /res/v1/web/search` or
 * `/res/v1/news/search` with `q`, `count` and, for news, `freshness` (`pd|pw|pm`), the
 * key in the `X-Subscription-Token` header. Web hits come back in `web.results`, news
 * in `results`; `description` carries `<strong>` highlights.
 */
export const braveDefaultBaseUrl = 'https://api.search.brave.com';

const freshness: Record<TimeRange, string> = { day: 'pd', week: 'pw', month: 'pm' };

const itemSchema = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string().optional(),
  age: z.string().optional(),
  page_age: z.string().optional(),
  meta_url: z.object({ hostname: z.string().optional() }).optional(),
  profile: z.object({ name: z.string().optional() }).optional(),
});
const webSchema = z.object({ web: z.object({ results: z.array(z.unknown()) }).optional() });
const newsSchema = z.object({ results: z.array(z.unknown()) });
const errorSchema = z.object({ error: z.object({ code: z.string().optional() }) });

/** Brave reports a bad key as 422 `SUBSCRIPTION_TOKEN_INVALID`, a used-up plan with a quota code. */
function refusalOf(_status: number, body: string): ProviderRefusal | null {
  let code = '';
  try {
    const parsed = errorSchema.safeParse(JSON.parse(body));
    code = parsed.success ? parsed.data.error.code ?? '' : '';
  } catch {
    return null;
  }
  if (/TOKEN_INVALID|SUBSCRIPTION_NOT_FOUND/i.test(code)) return 'rejected';
  return /QUOTA/i.test(code) ? 'quota' : null;
}

/** A {@link SearchProviderClient} for Brave Search. */
export function createBraveProvider(options: ProviderOptions = {}): SearchProviderClient {
  const baseUrl = options.baseUrl ?? braveDefaultBaseUrl;
  return {
    name: 'brave',
    async search(request, apiKey, signal) {
      const news = request.kind === 'news';
      const url = endpoint(baseUrl, news ? '/res/v1/news/search' : '/res/v1/web/search');
      url.searchParams.set('q', request.query);
      url.searchParams.set('count', String(request.count));
      if (news && request.timeRange !== undefined) url.searchParams.set('freshness', freshness[request.timeRange]);
      const common = {
        provider: 'brave' as const,
        apiKey,
        signal,
        refusalOf,
        url,
        init: { method: 'GET' as const, headers: { Accept: 'application/json', 'X-Subscription-Token': apiKey } },
        fetch: options.fetch ?? globalThis.fetch,
        timeoutMs: options.timeoutMs ?? defaultProviderTimeoutMs,
      };
      const items = news
        ? (await callProvider({ ...common, schema: newsSchema })).results
        : (await callProvider({ ...common, schema: webSchema })).web?.results;
      const fields = validItems(items, (item) => itemSchema.safeParse(item)).map((item) => ({
        title: item.title,
        link: item.url,
        snippet: item.description,
        date: item.age ?? item.page_age,
        source: news ? item.profile?.name ?? item.meta_url?.hostname : undefined,
      }));
      return normalizeResults(fields, request.count);
    },
  };
}
