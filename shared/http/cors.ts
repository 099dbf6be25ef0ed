import { type AllowedOrigins, isAllowedOrigin } from './allowed-origins.ts';
import { HttpError } from './http-error.ts';
import { errorResponse } from './json-response.ts';
import { requestIdOf } from './request-id.ts';

/** CORS headers as Supabase documents them for functions called from a browser; which
 * origin may read the answer is then narrowed by {@link withAllowedOrigins}. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, accept, x-request-id, idempotency-key',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'x-request-id, retry-after, parley-conversation-id, idempotent-replayed',
};

/** Headers every function response carries, CORS or not: `nosniff` so a browser never
 * guesses a type other than the one declared (a JSON body rendered as HTML). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** What a function allows beyond the defaults. */
export interface CorsOptions {
  /** The methods a browser may use (`Access-Control-Allow-Methods`); `POST, OPTIONS` by default. */
  readonly methods?: string;
}

/** Answers `OPTIONS` preflights and adds the CORS and {@link securityHeaders} to every other response. */
export function withCors(
  handler: (request: Request) => Promise<Response>,
  options: CorsOptions = {},
): (request: Request) => Promise<Response> {
  const headers = {
    ...securityHeaders,
    ...(options.methods === undefined
      ? corsHeaders
      : { ...corsHeaders, 'Access-Control-Allow-Methods': options.methods }),
  };
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { status: 200, headers });
    const response = await handler(request);
    for (const [name, value] of Object.entries(headers)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  };
}

/** What {@link withAllowedOrigins} needs. */
export interface AllowedOriginsOptions {
  readonly allowed: AllowedOrigins;
  readonly generateId: () => string;
}

/**
 * The origin policy around a whole function (outside {@link withCors}): a browser request
 * from an origin not in `allowed` is refused 403 `forbidden` without any
 * `Access-Control-Allow-Origin` — its preflight too, so the browser never sends the request
 * and its page cannot read the refusal — and the handler never sees it. A listed origin
 * gets its own origin back (with `Vary: Origin`) instead of `*`. A request without an
 * `Origin` (curl, a server, a same-origin GET) is answered as the handler answers, with no
 * `Access-Control-Allow-Origin`. With `any`, the handler is returned as it is.
 */
export function withAllowedOrigins(
  handler: (request: Request) => Promise<Response>,
  options: AllowedOriginsOptions,
): (request: Request) => Promise<Response> {
  const { allowed } = options;
  if (allowed.kind === 'any') return handler;
  return async (request) => {
    const origin = request.headers.get('origin');
    if (origin !== null && !isAllowedOrigin(origin, allowed)) {
      const response = errorResponse(
        new HttpError(
          'forbidden',
          'Requests from this web origin are not allowed: a deployment lists its web apps in PARLEY_CORS_ORIGINS (else PARLEY_APP_URLS).',
        ),
        requestIdOf(request, options.generateId),
      );
      for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
      response.headers.set('vary', 'Origin');
      return response;
    }
    return withHeadersEdited(await handler(request), (headers) => {
      if (origin === null) headers.delete('access-control-allow-origin');
      else headers.set('access-control-allow-origin', origin);
      headers.append('vary', 'Origin');
    });
  };
}

/** `response` with `edit` applied to its headers; a copy when they are immutable (a
 * `Response.redirect`, a fetched response). */
function withHeadersEdited(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
