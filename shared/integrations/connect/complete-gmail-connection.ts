/**
 * The completion's work once the flow's own user has presented its completion code:
 * exchange Google's code (with the PKCE verifier), insist on a refresh token and the Gmail
 * scopes, read the account address, store the tokens. Every way it can end is a
 * {@link GmailConnectOutcome}; the route turns it into its answer.
 */
import type { ClaimedCompletion } from '../../db/repositories/oauth-states-repository.ts';
import { gmailCredentialProvider, type GmailToken } from '../gmail/gmail-token.ts';
import { exchangeAuthorizationCode } from '../google-oauth/exchange-code.ts';
import { fetchGoogleAccount } from '../google-oauth/fetch-google-account.ts';
import { type GoogleOAuthClient, sandboxGoogleClient } from '../google-oauth/google-oauth-client.ts';
import { missingGmailScopes } from '../google-oauth/google-oauth-scopes.ts';
import { revokeGoogleToken } from '../google-oauth/revoke-google-token.ts';
import { connectLimits } from './connect-limits.ts';
import type { GmailConnectFailureReason } from './gmail-connect-failure.ts';
import type { IntegrationsDependencies, IntegrationStorage } from './integrations-dependencies.ts';

/** How a completion ended. */
export type GmailConnectOutcome = { readonly status: 'connected'; readonly account: string } | {
  readonly status: 'error';
  readonly reason: GmailConnectFailureReason;
};

const failed = (reason: GmailConnectFailureReason): GmailConnectOutcome => ({ status: 'error', reason });

/** The client the flow started with: the sandbox's for a sandbox flow (only next to the
 * gateway), else the configured one. */
function clientFor(
  dependencies: IntegrationsDependencies,
  sandboxFlow: boolean,
): GoogleOAuthClient | GmailConnectFailureReason {
  if (sandboxFlow) {
    return dependencies.sandbox === undefined ? 'sandbox_unavailable' : sandboxGoogleClient(dependencies.sandbox);
  }
  const { google } = dependencies.configuration;
  return google.configured && !google.client.sandbox ? google.client : 'not_configured';
}

/** Finishes the flow of `completion`: its user's Gmail is connected, or nothing is stored. */
export async function completeGmailConnection(
  dependencies: IntegrationsDependencies,
  storage: IntegrationStorage,
  completion: ClaimedCompletion,
  signal: AbortSignal,
): Promise<GmailConnectOutcome> {
  const { logger } = dependencies;
  const { userId } = completion;
  const client = clientFor(dependencies, completion.sandbox);
  const redirectUri = dependencies.configuration.redirectUri;
  if (typeof client === 'string') return failed(client);
  if (redirectUri === null) return failed('not_configured');

  const call = () => ({
    fetch: dependencies.fetch,
    signal: AbortSignal.any([signal, AbortSignal.timeout(connectLimits.googleTimeoutMs)]),
  });
  const exchange = await exchangeAuthorizationCode(client, {
    code: completion.authorizationCode,
    codeVerifier: completion.codeVerifier,
    redirectUri,
    ...call(),
  });
  if (exchange.kind !== 'exchanged') {
    logger.warn('gmail-connect-failed', {
      userId,
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
    logger.warn('gmail-connect-failed', { userId, stage: 'code-exchange', kind: 'no-refresh-token' });
    return failed('missing_refresh_token');
  }
  const missing = exchange.scope === null ? [] : missingGmailScopes(exchange.scope);
  if (missing.length > 0) {
    // A grant without the Gmail scopes is of no use: give it back rather than keep it.
    await revokeGoogleToken(client.revokeUrl, exchange.refreshToken, call());
    logger.warn('gmail-connect-failed', { userId, stage: 'scopes', missing });
    return failed('insufficient_scopes');
  }
  const account = await fetchGoogleAccount(client.userinfoUrl, exchange.accessToken, call());
  if (!account.ok) {
    logger.warn('gmail-connect-failed', { userId, stage: 'userinfo', detail: account.detail });
    return failed('temporarily_unavailable');
  }

  const now = dependencies.clock();
  const expiresAt = exchange.expiresInSeconds === null
    ? null
    : new Date(now.getTime() + exchange.expiresInSeconds * 1000);
  const token: GmailToken = {
    access_token: exchange.accessToken,
    refresh_token: exchange.refreshToken,
    expires_at: expiresAt?.toISOString() ?? null,
  };
  await storage.credentials.save(userId, gmailCredentialProvider, JSON.stringify(token), {
    expiresAt,
    metadata: {
      account: account.email,
      scopes: exchange.scope ?? '',
      connectedAt: now.toISOString(),
      ...(client.sandbox ? { sandbox: true } : {}),
    },
  });
  logger.info('gmail-connected', { userId, agentId: completion.agentId, sandbox: client.sandbox });
  return { status: 'connected', account: account.email };
}
