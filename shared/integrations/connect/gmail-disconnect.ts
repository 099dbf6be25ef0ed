import { isSandboxCredential } from '../local-sandbox.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { gmailCredentialProvider, parseGmailToken } from '../gmail/gmail-token.ts';
import { revokeGoogleToken } from '../google-oauth/revoke-google-token.ts';
import { connectLimits } from './connect-limits.ts';
import { describeIntegration } from './describe-integrations.ts';
import type { IntegrationsDependencies, IntegrationStorage } from './integrations-dependencies.ts';
import { agentBodySchema } from './request-schemas.ts';
import { requireOwnedAgent, requireStorage } from './route-guards.ts';

/**
 * Revokes the stored grant where it was issued: Google's revoke endpoint, or the
 * sandbox's for a sandbox credential (which cannot be revoked without the gateway). The
 * refresh token is revoked when there is one, which ends the whole grant. True only when
 * the issuer confirmed it.
 */
async function revokeStoredGrant(
  dependencies: IntegrationsDependencies,
  storage: IntegrationStorage,
  userId: string,
  signal: AbortSignal,
): Promise<boolean> {
  const lookup = await storage.credentials.get(userId, gmailCredentialProvider);
  if (lookup.status !== 'ok') return false;
  const token = parseGmailToken(lookup.secret);
  const revokeUrl = isSandboxCredential(lookup.metadata)
    ? dependencies.sandbox?.google.revokeUrl
    : dependencies.configuration.googleRevokeUrl;
  if (token === null || revokeUrl === undefined) {
    dependencies.logger.warn('gmail-revoke-skipped', {
      userId,
      reason: token === null ? 'unreadable-token' : 'sandbox-unavailable',
    });
    return false;
  }
  const result = await revokeGoogleToken(revokeUrl, token.refresh_token ?? token.access_token, {
    fetch: dependencies.fetch,
    signal: AbortSignal.any([signal, AbortSignal.timeout(connectLimits.googleTimeoutMs)]),
  });
  if (!result.revoked) dependencies.logger.warn('gmail-revoke-failed', { userId, detail: result.detail });
  return result.revoked;
}

/**
 * `POST /integrations/gmail/disconnect` `{ agentId }` → `{ integration, revoked }`. The
 * grant is revoked at Google, then the stored tokens are deleted whatever Google said:
 * `revoked: false` tells the user the grant may still show in their Google account.
 */
export async function disconnectGmail(request: Request, dependencies: IntegrationsDependencies): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, agentBodySchema, connectLimits.maxBodyBytes);
  const agent = await requireOwnedAgent(dependencies, body.agentId, user);
  const storage = requireStorage(dependencies);
  const revoked = await revokeStoredGrant(dependencies, storage, user.userId, request.signal);
  await storage.credentials.delete(user.userId, gmailCredentialProvider);
  dependencies.logger.info('gmail-disconnected', { userId: user.userId, revoked });
  return jsonResponse({ integration: await describeIntegration(dependencies, agent, user.userId, 'gmail'), revoked });
}
