import { maxChatMessageChars } from '../protocol/chat-request.ts';

/** Bounds of one chat turn, with the reasons for their values. */
export const chatLimits = {
  /** Model calls in one turn, all told. Three retry rounds, two nudges and the final
   * answer fit with room for a multi-step task; a model looping past this is cut off. */
  maxSteps: 10,
  /** Rounds in which the model is asked to fix failed tool calls. */
  maxRetryRounds: 3,
  /** Temperature for retry rounds: a little more variety than the agent's base, so the
   * model does not repeat the same mistake word for word. */
  retryTemperature: 0.7,
  /** Empty model answers (no text, no tool calls) nudged before giving up. */
  maxEmptyResponses: 2,
  /** Invalid calls to one tool in a row before the fallback tool caller is asked. */
  maxToolFailures: 3,
  /** Characters of a user message (a limit of the wire protocol: shared/protocol/chat-request.ts). */
  maxMessageChars: maxChatMessageChars,
  /** History messages loaded into a turn (older ones stay in the database). */
  maxHistoryMessages: 60,
  /** Wall-clock bound of one turn, from the request's arrival (`PARLEY_TURN_DEADLINE_MS`
   * overrides it). Hosted Supabase answers 504 on its own to a request that has sent no
   * response within 150 s, and ends a free-plan worker at 150 s wall clock: stopping at
   * 120 s leaves time to store what the turn did, write its log rows and answer with
   * Parley's own `turn_deadline` error instead of the platform's empty 504. */
  turnDeadlineMs: 120_000,
  /** How long after the deadline the caller may wait for its answer at most. The model loop
   * stops at the deadline; storing what the turn did, settling its `Idempotency-Key` and
   * closing its tools must then be over within this margin, whatever the database does (a
   * connection opening takes up to 3 s, a query on a silent socket 20 s): what is not is
   * given up, and the caller is answered (503 `turnSaved: false` when its turn is not stored).
   * One second holds a store's few round trips on a live database many times over. */
  turnAnswerMarginMs: 1_000,
  /** Interval of the SSE comment heartbeat (`: ping`). Proxies and load balancers commonly
   * cut a connection idle for 30–60 s; a turn waiting on a slow model can be silent that
   * long, so a comment every 15 s keeps it open. */
  heartbeatIntervalMs: 15_000,
  /** First wait before storing a turn again after a database outage; it doubles up to
   * `storeRetryMaxDelayMs`. Stores are retried until the turn's deadline, so a short
   * outage (a failover, a pooler restart) costs a few seconds instead of the turn. */
  storeRetryFirstDelayMs: 250,
  storeRetryMaxDelayMs: 2_000,
  /** Time a store's last try gets: a wait that would leave less is shortened to leave this.
   * A store is a few round trips, milliseconds on a live database; a database back a moment
   * before the answer is due still gets the turn. */
  storeRetryLastTryMs: 200,
  /** How long a new conversation (created with the user's message) is tried again after a
   * database outage, from the request's arrival or less when the turn's deadline is nearer. A
   * lost answer (the create committed, its answer reset) is found by the next try a quarter
   * second later; an outage is answered 503 within about 2 s, not held until the deadline
   * while the caller has heard nothing yet. */
  createConversationRetryMs: 2_000,
  /** Tries of one store, all told, whatever the clock says: a bound that holds even when
   * the waits are not real time (tests, a clock that stands still). */
  maxStoreAttempts: 30,
  /** How long an `Idempotency-Key` of `POST /chat` returns its first answer (Stripe's 24 h):
   * longer than any client retries; a later request with the key runs as a new one. */
  idempotencyKeyTtlMs: 24 * 60 * 60 * 1000,
  /** The lease of a key's claim while its request runs: renewed every
   * `idempotencyLeaseRenewMs`, so a key whose worker died (SIGKILL, a crash) is free again
   * within about this long, while a live request keeps it. Three renewals fit in one lease,
   * so one or two that fail (a database blip) do not lose it. */
  idempotencyLeaseMs: 30_000,
  idempotencyLeaseRenewMs: 10_000,
  /** How long one renewal may wait for the database before it is given up and tried again at
   * once (on a fresh connection): a renewal that waited out the 20 s query deadline would leave
   * the lease no time for another. A renewal is one short statement; 5 s is many round trips. */
  idempotencyLeaseRenewTimeoutMs: 5_000,
  /** Tries of a renewal that failed fast (connection refused) are this far apart at least, so
   * an outage is not hammered; one that timed out is tried again at once. */
  idempotencyLeaseRenewRetryMs: 1_000,
  /** No request runs longer than this (Supabase stops it at 150 s): a lease is not renewed
   * past it, so a request whose end was never recorded cannot hold its key for ever. */
  idempotencyLeaseMaxMs: 180_000,
  /** How long settling a key (storing its answer, or giving it back) may hold the caller's
   * answer at most, within the answer margin: the reply is stored already, and a key that
   * could not be settled is free again when its lease runs out, its retry then answered from
   * the stored reply (idempotency/answered-retry.ts). One short statement; 2 s is plenty. */
  idempotencySettleMs: 2_000,
  /** What a request arriving while the first one with its key runs is told to wait when the
   * first one's lease is not known; else the time until that lease runs out (when the key is
   * free for it), at most `idempotencyRetryAfterMaxSeconds`: a live request renews its lease
   * every 10 s, so a retry told to come back by then gets its answer soon after it is there. */
  idempotencyRetryAfterSeconds: 2,
  idempotencyRetryAfterMaxSeconds: 10,
  /** Characters of an `Idempotency-Key` (Stripe's limit). */
  maxIdempotencyKeyChars: 255,
} as const;
