import type { CompletionClaim } from '../../db/repositories/oauth-states-repository.ts';
import { databaseUnavailableOf } from '../../db/database-unavailable.ts';
import { HttpError, type HttpErrorCode } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { type AuthenticatedUser, requireUser } from '../../http/require-user.ts';
import { completeGmailConnection } from './complete-gmail-connection.ts';
import { completionCodeHashOf } from './completion-code.ts';
import { connectLimits } from './connect-limits.ts';
import { describeIntegration } from './describe-integrations.ts';
import { gmailConnectFailureMessages, type GmailConnectFailureReason } from './gmail-connect-failure.ts';
import type { IntegrationsDependencies, IntegrationStorage } from './integrations-dependencies.ts';
import { completeBodySchema } from './request-schemas.ts';
import { requireOwnedAgent, requireStorage } from './route-guards.ts';

/** The answer to each reason a completion can fail for. */
const refusalCodes: Record<GmailConnectFailureReason, HttpErrorCode> = {
  invalid_state: 'invalid_state',
  state_expired: 'connect_expired',
  state_already_used: 'connect_already_used',
  wrong_user: 'connect_wrong_user',
  access_denied: 'connect_refused',
  authorization_failed: 'connect_refused',
  code_rejected: 'connect_refused',
  missing_refresh_token: 'connect_refused',
  insufficient_scopes: 'connect_refused',
  not_configured: 'not_configured',
  sandbox_unavailable: 'not_configured',
  temporarily_unavailable: 'connect_unavailable',
};

type ClaimRefusal = Extract<CompletionClaim, { ok: false }>['reason'];

const claimRefusalReasons: Record<ClaimRefusal, GmailConnectFailureReason> = {
  missing: 'invalid_state',
  unreadable: 'invalid_state',
  used: 'state_already_used',
  expired: 'state_expired',
  wrong_user: 'wrong_user',
};

function refusal(reason: GmailConnectFailureReason): HttpError {
  return new HttpError(refusalCodes[reason], gmailConnectFailureMessages[reason], { reason });
}

/**
 * `POST /integrations/gmail/complete` `{ code }` → `{ agentId, integration }`: finishes a
 * Gmail connection Google consented to, in a session of the user who started it. The code
 * is the one the callback put in the return address; it is used up by the first request
 * that presents it, whoever sends it, so a connection started by someone else is refused
 * (403 `connect_wrong_user`) and can no longer be finished by anyone. Then Google's code is
 * exchanged and the tokens stored.
 *
 * Every refusal carries a `reason` of gmail-connect-failure.ts: 400 `invalid_state` (not a
 * code this deployment issued), 410 `connect_expired`, 409 `connect_already_used`, 422
 * `connect_refused` (Google refused the grant), 503 `not_configured`, 503
 * `connect_unavailable` (Google or the server could not be reached, or anything unforeseen);
 * a database outage is 503 `database_unavailable`. None is a 500.
 */
export async function completeGmail(
  request: Request,
  dependencies: IntegrationsDependencies,
  requestId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, completeBodySchema, connectLimits.maxBodyBytes);
  const storage = requireStorage(dependencies);
  try {
    return await finishConnection(request, dependencies, requestId, { storage, user, code: body.code });
  } catch (error) {
    // Refusals and database outages have their answers already; anything else is still an
    // ending the user can act on (start again), not a 500.
    if (error instanceof HttpError || databaseUnavailableOf(error) !== null) throw error;
    dependencies.logger.error('gmail-complete-failed', {
      requestId,
      userId: user.userId,
      errorName: error instanceof Error ? error.name : typeof error,
      message: error instanceof Error ? error.message : String(error),
    });
    throw refusal('temporarily_unavailable');
  }
}

/** Claims the code for `user`, then exchanges and stores; throws the refusal of any other ending. */
async function finishConnection(
  request: Request,
  dependencies: IntegrationsDependencies,
  requestId: string,
  input: { storage: IntegrationStorage; user: AuthenticatedUser; code: string },
): Promise<Response> {
  const { storage, user } = input;
  const claim = await storage.oauthStates.claimCompletion(
    await completionCodeHashOf(input.code),
    user,
    dependencies.clock(),
  );
  if (!claim.ok) {
    if (claim.reason === 'wrong_user') {
      // Someone finished a consent link of another user's flow: the login CSRF this route
      // exists to stop, or a mistake. Both users are named for whoever investigates.
      dependencies.logger.warn('gmail-connect-wrong-user', {
        requestId,
        userId: user.userId,
        startedBy: claim.startedBy,
      });
    }
    throw refusal(claimRefusalReasons[claim.reason]);
  }
  const agent = await requireOwnedAgent(dependencies, claim.completion.agentId, user);
  const outcome = await completeGmailConnection(dependencies, storage, claim.completion, request.signal);
  if (outcome.status === 'error') throw refusal(outcome.reason);
  const integration = await describeIntegration(dependencies, agent, user.userId, 'gmail');
  return jsonResponse({ agentId: agent.id, integration }, 200, { 'cache-control': 'no-store' });
}
