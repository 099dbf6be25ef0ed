import { z } from 'zod';
import { callProvider, type ProviderRefusal } from './provider-request.ts';
import { defaultProviderTimeoutMs, endpoint, type ProviderOptions, validItems } from './provider-options.ts';
import { normalizeResults } from './normalize-result.ts';
import type { SearchProviderClient, TimeRange } from './search-result.ts';

/**
 * Serper (https://serper.dev): `POST https://google.serper.dev/search` or `/news` with
 * the key in the `X-API-KEY` header and a JSON body `{ q, num, tbs? }`; Google's `tbs`
 * (`qdr:d|w|m`) limits news by age. Web hits come back in `organic`, news in `news`.
 */
export const serperDefaultBaseUrl = 'https://google.serper.dev';

const timeFilters: Record<TimeRange, string> = { day: 'qdr:d', week: 'qdr:w', month: 'qdr:m' };

const itemSchema = z.object({
  title: z.string(),
  link: z.string(),
  snippet: z.string().optional(),
  date: z.string().optional(),
  source: z.string().optional(),
});
const webSchema = z.object({ organic: z.array(z.unknown()).optional() });
const newsSchema = z.object({ news: z.array(z.unknown()).optional() });

/** Serper answers 400 "Not enough credits" when the account is used up. */
function refusalOf(status: number, body: string): ProviderRefusal | null {
  return status === 400 && /not enough credits/i.test(body) ? 'quota' : null;
}

/** A {@link SearchProviderClient} for Serper. */
export function createSerperProvider(options: ProviderOptions = {}): SearchProviderClient {
  const baseUrl = options.baseUrl ?? serperDefaultBaseUrl;
  return {
    name: 'serper',
    async search(request, apiKey, signal) {
      const news = request.kind === 'news';
      const body = {
        q: request.query,
        num: request.count,
        ...(news && request.timeRange !== undefined ? { tbs: timeFilters[request.timeRange] } : {}),
      };
      const common = {
        provider: 'serper' as const,
        apiKey,
        signal,
        refusalOf,
        url: endpoint(baseUrl, news ? '/news' : '/search'),
        init: {
          method: 'POST' as const,
          headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        },
        fetch: options.fetch ?? globalThis.fetch,
        timeoutMs: options.timeoutMs ?? defaultProviderTimeoutMs,
      };
      const items = news
        ? (await callProvider({ ...common, schema: newsSchema })).news
        : (await callProvider({ ...common, schema: webSchema })).organic;
      return normalizeResults(validItems(items, (item) => itemSchema.safeParse(item)), request.count);
    },
  };
}
