/**
 * How the Gmail callback ends: a 303 to the app's `returnTo` with
 * `integration=gmail&status=connected`, or `status=error&reason=<code>&message=<text>`.
 * The reasons are a closed set a web app can branch on; the message is for people.
 */

/** Why a connection did not complete. */
export type CallbackFailureReason =
  | 'access_denied'
  | 'authorization_failed'
  | 'state_expired'
  | 'state_already_used'
  | 'invalid_state'
  | 'code_rejected'
  | 'missing_refresh_token'
  | 'insufficient_scopes'
  | 'not_configured'
  | 'sandbox_unavailable'
  | 'temporarily_unavailable';

/** How a callback ended. */
export type CallbackOutcome = { readonly status: 'connected' } | {
  readonly status: 'error';
  readonly reason: CallbackFailureReason;
};

/** What the user is told for each reason. */
export const callbackFailureMessages: Record<CallbackFailureReason, string> = {
  access_denied: "Gmail was not connected: access was declined on Google's consent screen.",
  authorization_failed: 'Google could not complete the authorization. Try connecting Gmail again.',
  state_expired: 'The Gmail connection took longer than 10 minutes and expired. Start connecting again.',
  state_already_used: 'This Gmail connection link was already used. Start connecting again if Gmail is not connected.',
  invalid_state: 'This Gmail connection link is not valid. Start connecting again.',
  code_rejected: 'Google did not accept the authorization (it may have been used or expired). Start connecting again.',
  missing_refresh_token:
    'Google did not grant offline access, so the connection could not last. Remove Parley under https://myaccount.google.com/permissions, then connect again and approve the consent screen.',
  insufficient_scopes:
    "Gmail needs both permissions (send, and read and search your mail): connect again and leave both ticked on Google's consent screen.",
  not_configured: 'Gmail connections are not set up correctly on this server. Tell its administrator.',
  sandbox_unavailable:
    'This connection was started against the local sandbox, which is not running here. Start connecting again.',
  temporarily_unavailable:
    'Google or the server could not be reached to finish connecting Gmail. Try again in a moment.',
};

/** The 303 to `returnTo` for `outcome`. No caching, and no Referer carrying the callback's code onwards. */
export function callbackRedirect(returnTo: string, outcome: CallbackOutcome): Response {
  const url = new URL(returnTo);
  url.searchParams.set('integration', 'gmail');
  url.searchParams.set('status', outcome.status);
  if (outcome.status === 'error') {
    url.searchParams.set('reason', outcome.reason);
    url.searchParams.set('message', callbackFailureMessages[outcome.reason]);
  }
  return new Response(null, {
    status: 303,
    headers: { location: url.toString(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
