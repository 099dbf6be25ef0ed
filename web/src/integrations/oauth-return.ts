/**
 * Reads where the Gmail OAuth flow sent the browser back: `?integration=gmail&status=pending&code=<completion code>`
 * once Google consented (the page finishes with `POST /integrations/gmail/complete`), or
 * `status=error&reason=<code>&message=<text>` (docs/integrations.md, the callback).
 */

/** The outcome of a connect flow, when the URL carries one. */
export type OAuthReturn =
  | { readonly integration: string; readonly status: 'pending'; readonly code: string }
  | { readonly integration: string; readonly status: 'error'; readonly reason: string; readonly message: string };

const reasons: Readonly<Record<string, string>> = {
  access_denied: 'You did not allow access.',
  state_expired: 'The connect link expired (after 10 minutes) — connect again.',
  state_already_used: 'That connect link was already used — connect again.',
  missing_refresh_token: 'Google gave no lasting access — connect again and grant consent.',
  insufficient_scopes: 'A Gmail permission was unticked — connect again and allow them all.',
};

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
    message: reasons[reason] ?? parameters.get('message') ?? 'The connection failed.',
  };
}

/** `search` without the OAuth outcome's parameters (the completion code among them). */
export function withoutOAuthReturn(search: string): string {
  const parameters = new URLSearchParams(search);
  for (const name of ['integration', 'status', 'code', 'reason', 'message']) parameters.delete(name);
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
}
