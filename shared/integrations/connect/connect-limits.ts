/** The integrations function's bounds, with their reasons. */
export const connectLimits = {
  /** How long a started Gmail connection may take: long enough to sign in to Google (and
   * pass two-factor), short enough that a leaked state is soon worthless. */
  stateLifetimeMs: 10 * 60_000,
  /** How long the app has to finish a connection Google consented to
   * (`POST /integrations/gmail/complete`): a redirect and a request take seconds, but the
   * user may have to sign in to the app first. The code is single use either way. */
  completionLifetimeMs: 10 * 60_000,
  /** Google's authorization codes are ~100 characters; a longer one is not Google's. */
  maxAuthorizationCodeChars: 2_048,
  /** Request bodies: an agent id, a return URL, an API key. */
  maxBodyBytes: 16 * 1024,
  /** A signed state is ~400 characters; anything much longer is not one of ours. */
  maxStateChars: 2_048,
  /** The longest `returnTo` accepted (and stored). */
  maxReturnToChars: 2_048,
  /** One call to Google's token, userinfo or revoke endpoint. */
  googleTimeoutMs: 10_000,
  /** The one search a `verify: true` makes. */
  verifyTimeoutMs: 8_000,
  /** How far back the list looks in the tool log for last use and last failure, so an
   * integration never used costs a bounded index walk. */
  usageLookbackDays: 90,
  /** Expired state rows deleted per connect (the sweep keeps the table small without a job). */
  expiredStateSweep: 100,
} as const;
