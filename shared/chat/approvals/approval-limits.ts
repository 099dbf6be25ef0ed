/** Bounds of paused turns, with their reasons. */
export const approvalLimits = {
  /** How long a pending approval can be answered: a day, so "approve it tomorrow morning"
   * works, and a stale approval does not act on a conversation the user moved on from. */
  defaultTtlMs: 24 * 60 * 60 * 1000,
  /** A resume taken by a worker this long ago is presumed dead and may be taken over:
   * longer than any request can run (150 s on Supabase). */
  staleResumeMs: 180_000,
} as const;
