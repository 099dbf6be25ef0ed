/**
 * Google's token endpoint, `authorization_code` grant with the PKCE verifier: the code the
 * callback received becomes an access token and (with `access_type=offline` and a fresh
 * consent) a refresh token. The result is a value; no token appears in a `detail`.
 */
import { z } from 'zod';
import { failureName, readGoogleAnswer } from './google-json.ts';
import type { GoogleOAuthClient } from './google-oauth-client.ts';

/** What the exchange needs besides the client. */
export interface CodeExchangeRequest {
  readonly code: string;
  readonly codeVerifier: string;
  /** Exactly the `redirect_uri` of the authorization request. */
  readonly redirectUri: string;
  readonly fetch: typeof fetch;
  readonly signal: AbortSignal;
}

/** How an exchange ended. */
export type CodeExchangeResult =
  | {
    readonly kind: 'exchanged';
    readonly accessToken: string;
    /** Null when Google sent none (no fresh consent): the connection could not refresh. */
    readonly refreshToken: string | null;
    readonly expiresInSeconds: number | null;
    /** The granted scopes, space-separated, when Google says. */
    readonly scope: string | null;
  }
  /** The code is expired, used, or does not match the verifier or redirect URI. */
  | { readonly kind: 'rejected'; readonly detail: string }
  /** Our client registration is wrong (unknown client, bad secret, redirect URI not registered). */
  | { readonly kind: 'misconfigured'; readonly detail: string }
  /** Google is busy or unreachable. */
  | { readonly kind: 'unavailable'; readonly detail: string };

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});
const errorSchema = z.object({ error: z.string() });

/** Posts the grant as `application/x-www-form-urlencoded`, the client authenticating in the body. */
export async function exchangeAuthorizationCode(
  client: GoogleOAuthClient,
  request: CodeExchangeRequest,
): Promise<CodeExchangeResult> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    code_verifier: request.codeVerifier,
    redirect_uri: request.redirectUri,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  let answer: { status: number; json: unknown };
  try {
    const response = await request.fetch(client.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: body.toString(),
      signal: request.signal,
    });
    answer = await readGoogleAnswer(response);
  } catch (error) {
    return { kind: 'unavailable', detail: `Google's token endpoint could not be reached (${failureName(error)}).` };
  }
  const { status, json } = answer;
  if (status >= 200 && status < 300) {
    const token = tokenSchema.safeParse(json);
    if (!token.success) {
      return {
        kind: 'unavailable',
        detail: `Google's token endpoint answered HTTP ${status} with an unreadable body.`,
      };
    }
    return {
      kind: 'exchanged',
      accessToken: token.data.access_token,
      refreshToken: token.data.refresh_token ?? null,
      expiresInSeconds: token.data.expires_in ?? null,
      scope: token.data.scope ?? null,
    };
  }
  if (status === 429 || status >= 500) {
    return { kind: 'unavailable', detail: `Google's token endpoint answered HTTP ${status}.` };
  }
  const parsed = errorSchema.safeParse(json);
  const code = parsed.success ? parsed.data.error.slice(0, 60) : 'unknown';
  const detail = `Google's token endpoint answered HTTP ${status} (${code}).`;
  return code === 'invalid_grant' ? { kind: 'rejected', detail } : { kind: 'misconfigured', detail };
}
