/**
 * The Serper stand-in under `/sandbox/serper`: `POST /search` and `POST /news`, the key
 * in `X-API-KEY`, a JSON body `{ q, num?, tbs? }`, answered as Serper answers —
 * `{ searchParameters, organic }` or `{ searchParameters, news }`, 403 `Unauthorized.` for a
 * wrong key — with the sandbox's labelled results.
 */
import { z } from 'zod';
import { sandboxNewsResults, sandboxWebResults } from './sandbox-search-results.ts';
import { jsonResponse } from './sandbox-responses.ts';

const bodySchema = z.object({
  q: z.string().trim().min(1).max(2048),
  num: z.number().int().min(1).max(100).optional(),
  tbs: z.string().max(100).optional(),
});

/** The stand-in's handler, for paths after `/sandbox/serper`; it accepts `apiKey` only. */
export function createSandboxSerper(apiKey: string): (request: Request, path: string) => Promise<Response> {
  return async (request, path) => {
    const type = path === '/search' ? 'search' : path === '/news' ? 'news' : null;
    if (type === null || request.method !== 'POST') return jsonResponse(404, { message: 'Not found', statusCode: 404 });
    if (request.headers.get('x-api-key') !== apiKey) {
      return jsonResponse(403, { message: 'Unauthorized.', statusCode: 403 });
    }
    let json: unknown;
    try {
      json = JSON.parse(await request.text());
    } catch {
      json = undefined;
    }
    const parsed = bodySchema.safeParse(json);
    if (!parsed.success) return jsonResponse(400, { message: 'Query not allowed.', statusCode: 400 });
    const { q, num, tbs } = parsed.data;
    const searchParameters = {
      q,
      type,
      engine: 'google',
      ...(num === undefined ? {} : { num }),
      ...(tbs === undefined ? {} : { tbs }),
    };
    return type === 'search'
      ? jsonResponse(200, { searchParameters, organic: sandboxWebResults(q, num), credits: 0 })
      : jsonResponse(200, { searchParameters, news: sandboxNewsResults(q, num, tbs), credits: 0 });
  };
}
