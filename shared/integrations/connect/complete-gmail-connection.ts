/**
 * The callback's work once its state's signature checked out: consume the state row,
 * read Google's answer, exchange the code (with the PKCE verifier), insist on a refresh
 * token and the Gmail scopes, read the account address, store the tokens. Every way it can
 * end is a {@link CallbackOutcome}; the caller turns it into the redirect.
 */
import type { OAuthStateRefusal } from '../../db/repositories/oauth-states-repository.ts';
import { gmailCredentialProvider, type GmailToken } from '../gmail/gmail-token.ts';
import { exchangeAuthorizationCode } from '../google-oauth/exchange-code.ts';
import { fetchGoogleAccount } from '../google-oauth/fetch-google-account.ts';
import { type GoogleOAuthClient, sandboxGoogleClient } from '../google-oauth/google-oauth-client.ts';
import { missingGmailScopes } from '../google-oauth/google-oauth-scopes.ts';
import { revokeGoogleToken } from '../google-oauth/revoke-google-token.ts';
import type { CallbackFailureReason, CallbackOutcome } from './callback-redirect.ts';
import { connectLimits } from './connect-limits.ts';
import type { IntegrationsDependencies, IntegrationStorage } from './integrations-dependencies.ts';
import type { OAuthStatePayload } from './oauth-state-signer.ts';

const refusalReasons: Record<OAuthStateRefusal, CallbackFailureReason> = {
  used: 'state_already_used',
  expired: 'state_expired',
  missing: 'state_expired',
  mismatch: 'invalid_state',
  unreadable: 'invalid_state',
};

const failed = (reason: CallbackFailureReason): CallbackOutcome => ({ status: 'error', reason });

/** The client the flow started with: the sandbox's for a sandbox flow (only next to the
 * gateway), else the configured one. */
function clientFor(
  dependencies: IntegrationsDependencies,
  sandboxFlow: boolean,
): GoogleOAuthClient | CallbackFailureReason {
  if (sandboxFlow) {
    return dependencies.sandbox === undefined ? 'sandbox_unavailable' : sandboxGoogleClient(dependencies.sandbox);
  }
  const { google } = dependencies.configuration;
  return google.configured && !google.client.sandbox ? google.client : 'not_configured';
}

/** Finishes the flow of `payload` with Google's answer in `parameters`. */
export async function completeGmailConnection(
  dependencies: IntegrationsDependencies,
  storage: IntegrationStorage,
  payload: OAuthStatePayload,
  parameters: URLSearchParams,
  signal: AbortSignal,
): Promise<CallbackOutcome> {
  const { logger } = dependencies;
  const now = dependencies.clock();
  if (payload.expiresAt.getTime() <= now.getTime()) return failed('state_expired');
  // Consumed before anything else, Google's refusals included: no state works twice.
  const consumed = await storage.oauthStates.consume(payload.nonce, {
    userId: payload.userId,
    agentId: payload.agentId,
  }, now);
  if (!consumed.ok) return failed(refusalReasons[consumed.reason]);
  if (consumed.state.returnTo !== payload.returnTo) return failed('invalid_state');

  const googleError = parameters.get('error');
  if (googleError !== null) {
    logger.info('gmail-connect-declined', { userId: payload.userId, error: googleError.slice(0, 60) });
    return failed(googleError === 'access_denied' ? 'access_denied' : 'authorization_failed');
  }
  const code = parameters.get('code');
  if (code === null || code.length === 0) return failed('authorization_failed');
  const client = clientFor(dependencies, consumed.state.sandbox);
  const redirectUri = dependencies.configuration.redirectUri;
  if (typeof client === 'string') return failed(client);
  if (redirectUri === null) return failed('not_configured');

  const call = () => ({
    fetch: dependencies.fetch,
    signal: AbortSignal.any([signal, AbortSignal.timeout(connectLimits.googleTimeoutMs)]),
  });
  const exchange = await exchangeAuthorizationCode(client, {
    code,
    codeVerifier: consumed.state.codeVerifier,
    redirectUri,
    ...call(),
  });
  if (exchange.kind !== 'exchanged') {
    logger.warn('gmail-connect-failed', {
      userId: payload.userId,
      stage: 'code-exchange',
      kind: exchange.kind,
      detail: exchange.detail,
    });
    return failed(
      exchange.kind === 'rejected'
        ? 'code_rejected'
        : exchange.kind === 'misconfigured'
        ? 'not_configured'
        : 'temporarily_unavailable',
    );
  }
  // Google sends a refresh token only with a fresh consent (prompt=consent asks for one);
  // without it the connection would die within the hour.
  if (exchange.refreshToken === null) {
    logger.warn('gmail-connect-failed', { userId: payload.userId, stage: 'code-exchange', kind: 'no-refresh-token' });
    return failed('missing_refresh_token');
  }
  const missing = exchange.scope === null ? [] : missingGmailScopes(exchange.scope);
  if (missing.length > 0) {
    // A grant without the Gmail scopes is of no use: give it back rather than keep it.
    await revokeGoogleToken(client.revokeUrl, exchange.refreshToken, call());
    logger.warn('gmail-connect-failed', { userId: payload.userId, stage: 'scopes', missing });
    return failed('insufficient_scopes');
  }
  const account = await fetchGoogleAccount(client.userinfoUrl, exchange.accessToken, call());
  if (!account.ok) {
    logger.warn('gmail-connect-failed', { userId: payload.userId, stage: 'userinfo', detail: account.detail });
    return failed('temporarily_unavailable');
  }

  const expiresAt = exchange.expiresInSeconds === null
    ? null
    : new Date(now.getTime() + exchange.expiresInSeconds * 1000);
  const token: GmailToken = {
    access_token: exchange.accessToken,
    refresh_token: exchange.refreshToken,
    expires_at: expiresAt?.toISOString() ?? null,
  };
  await storage.credentials.save(payload.userId, gmailCredentialProvider, JSON.stringify(token), {
    expiresAt,
    metadata: {
      account: account.email,
      scopes: exchange.scope ?? '',
      connectedAt: now.toISOString(),
      ...(client.sandbox ? { sandbox: true } : {}),
    },
  });
  logger.info('gmail-connected', { userId: payload.userId, agentId: payload.agentId, sandbox: client.sandbox });
  return { status: 'connected' };
}
