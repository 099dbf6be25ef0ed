/** How long Parley waits for, and on, a database that does not answer. */
export const databaseLimits = {
  /**
   * postgres.js `connect_timeout`: a reachable server (or Supabase's pooler) accepts a
   * connection in well under a second; waiting longer only makes an outage slow to report.
   */
  connectTimeoutSeconds: 3,
  /** Consecutive connection failures that open the circuit: one failure may be a blip
   * (a pooler restart), three in a row is an outage. */
  circuitFailureThreshold: 3,
  /** How long the circuit stays open before the next call probes the database again; also
   * the `Retry-After` a caller is told (whole seconds, at least 1). One second: a database
   * back after a short cut serves again within about a second, while an outage still costs
   * each worker at most one connection attempt a second. */
  circuitOpenMilliseconds: 1_000,
  /**
   * Server-side `statement_timeout`, sent as a startup parameter: Parley's statements take
   * milliseconds, so one still running after 15 s is an overload (or a lock pile-up) the
   * caller should retry later, and the server cancels it (SQLSTATE 57014) instead of letting
   * it eat the chat turn's 120 s deadline and the platform's 150 s wall clock.
   */
  statementTimeoutMilliseconds: 15_000,
  /**
   * Client-side deadline for one query, script or whole transaction. Longer than the
   * statement timeout so that a live server answers (with 57014) first; reached only when
   * nothing comes back at all, a socket gone silent without closing. 20 s keeps a stuck
   * call well inside the 120 s turn deadline, so the caller still gets a 503 to retry.
   */
  queryTimeoutMilliseconds: 20_000,
} as const;
