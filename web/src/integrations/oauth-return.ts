/**
 * Reads where the Gmail OAuth flow sent the browser back: `?integration=gmail&status=pending&code=<completion code>`
 * once Google consented (the page finishes with `POST /integrations/gmail/complete`), or
 * `status=error&reason=<code>&message=<text>` (docs/integrations.md, the callback). Only the
 * reason is read: the notice is the app's own words for a known reason, never the URL's
 * `message`, which anyone can write into a link (a phishing aid shown as the app's notice).
 */
import {
  gmailConnectFailureMessages,
  type GmailConnectFailureReason,
} from '../../../shared/integrations/connect/gmail-connect-failure.ts';

/** The outcome of a connect flow, when the URL carries one. */
export type OAuthReturn =
  | { readonly integration: string; readonly status: 'pending'; readonly code: string }
  | { readonly integration: string; readonly status: 'error'; readonly reason: string; readonly message: string };

/** The notice for a reason this app does not know. */
const unknownFailure = 'The connection failed. Start connecting again.';

function isKnownReason(reason: string): reason is GmailConnectFailureReason {
  return Object.hasOwn(gmailConnectFailureMessages, reason);
}

/** The outcome in `search`, or null when there is none. */
export function readOAuthReturn(search: string): OAuthReturn | null {
  const parameters = new URLSearchParams(search);
  const integration = parameters.get('integration');
  const status = parameters.get('status');
  if (integration === null) return null;
  if (status === 'pending') {
    const code = parameters.get('code');
    return code === null || code === '' ? null : { integration, status, code };
  }
  if (status !== 'error') return null;
  const reason = parameters.get('reason') ?? 'unknown';
  return {
    integration,
    status,
    reason,
    message: isKnownReason(reason) ? gmailConnectFailureMessages[reason] : unknownFailure,
  };
}

/** `search` without the OAuth outcome's parameters (the completion code among them). */
export function withoutOAuthReturn(search: string): string {
  const parameters = new URLSearchParams(search);
  for (const name of ['integration', 'status', 'code', 'reason', 'message']) parameters.delete(name);
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
}
