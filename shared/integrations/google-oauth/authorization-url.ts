import type { GoogleOAuthClient } from './google-oauth-client.ts';

/** What one authorization request carries besides the client. */
export interface AuthorizationRequest {
  readonly redirectUri: string;
  readonly scopes: readonly string[];
  readonly state: string;
  readonly codeChallenge: string;
}

/**
 * The URL to send the user to: Google's authorization-code flow for a web server app
 * with PKCE (S256). `access_type=offline` asks for a refresh token; `prompt=consent`
 * makes Google issue one even when the user consented before (it only sends it with a
 * fresh consent). `include_granted_scopes` is left out on purpose, so a token carries
 * only these scopes and not whatever else this client was once granted.
 */
export function googleAuthorizationUrl(client: GoogleOAuthClient, request: AuthorizationRequest): string {
  const url = new URL(client.authorizeUrl);
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', request.scopes.join(' '));
  url.searchParams.set('access_type', 'offline');
  url.searchParams.set('prompt', 'consent');
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', request.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}
