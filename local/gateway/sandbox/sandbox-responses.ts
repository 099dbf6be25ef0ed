/**
 * The answers the stand-ins share, in their providers' documented error shapes: Google
 * APIs' `{ error: { code, message, errors, status } }`, OAuth 2.0's `{ error,
 * error_description }` (RFC 6749 §5.2), and plain JSON.
 */

/** A JSON answer. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store', ...headers },
  });
}

/** A Google API error, as Gmail answers one. */
export function googleApiError(
  code: number,
  status: string,
  message: string,
  reason: string,
  headers: Record<string, string> = {},
): Response {
  return jsonResponse(
    code,
    { error: { code, message, errors: [{ message, domain: 'global', reason }], status } },
    headers,
  );
}

/** Gmail's answer to a missing or unknown access token. */
export function gmailUnauthenticated(): Response {
  return googleApiError(
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    'authError',
    { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  );
}

/** An OAuth 2.0 error from the token or revoke endpoint. */
export function oauthError(status: number, error: string, description: string): Response {
  return jsonResponse(status, { error, error_description: description });
}

/** The bearer token of `request`, if any. */
export function bearerTokenOf(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
