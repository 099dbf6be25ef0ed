/**
 * The answers of the local Auth, shaped as Supabase Auth (GoTrue) gives them: JSON with
 * CORS headers, and errors in the shape the request's `X-Supabase-Api-Version` asks for.
 * auth-js sends `2024-01-01` and reads `{ code, message }` (the code is the stable
 * `error_code`) only when the answer carries that header back; without the header GoTrue's
 * older `{ code: <status>, error_code, msg }` is the answer, which auth-js reads as well.
 */

/** The API version auth-js sends and GoTrue answers in. */
export const authApiVersion = '2024-01-01';

/** CORS as Supabase's API gateway answers for `/auth/v1`, the headers supabase-js sends; the
 * origin that may read an answer is added by the routes, for the web apps' origins only. */
export const authCorsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, accept, x-supabase-api-version, x-request-id',
  // auth-js reads the API version from the answer: a browser on another origin must see it.
  'Access-Control-Expose-Headers': 'x-supabase-api-version, x-request-id',
  'Access-Control-Max-Age': '86400',
};

/** GoTrue's stable error codes that the local Auth answers with. */
export type AuthErrorCode =
  | 'bad_json'
  | 'validation_failed'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'weak_password'
  | 'signup_disabled'
  | 'phone_provider_disabled'
  | 'unsupported_grant_type'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'not_found'
  | 'method_not_allowed'
  | 'origin_not_allowed'
  | 'unexpected_failure';

/** An error the local Auth answers with: its status, code and a message safe to show. */
export interface AuthError {
  readonly status: number;
  readonly code: AuthErrorCode;
  readonly message: string;
  /** `weak_password`'s reasons (`length`, …). */
  readonly weakPasswordReasons?: readonly string[];
}

function wantsVersionedErrors(request: Request): boolean {
  return request.headers.get('x-supabase-api-version')?.trim() === authApiVersion;
}

/** A JSON answer with the CORS headers (and the API version echoed when the request sent it). */
export function authJson(request: Request, status: number, body: unknown): Response {
  const headers: Record<string, string> = {
    ...authCorsHeaders,
    'content-type': 'application/json',
    'cache-control': 'no-store',
  };
  if (wantsVersionedErrors(request)) headers['x-supabase-api-version'] = authApiVersion;
  return new Response(JSON.stringify(body), { status, headers });
}

/** An empty answer (`204` for logout) with the CORS headers. */
export function authNoContent(): Response {
  return new Response(null, { status: 204, headers: { ...authCorsHeaders } });
}

/** `error` in the shape the request asked for. */
export function authErrorResponse(request: Request, error: AuthError): Response {
  const weakPassword = error.weakPasswordReasons === undefined
    ? {}
    : { weak_password: { reasons: error.weakPasswordReasons } };
  const body = wantsVersionedErrors(request)
    ? { code: error.code, message: error.message, ...weakPassword }
    : { code: error.status, error_code: error.code, msg: error.message, ...weakPassword };
  return authJson(request, error.status, body);
}

/** A thrown {@link AuthError}: endpoints throw it, the routes answer it. */
export class AuthFailure extends Error {
  override readonly name = 'AuthFailure';

  constructor(readonly error: AuthError) {
    super(error.message);
  }
}

/** Throws the {@link AuthError} of `status`, `code`, `message`. */
export function fail(
  status: number,
  code: AuthErrorCode,
  message: string,
  weakPasswordReasons?: readonly string[],
): never {
  throw new AuthFailure({
    status,
    code,
    message,
    ...(weakPasswordReasons === undefined ? {} : { weakPasswordReasons }),
  });
}
