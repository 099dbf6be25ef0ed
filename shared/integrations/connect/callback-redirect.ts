/**
 * How the Gmail callback ends: a 303 to the app's `returnTo` with
 * `integration=gmail&status=pending&code=<completion code>` once Google consented (the app
 * finishes with `POST /integrations/gmail/complete`), or
 * `status=error&reason=<code>&message=<text>` (gmail-connect-failure.ts).
 */
import { gmailConnectFailureMessages, type GmailConnectFailureReason } from './gmail-connect-failure.ts';

/** How a callback ended. */
export type CallbackOutcome = { readonly status: 'pending'; readonly completionCode: string } | {
  readonly status: 'error';
  readonly reason: GmailConnectFailureReason;
};

/** The 303 to `returnTo` for `outcome`. No caching, and no Referer carrying the codes onwards. */
export function callbackRedirect(returnTo: string, outcome: CallbackOutcome): Response {
  const url = new URL(returnTo);
  url.searchParams.set('integration', 'gmail');
  url.searchParams.set('status', outcome.status);
  if (outcome.status === 'pending') url.searchParams.set('code', outcome.completionCode);
  else {
    url.searchParams.set('reason', outcome.reason);
    url.searchParams.set('message', gmailConnectFailureMessages[outcome.reason]);
  }
  return new Response(null, {
    status: 303,
    headers: { location: url.toString(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
