/**
 * The callback's work once its state's signature checked out: consume the state row with
 * Google's answer. A consent is not finished here — the browser that arrives is not known
 * to be the user's who started the flow — but kept for the completion: Google's code goes
 * into the row (encrypted) and the browser gets a one-time completion code to take back to
 * the app. Every way it can end is a {@link CallbackOutcome}; the caller turns it into the
 * redirect.
 */
import type { OAuthStateRefusal } from '../../db/repositories/oauth-states-repository.ts';
import type { CallbackOutcome } from './callback-redirect.ts';
import { completionCodeHashOf, createCompletionCode } from './completion-code.ts';
import { connectLimits } from './connect-limits.ts';
import type { GmailConnectFailureReason } from './gmail-connect-failure.ts';
import type { IntegrationsDependencies, IntegrationStorage } from './integrations-dependencies.ts';
import type { OAuthStatePayload } from './oauth-state-signer.ts';

const refusalReasons: Record<OAuthStateRefusal, GmailConnectFailureReason> = {
  used: 'state_already_used',
  expired: 'state_expired',
  missing: 'state_expired',
  mismatch: 'invalid_state',
};

const failed = (reason: GmailConnectFailureReason): CallbackOutcome => ({ status: 'error', reason });

/** Takes Google's answer in `parameters` for the flow of `payload`. */
export async function handOffGmailConsent(
  dependencies: IntegrationsDependencies,
  storage: IntegrationStorage,
  payload: OAuthStatePayload,
  parameters: URLSearchParams,
): Promise<CallbackOutcome> {
  const now = dependencies.clock();
  if (payload.expiresAt.getTime() <= now.getTime()) return failed('state_expired');
  const binding = { userId: payload.userId, agentId: payload.agentId, returnTo: payload.returnTo };
  const googleError = parameters.get('error');
  const code = parameters.get('code');
  const usable = googleError === null && code !== null && code.length > 0 &&
    code.length <= connectLimits.maxAuthorizationCodeChars;
  if (!usable) {
    // Consumed all the same: no state works twice, Google's refusals included.
    const consumed = await storage.oauthStates.consume(payload.nonce, binding, now);
    if (!consumed.ok) return failed(refusalReasons[consumed.reason]);
    if (googleError === null) return failed('authorization_failed');
    dependencies.logger.info('gmail-connect-declined', { userId: payload.userId, error: googleError.slice(0, 60) });
    return failed(googleError === 'access_denied' ? 'access_denied' : 'authorization_failed');
  }

  const completionCode = createCompletionCode(dependencies.randomBytes);
  const consumed = await storage.oauthStates.consume(payload.nonce, binding, now, {
    authorizationCode: code,
    completionCodeHash: await completionCodeHashOf(completionCode),
    completionExpiresAt: new Date(now.getTime() + connectLimits.completionLifetimeMs),
  });
  if (!consumed.ok) return failed(refusalReasons[consumed.reason]);
  dependencies.logger.info('gmail-consent-received', { userId: payload.userId, agentId: payload.agentId });
  return { status: 'pending', completionCode };
}
