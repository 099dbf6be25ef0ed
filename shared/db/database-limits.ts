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
  /** How long the circuit stays open before one request probes the database again; also
   * the `Retry-After` a caller is told. Short, so recovery is noticed quickly. */
  circuitOpenMilliseconds: 5_000,
} as const;
