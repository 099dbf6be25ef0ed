/**
 * The API key check Supabase's API gateway makes before a request reaches Auth: an
 * `apikey` header (or `?apikey=`) equal to one of the project's keys. Its refusals are the
 * gateway's, not GoTrue's: `{ message }` with 401.
 */
import { authCorsHeaders } from './auth-responses.ts';

function refusal(body: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: { ...authCorsHeaders, 'content-type': 'application/json' },
  });
}

/** Null when `request` carries one of `acceptedKeys`, else the 401 to answer with. */
export function apiKeyRefusal(request: Request, acceptedKeys: readonly string[]): Response | null {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (key === null || key.trim() === '') return refusal({ message: 'No API key found in request' });
  if (!acceptedKeys.includes(key.trim())) {
    return refusal({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return null;
}
