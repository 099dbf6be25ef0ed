/**
 * The Google OAuth stand-in under `/sandbox/google`: `authorize` (the consent page),
 * `token`, `revoke` and `userinfo` (OpenID Connect's, answering with the sandbox account).
 */
import { createAuthorizationCodes } from './sandbox-authorization-codes.ts';
import { createAuthorizeHandler } from './sandbox-google-authorize.ts';
import { createRevokeHandler, createTokenHandler } from './sandbox-google-token.ts';
import { bearerTokenOf, jsonResponse } from './sandbox-responses.ts';
import { sandboxIdentity } from './sandbox-settings.ts';
import type { SandboxTokenSigner } from './sandbox-token-signer.ts';

/** What the stand-in needs; `now` gives milliseconds. */
export interface SandboxGoogleDependencies {
  readonly signer: SandboxTokenSigner;
  readonly now: () => number;
}

/** A stable subject id for the sandbox account, as Google's `sub` is one per account. */
const sandboxSubject = '100000000000000000001';

/** The stand-in's handler, for paths after `/sandbox/google`. */
export function createSandboxGoogle(
  dependencies: SandboxGoogleDependencies,
): (request: Request, path: string) => Promise<Response> {
  const codes = createAuthorizationCodes(dependencies.now);
  const clientId = sandboxIdentity.googleClientId;
  const authorize = createAuthorizeHandler({ clientId, account: sandboxIdentity.address, codes });
  const token = createTokenHandler({
    clientId,
    clientSecret: sandboxIdentity.googleClientSecret,
    codes,
    signer: dependencies.signer,
    nowSeconds: () => dependencies.now() / 1000,
  });
  const revoke = createRevokeHandler(dependencies.signer);

  const userinfo = async (request: Request): Promise<Response> => {
    const accessToken = bearerTokenOf(request);
    if (accessToken === null || (await dependencies.signer.verify(accessToken, 'access')) === null) {
      return jsonResponse(401, { error: 'invalid_request', error_description: 'Invalid Credentials' }, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    return jsonResponse(200, {
      sub: sandboxSubject,
      name: sandboxIdentity.displayName,
      email: sandboxIdentity.address,
      email_verified: true,
    });
  };

  return async (request, path) => {
    if (path === '/authorize' && request.method === 'GET') return authorize(request);
    if (path === '/token') return token(request);
    if (path === '/revoke') return revoke(request);
    if (path === '/userinfo' && (request.method === 'GET' || request.method === 'POST')) return userinfo(request);
    return jsonResponse(404, {
      error: 'not_found',
      error_description: `No sandbox Google endpoint at ${request.method} ${path}.`,
    });
  };
}
