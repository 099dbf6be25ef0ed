import { HttpError } from '../../http/http-error.ts';
import { type CallbackOutcome, callbackRedirect } from './callback-redirect.ts';
import { handOffGmailConsent } from './hand-off-gmail-consent.ts';
import type { IntegrationsDependencies } from './integrations-dependencies.ts';
import { allowedReturnTo } from './return-to.ts';
import { requireStorage } from './route-guards.ts';

/**
 * `GET /integrations/gmail/callback?code&state` (or `?error&state`): where Google sends
 * the browser. Public — its authority is the signed, single-use state, not a JWT — and so
 * it connects nothing: whoever's browser arrives here consented with whichever Google
 * account it signed in to. It keeps Google's code for the completion and sends the browser
 * back to the app with a one-time completion code (`status=pending&code=…`); the app's
 * session then finishes with `POST /integrations/gmail/complete`, which only the user who
 * started the flow can.
 *
 * A state whose signature does not verify (missing, forged, altered) names no return
 * address that can be trusted, so it gets a small JSON 400 `invalid_state` and no
 * redirect. Once the signature holds, every other ending — expired, replayed, refused by
 * Google, an outage — is a 303 to the state's `returnTo` with `status=error&reason=…`;
 * nothing here answers a 500.
 */
export async function gmailCallback(
  request: Request,
  dependencies: IntegrationsDependencies,
  requestId: string,
): Promise<Response> {
  const storage = requireStorage(dependencies);
  const parameters = new URL(request.url).searchParams;
  const state = parameters.get('state');
  const payload = state === null ? null : await storage.stateSigner.verify(state);
  if (payload === null) {
    throw new HttpError(
      'invalid_state',
      'This Gmail connection link is not valid (it was not issued here, or was altered). Start connecting Gmail again from the app.',
    );
  }
  // Signed when the list allowed it; checked again in case the list has changed since.
  if (allowedReturnTo(payload.returnTo, dependencies.configuration.appUrls) === null) {
    throw new HttpError(
      'return_to_not_allowed',
      "The address this connection would return to is no longer one of this deployment's web app URLs.",
    );
  }
  let outcome: CallbackOutcome;
  try {
    outcome = await handOffGmailConsent(dependencies, storage, payload, parameters);
  } catch (error) {
    dependencies.logger.error('gmail-callback-failed', {
      requestId,
      userId: payload.userId,
      errorName: error instanceof Error ? error.name : typeof error,
      message: error instanceof Error ? error.message : String(error),
    });
    outcome = { status: 'error', reason: 'temporarily_unavailable' };
  }
  return callbackRedirect(payload.returnTo, outcome);
}
