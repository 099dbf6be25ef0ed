import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { googleAuthorizationUrl } from '../google-oauth/authorization-url.ts';
import { encodeBase64Url } from '../../db/base64url.ts';
import { gmailConnectScopes } from '../google-oauth/google-oauth-scopes.ts';
import { createPkcePair } from '../google-oauth/pkce.ts';
import { connectLimits } from './connect-limits.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { connectBodySchema } from './request-schemas.ts';
import { allowedReturnTo } from './return-to.ts';
import { requireOwnedAgent, requireStorage } from './route-guards.ts';

/** Bytes of a state nonce: 256 bits, unguessable. */
const nonceBytes = 32;

/**
 * `POST /integrations/gmail/connect` `{ agentId, returnTo }` → `{ authorizationUrl, expiresAt }`.
 * Writes the flow's state row (user, agent, return address, encrypted PKCE verifier) and
 * answers Google's consent URL with the signed state and the S256 challenge. The web app
 * sends the browser there; Google sends it on to the callback, which sends it back to
 * `returnTo` with a completion code for `POST /integrations/gmail/complete`.
 */
export async function connectGmail(request: Request, dependencies: IntegrationsDependencies): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, connectBodySchema, connectLimits.maxBodyBytes);
  const agent = await requireOwnedAgent(dependencies, body.agentId, user);
  const storage = requireStorage(dependencies);
  const { configuration } = dependencies;
  const returnTo = allowedReturnTo(body.returnTo, configuration.appUrls);
  if (returnTo === null && configuration.appUrls.length === 0) {
    throw new HttpError(
      'not_configured',
      "No web app URL may receive the result: set PARLEY_APP_URLS to the web app's URL(s), comma-separated.",
    );
  }
  if (returnTo === null) {
    throw new HttpError(
      'return_to_not_allowed',
      "returnTo is not under one of this deployment's web app URLs (PARLEY_APP_URLS): Gmail can only send you back to the app.",
    );
  }
  const { google } = configuration;
  if (!google.configured) {
    throw new HttpError(
      'not_configured',
      `Gmail cannot be connected: ${google.missing.join(' and ')} ${
        google.missing.length === 1 ? 'is' : 'are'
      } not set on this deployment (create an OAuth client in the Google Cloud console; its redirect URI is the integrations function's /integrations/gmail/callback).`,
    );
  }
  if (configuration.redirectUri === null) {
    throw new HttpError(
      'not_configured',
      'Gmail cannot be connected: set SUPABASE_URL or PARLEY_OAUTH_REDIRECT_URL so Google knows where to send the user back.',
    );
  }

  const now = dependencies.clock();
  const expiresAt = new Date(now.getTime() + connectLimits.stateLifetimeMs);
  const nonce = encodeBase64Url(dependencies.randomBytes(nonceBytes));
  const pkce = await createPkcePair(dependencies.randomBytes);
  await storage.oauthStates.deleteExpired(now, connectLimits.expiredStateSweep);
  await storage.oauthStates.create({
    nonce,
    userId: user.userId,
    agentId: agent.id,
    integration: 'gmail',
    returnTo: returnTo.href,
    codeVerifier: pkce.codeVerifier,
    sandbox: google.client.sandbox,
    expiresAt,
  });
  const state = await storage.stateSigner.sign({
    nonce,
    userId: user.userId,
    agentId: agent.id,
    returnTo: returnTo.href,
    expiresAt,
  });
  const authorizationUrl = googleAuthorizationUrl(google.client, {
    redirectUri: configuration.redirectUri,
    scopes: gmailConnectScopes,
    state,
    codeChallenge: pkce.codeChallenge,
  });
  dependencies.logger.info('gmail-connect-started', {
    userId: user.userId,
    agentId: agent.id,
    sandbox: google.client.sandbox,
  });
  return jsonResponse({ authorizationUrl, expiresAt: expiresAt.toISOString() }, 200, { 'cache-control': 'no-store' });
}
