/** CORS headers as Supabase documents them for functions called from a browser. */
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
