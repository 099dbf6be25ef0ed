/**
 * Google's OAuth 2.0 token endpoint, `refresh_token` grant: a new access token for a
 * stored refresh token. The result is a value; nothing here throws or logs a secret.
 */
import { z } from 'zod';
import { retryAfterMs } from '../../tools/retry-after.ts';

/** Google's token endpoint. */
export const defaultGoogleTokenUrl = 'https://oauth2.googleapis.com/token';

/** What a refresh needs. */
export interface TokenRefreshRequest {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly refreshToken: string;
  readonly fetch: typeof fetch;
  readonly clock: () => Date;
  readonly signal: AbortSignal;
}

/** How a refresh ended. `detail` is for developers and never holds a token. */
export type TokenRefreshResult =
  | {
    readonly kind: 'refreshed';
    readonly accessToken: string;
    readonly expiresInSeconds: number | null;
    readonly refreshToken: string | null;
  }
  /** The refresh token is expired or revoked: only reconnecting helps. */
  | { readonly kind: 'rejected'; readonly detail: string }
  /** Our OAuth client is wrong (unknown client, bad secret): a deployment problem. */
  | { readonly kind: 'misconfigured'; readonly detail: string }
  /** Google is busy or unreachable: worth trying later. */
  | {
    readonly kind: 'unavailable';
    readonly status: number | null;
    readonly retryAfterMs: number | undefined;
    readonly detail: string;
  };

const successSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  scope: z.string().optional(),
});

const errorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

/** OAuth error codes that mean our client registration, not the user's grant, is wrong. */
const clientErrors = new Set(['invalid_client', 'unauthorized_client', 'invalid_request', 'unsupported_grant_type']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Posts the `refresh_token` grant as `application/x-www-form-urlencoded`. */
export async function refreshGoogleAccessToken(request: TokenRefreshRequest): Promise<TokenRefreshResult> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: request.refreshToken,
    client_id: request.clientId,
    client_secret: request.clientSecret,
  });
  let response: Response;
  try {
    response = await request.fetch(request.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: body.toString(),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    return {
      kind: 'unavailable',
      status: null,
      retryAfterMs: undefined,
      detail: `Google's token endpoint could not be reached (${error instanceof Error ? error.name : 'error'}).`,
    };
  }
  const text = await response.text();
  const status = response.status;
  if (response.ok) {
    const parsed = successSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      return {
        kind: 'unavailable',
        status,
        retryAfterMs: undefined,
        detail: "Google's token endpoint answered 2xx with an unreadable body.",
      };
    }
    return {
      kind: 'refreshed',
      accessToken: parsed.data.access_token,
      expiresInSeconds: parsed.data.expires_in ?? null,
      refreshToken: parsed.data.refresh_token ?? null,
    };
  }
  if (status === 429 || status >= 500) {
    return {
      kind: 'unavailable',
      status,
      retryAfterMs: retryAfterMs(response.headers, () => request.clock().getTime()),
      detail: `Google's token endpoint answered HTTP ${status}.`,
    };
  }
  const error = errorSchema.safeParse(parseJson(text));
  const code = error.success ? error.data.error : 'unknown';
  const detail = `Google's token endpoint answered HTTP ${status} (${code.slice(0, 60)}).`;
  if (code === 'invalid_grant') return { kind: 'rejected', detail };
  if (clientErrors.has(code) || status !== 400) return { kind: 'misconfigured', detail };
  return { kind: 'rejected', detail };
}
