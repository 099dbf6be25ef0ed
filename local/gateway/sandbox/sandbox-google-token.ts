/**
 * `POST /sandbox/google/token` and `POST /sandbox/google/revoke`: Google's token and
 * revocation endpoints for the sandbox client. The token endpoint takes the
 * `authorization_code` grant (with the PKCE verifier) and the `refresh_token` grant, form
 * encoded, the client authenticated in the body or by HTTP Basic; errors are RFC 6749's.
 */
import type { AuthorizationCodes } from './sandbox-authorization-codes.ts';
import { accessTokenAnswer, issueSandboxGrant } from './sandbox-grant.ts';
import { jsonResponse, oauthError } from './sandbox-responses.ts';
import type { SandboxTokenSigner } from './sandbox-token-signer.ts';

/** What the endpoints need. */
export interface TokenEndpointDependencies {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly codes: AuthorizationCodes;
  readonly signer: SandboxTokenSigner;
  /** Epoch seconds. */
  readonly nowSeconds: () => number;
}

/** The form fields of a POST body (and, for revoke, of the query, as Google also accepts). */
async function formOf(request: Request): Promise<URLSearchParams> {
  const form = new URLSearchParams(request.method === 'POST' ? await request.text() : '');
  for (const [name, value] of new URL(request.url).searchParams) if (!form.has(name)) form.set(name, value);
  return form;
}

/** The client's id and secret: the body's, else HTTP Basic's. */
function clientOf(request: Request, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (basic !== undefined) {
    const [id, secret] = atob(basic).split(':').map((part) => decodeURIComponent(part));
    return { id: id ?? null, secret: secret ?? null };
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') };
}

/** The token endpoint's handler. */
export function createTokenHandler(dependencies: TokenEndpointDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return oauthError(405, 'invalid_request', 'The token endpoint takes POST.');
    const form = await formOf(request);
    let client: { id: string | null; secret: string | null };
    try {
      client = clientOf(request, form);
    } catch {
      return oauthError(401, 'invalid_client', 'Unauthorized');
    }
    if (client.id !== dependencies.clientId) {
      return oauthError(401, 'invalid_client', 'The OAuth client was not found.');
    }
    if (client.secret !== dependencies.clientSecret) return oauthError(401, 'invalid_client', 'Unauthorized');
    const grantType = form.get('grant_type');

    if (grantType === 'authorization_code') {
      const code = form.get('code');
      if (code === null || code === '') return oauthError(400, 'invalid_request', 'Missing required parameter: code');
      const exchanged = await dependencies.codes.exchange(code, {
        clientId: client.id,
        redirectUri: form.get('redirect_uri'),
        codeVerifier: form.get('code_verifier'),
      });
      if (!exchanged.ok) return oauthError(400, exchanged.error, exchanged.description);
      const { scope, offline } = exchanged.request;
      return jsonResponse(
        200,
        await issueSandboxGrant(dependencies.signer, { scope, offline, nowSeconds: dependencies.nowSeconds() }),
      );
    }
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token');
      if (refreshToken === null || refreshToken === '') {
        return oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
      }
      const claims = await dependencies.signer.verify(refreshToken, 'refresh');
      if (claims === null) return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      return jsonResponse(
        200,
        await accessTokenAnswer(dependencies.signer, {
          grant: claims.grant,
          scope: claims.scope,
          nowSeconds: dependencies.nowSeconds(),
        }),
      );
    }
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${(grantType ?? '').slice(0, 60)}`);
  };
}

/** The revocation endpoint's handler: revoking either token of a grant revokes the grant. */
export function createRevokeHandler(signer: SandboxTokenSigner): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return oauthError(405, 'invalid_request', 'The revocation endpoint takes POST.');
    const token = (await formOf(request)).get('token');
    if (token === null || token === '') return oauthError(400, 'invalid_request', 'Bad Request');
    return (await signer.revoke(token))
      ? jsonResponse(200, {})
      : oauthError(400, 'invalid_token', 'Token expired or revoked');
  };
}
