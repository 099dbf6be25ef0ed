/** CORS headers as Supabase documents them for functions called from a browser. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, accept, x-request-id, idempotency-key',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Expose-Headers': 'x-request-id',
};

/** Answers `OPTIONS` preflights and adds the CORS headers to every other response. */
export function withCors(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { status: 200, headers: corsHeaders });
    const response = await handler(request);
    for (const [name, value] of Object.entries(corsHeaders)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    return response;
  };
}
