/**
 * Authorization codes of the sandbox's consent page: single use, short-lived, bound to
 * the client, the redirect URI and the PKCE challenge (RFC 7636: `S256` or `plain`).
 * Kept in memory: a code lives minutes, far less than a gateway run.
 */
import { encodeBase64 } from '../../../shared/db/credential-base64.ts';

/** What a code was issued for. */
export interface AuthorizationRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly scope: string;
  /** `access_type=offline`: the exchange also gives a refresh token. */
  readonly offline: boolean;
  readonly codeChallenge: string | null;
  readonly codeChallengeMethod: 'S256' | 'plain';
}

/** Why an exchange was refused, as the token endpoint says it. */
export type CodeExchangeResult =
  | { readonly ok: true; readonly request: AuthorizationRequest }
  | { readonly ok: false; readonly error: 'invalid_grant' | 'redirect_uri_mismatch'; readonly description: string };

/** Google's codes are short-lived; ten minutes is generous for a local demo. */
const codeLifetimeMs = 10 * 60_000;

/** base64url(SHA-256(verifier)), the S256 challenge of a verifier. */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return encodeBase64(digest).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The codes issued by one gateway run. */
export interface AuthorizationCodes {
  issue(request: AuthorizationRequest): string;
  /** Uses up `code` (whatever the outcome) and checks it against the exchange's parameters. */
  exchange(
    code: string,
    input: { clientId: string; redirectUri: string | null; codeVerifier: string | null },
  ): Promise<CodeExchangeResult>;
}

/** An empty code store; `now` gives milliseconds. */
export function createAuthorizationCodes(now: () => number): AuthorizationCodes {
  const codes = new Map<string, { request: AuthorizationRequest; expiresAt: number }>();
  return {
    issue(request) {
      for (const [code, entry] of codes) if (entry.expiresAt <= now()) codes.delete(code);
      const code = `4/sbx-${crypto.randomUUID()}`;
      codes.set(code, { request, expiresAt: now() + codeLifetimeMs });
      return code;
    },
    async exchange(code, input) {
      const entry = codes.get(code);
      codes.delete(code);
      if (entry === undefined || entry.expiresAt <= now() || entry.request.clientId !== input.clientId) {
        return { ok: false, error: 'invalid_grant', description: 'Malformed auth code.' };
      }
      const { request } = entry;
      if (input.redirectUri !== request.redirectUri) {
        return { ok: false, error: 'redirect_uri_mismatch', description: 'Bad Request' };
      }
      if (request.codeChallenge !== null) {
        if (input.codeVerifier === null) {
          return { ok: false, error: 'invalid_grant', description: 'Missing code verifier.' };
        }
        const computed = request.codeChallengeMethod === 'S256'
          ? await s256Challenge(input.codeVerifier)
          : input.codeVerifier;
        if (computed !== request.codeChallenge) {
          return { ok: false, error: 'invalid_grant', description: 'Invalid code verifier.' };
        }
      }
      return { ok: true, request };
    },
  };
}
