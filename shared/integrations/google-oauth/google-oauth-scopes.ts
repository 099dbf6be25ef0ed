/**
 * The scopes Parley asks Google for when a user connects Gmail: the narrowest ones the
 * Gmail tools need (see shared/integrations/gmail/gmail-actions.ts), plus `openid email`
 * so the connection can show which address it is.
 */

/** `gmail_send_email`: `users.messages.send`. */
export const gmailSendScope = 'https://www.googleapis.com/auth/gmail.send';
/** `gmail_read_emails`, `gmail_search_emails`: `users.messages.list` and `.get` with `q`
 * (gmail.metadata cannot search, gmail.modify would also allow changes). */
export const gmailReadonlyScope = 'https://www.googleapis.com/auth/gmail.readonly';

/** The Gmail scopes a connection must have been granted for every Gmail tool to work. */
export const requiredGmailScopes: readonly string[] = [gmailSendScope, gmailReadonlyScope];

/** Everything the authorization request asks for, in order. */
export const gmailConnectScopes: readonly string[] = ['openid', 'email', ...requiredGmailScopes];

/** The required scopes a token answer's space-separated `scope` lacks. Google may let a
 * user untick scopes on its consent screen, so a granted set is not the requested one. */
export function missingGmailScopes(granted: string): string[] {
  const scopes = new Set(granted.split(/\s+/).filter((scope) => scope.length > 0));
  return requiredGmailScopes.filter((scope) => !scopes.has(scope));
}
