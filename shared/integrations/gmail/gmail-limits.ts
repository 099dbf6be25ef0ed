/**
 * Every bound of the Gmail integration, in one place, with the reason for its value.
 */
export const gmailLimits = {
  /** Gmail's own ceiling is far higher; a model sending to more than this many people
   * at once is far more likely a mistake than a mailing. Per field (to, cc, bcc). */
  maxRecipientsPerField: 100,
  /** RFC 5321 caps an address path at 254 characters. */
  maxAddressChars: 254,
  /** A subject that still fits one RFC 5322 header line (998) once encoded. */
  maxSubjectChars: 500,
  /** Bodies a model writes; keeps the raw message far below Gmail's 35 MB API limit. */
  maxBodyChars: 200_000,
  /** Gmail search queries longer than this are not something a user typed. */
  maxQueryChars: 500,
  maxLabelChars: 100,
  /** The most messages one read or search returns (each costs a `messages.get`). */
  maxResults: 50,
  defaultResults: 10,
  /** `messages.get` calls in flight at once for one read: fast, yet well inside Gmail's
   * per-user quota (250 units a second, 5 units a get). */
  getConcurrency: 5,
  /** The most text of one body shown to the model. */
  maxBodyCharsShown: 2_000,
  /** Roughly what all bodies of one result may take together, so that fifty messages do
   * not overflow the executor's 20,000-character result cap: each gets an equal share. */
  bodyBudgetChars: 18_000,
  /** What the fixed fields of one message (ids, headers, snippet, keys) take, about. */
  perMessageOverheadChars: 300,
  /** A body share smaller than this is no use: the snippet says as much. */
  minBodyCharsShown: 100,
  /** A send is one request; past this the executor reports that it may or may not have
   * gone out. */
  sendTimeoutMs: 20_000,
  /** An identical email sent again in the same conversation within this long is asked
   * about first: long enough to catch "try again" after an unclear answer, short enough
   * that a weekly reminder sent again on purpose does not become a question. */
  duplicateSendWindowMs: 10 * 60_000,
  /** After Gmail failed in a way that leaves open whether it sent (a 5xx, a connection lost
   * after the request went out), "not in the Sent mailbox" is trusted only this long after
   * the failure: Gmail's search index shows a sent message seconds after the send, but can
   * lag behind, and "not found" taken as "not sent" too early sends a second copy. Until
   * then the model and the user are told it may have been sent and when it will be known. */
  sentSearchConsistencyMs: 5 * 60_000,
  /** A request that claimed a Message-ID counts as alive this long: longer than its whole
   * send (`sendTimeoutMs`), so a live sender is never mistaken for a dead one. Past it the
   * claimant was killed, and its send is unknown until the consistency window has passed. */
  sendClaimLeaseMs: 60_000,
  /** A request finding the same email being sent by another one waits this long for its
   * outcome (two tabs sending at once), checking every `sendClaimPollMs`. */
  sendClaimWaitMs: 5_000,
  sendClaimPollMs: 200,
  /** A send intent still open this long belongs to a call that is no longer running (every
   * call ends within the turn deadline, 120 s; a send within its lease): its worker was
   * killed, and the send is settled (settle-open-sends.ts). */
  openSendSettleAgeMs: 5 * 60_000,
  /** gmail-api settles the open sends of the user it just served, after the response: at
   * most this many intents a time, none started after `openSendSettleBudgetMs`, and once per
   * `openSendSettleEveryMs` per user and worker, so it costs a request one indexed query at
   * most and never holds or fails it. */
  openSendSettleMaxIntents: 3,
  openSendSettleBudgetMs: 5_000,
  openSendSettleEveryMs: 60_000,
  /** A read of fifty messages is ten rounds of five gets. */
  readTimeoutMs: 30_000,
  /** A header (From, To, Subject, Date) shown to the model is cut to this. */
  maxHeaderCharsShown: 300,
  /** Access tokens are treated as expired this long before their stated expiry, so a
   * token does not run out between the check and Gmail reading it. */
  tokenExpirySkewMs: 60_000,
  /** Base64 lines in a MIME body (RFC 2045). */
  base64LineChars: 76,
  /** Bytes of UTF-8 per RFC 2047 encoded word: 39 bytes are 52 base64 characters, 64
   * with `=?UTF-8?B?` and `?=`, so even the first line, after `Subject: `, stays within
   * RFC 2047's 76 characters a line (and each word within its 75). */
  encodedWordBytes: 39,
} as const;
