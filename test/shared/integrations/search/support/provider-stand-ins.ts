import { type RecordedRequest, type StandInReply, type StandInServer, startStandInServer } from './stand-in-server.ts';

/**
 * Stand-ins for the three search APIs, following their documented requests (method,
 * path, authentication) and answers. Each knows one valid key: another key gets the
 * provider's own refusal (Serper 403, Brave 422 SUBSCRIPTION_TOKEN_INVALID, SerpAPI 401).
 */

/** The hits every stand-in returns, in its own shape. */
export const sampleHits = [
  {
    title: 'Tides &amp; the <strong>Moon</strong>',
    link: 'https://www.example.org/tides',
    snippet: 'How the <strong>moon</strong> pulls the oceans.',
    date: '2 days ago',
    source: 'Example Science',
  },
  {
    title: 'Spring and neap tides',
    link: 'https://ocean.example.com/spring-neap',
    snippet: 'Why tidal ranges change.',
    date: '2025-01-10T08:00:00Z',
    source: 'Ocean Daily',
  },
  {
    title: 'Not a web link',
    link: 'ftp://files.example.com/tides.txt',
    snippet: 'Skipped: not http(s).',
    date: '',
    source: 'Files',
  },
] as const;

const notFound: StandInReply = { status: 404, json: { message: 'Not found' } };

/** Serper: POST /search and /news, `X-API-KEY`, JSON body `{ q, num, tbs? }`. */
export function startSerperStandIn(apiKey: string): Promise<StandInServer> {
  return startStandInServer((request: RecordedRequest) => {
    if (request.method !== 'POST' || (request.path !== '/search' && request.path !== '/news')) return notFound;
    if (request.headers['x-api-key'] !== apiKey) {
      return { status: 403, json: { message: 'Unauthorized.', statusCode: 403 } };
    }
    const body = JSON.parse(request.body) as { q: string; num?: number };
    const searchParameters = { q: body.q, type: request.path === '/news' ? 'news' : 'search', engine: 'google' };
    if (request.path === '/news') {
      return {
        json: {
          searchParameters,
          news: sampleHits.map((hit, index) => ({
            ...hit,
            imageUrl: 'https://img.example/1.jpg',
            position: index + 1,
          })),
          credits: 1,
        },
      };
    }
    return {
      json: {
        searchParameters,
        organic: sampleHits.map(({ title, link, snippet, date }, index) => ({
          title,
          link,
          snippet,
          ...(index === 0 ? { date } : {}),
          position: index + 1,
        })),
        relatedSearches: [{ query: 'tide tables' }],
        credits: 1,
      },
    };
  });
}

/** Brave: GET /res/v1/web/search and /res/v1/news/search, `X-Subscription-Token`, `q`, `count`, `freshness`. */
export function startBraveStandIn(apiKey: string): Promise<StandInServer> {
  return startStandInServer((request) => {
    const web = request.path === '/res/v1/web/search';
    if (request.method !== 'GET' || (!web && request.path !== '/res/v1/news/search')) return notFound;
    if (request.headers['x-subscription-token'] !== apiKey) {
      return {
        status: 422,
        json: {
          type: 'ErrorResponse',
          error: {
            id: 'e1',
            status: 422,
            code: 'SUBSCRIPTION_TOKEN_INVALID',
            detail: 'The provided subscription token is invalid.',
          },
          time: 1,
        },
      };
    }
    const results = sampleHits.map((hit) => ({
      type: web ? 'search_result' : 'news_result',
      title: hit.title,
      url: hit.link,
      description: hit.snippet,
      age: hit.date,
      meta_url: { scheme: 'https', netloc: new URL(hit.link).host, hostname: new URL(hit.link).hostname, path: '' },
      ...(web ? { profile: { name: hit.source } } : {}),
    }));
    const query = { original: request.query.get('q') };
    return web
      ? { json: { type: 'search', query, web: { type: 'search', results } } }
      : { json: { type: 'news', query, results } };
  });
}

/** SerpAPI: GET /search.json with `engine`, `q`, `num`, `api_key` (and `tbm=nws`, `tbs` for news). */
export function startSerpApiStandIn(apiKey: string): Promise<StandInServer> {
  return startStandInServer((request) => {
    if (request.method !== 'GET' || request.path !== '/search.json') return notFound;
    if (request.query.get('api_key') !== apiKey) {
      return {
        status: 401,
        json: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' },
      };
    }
    const search_metadata = { id: 'abc', status: 'Success' };
    if (request.query.get('tbm') === 'nws') {
      return {
        json: { search_metadata, news_results: sampleHits.map((hit, index) => ({ position: index + 1, ...hit })) },
      };
    }
    return {
      json: {
        search_metadata,
        organic_results: sampleHits.map(({ title, link, snippet }, index) => ({
          position: index + 1,
          title,
          link,
          displayed_link: link,
          snippet,
        })),
      },
    };
  });
}
