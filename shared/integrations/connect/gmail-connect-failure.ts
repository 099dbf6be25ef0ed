/**
 * Why a Gmail connection did not complete: a closed set a web app can branch on, each with
 * the sentence a person is told. The callback's redirect carries them as `reason` and
 * `message`; the completion route's refusals carry them as `reason` beside their code.
 */

/** Why a connection did not complete. */
export type GmailConnectFailureReason =
  | 'access_denied'
  | 'authorization_failed'
  | 'state_expired'
  | 'state_already_used'
  | 'invalid_state'
  | 'wrong_user'
  | 'code_rejected'
  | 'missing_refresh_token'
  | 'insufficient_scopes'
  | 'not_configured'
  | 'sandbox_unavailable'
  | 'temporarily_unavailable';

/** What the user is told for each reason. */
export const gmailConnectFailureMessages: Record<GmailConnectFailureReason, string> = {
  access_denied: "Gmail was not connected: access was declined on Google's consent screen.",
  authorization_failed: 'Google could not complete the authorization. Try connecting Gmail again.',
  state_expired: 'The Gmail connection took longer than 10 minutes and expired. Start connecting again.',
  state_already_used: 'This Gmail connection link was already used. Start connecting again if Gmail is not connected.',
  invalid_state: 'This Gmail connection link is not valid. Start connecting again.',
  wrong_user:
    'This Gmail connection was started by another account, so nothing was connected. To connect your own Gmail, click Connect Gmail while signed in as yourself; never finish a connection link someone else sent you.',
  code_rejected: 'Google did not accept the authorization (it may have been used or expired). Start connecting again.',
  missing_refresh_token:
    'Google did not grant offline access, so the connection could not last. Remove Parley under https://myaccount.google.com/permissions, then connect again and approve the consent screen.',
  insufficient_scopes:
    "Gmail needs both permissions (send, and read and search your mail): connect again and leave both ticked on Google's consent screen.",
  not_configured: 'Gmail connections are not set up correctly on this server. Tell its administrator.',
  sandbox_unavailable:
    'This connection was started against the local sandbox, which is not running here. Start connecting again.',
  temporarily_unavailable:
    'Google or the server could not be reached to finish connecting Gmail. Start connecting again in a moment.',
};
