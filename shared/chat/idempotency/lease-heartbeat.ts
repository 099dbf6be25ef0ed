/**
 * The heartbeat of a chat request's key lease: while the request runs, its claim is renewed
 * every `chatLimits.idempotencyLeaseRenewMs` to a lease of `chatLimits.idempotencyLeaseMs`, so
 * a worker that dies stops renewing and its key is free within one lease, while a live request
 * (a 120 s turn and the storing after it) keeps its key.
 *
 * A renewal waits `chatLimits.idempotencyLeaseRenewTimeoutMs` at most and is tried again at
 * once when it fails or times out, until one gets through: the lease is lost only when the
 * database cannot be reached until it runs out (see docs/reliability.md), never because one
 * renewal waited out the query deadline and the next tick was skipped.
 */
import type {
  ChatRequestKeyHolder,
  ChatRequestKeysRepository,
} from '../../db/repositories/chat-request-keys-repository.ts';
import { withQueryTimeout } from '../../db/query-timeout.ts';
import type { Logger } from '../../log/logger.ts';
import { chatLimits } from '../chat-limits.ts';

/** A repeating timer: calls `tick` every `intervalMs` until the returned function is called. */
export type RepeatingTimer = (intervalMs: number, tick: () => void) => () => void;

/** {@link RepeatingTimer} on the platform's `setInterval`. */
export const intervalTimer: RepeatingTimer = (intervalMs, tick) => {
  const interval = setInterval(tick, intervalMs);
  return () => clearInterval(interval);
};

/** What a heartbeat needs. */
export interface LeaseHeartbeatContext {
  readonly holder: ChatRequestKeyHolder;
  readonly repository: ChatRequestKeysRepository;
  readonly now: () => number;
  readonly timer: RepeatingTimer;
  readonly logger: Logger;
  readonly requestId: string;
  /** Told the lease's new end (in `now`'s time) after each renewal that got through. */
  readonly renewed?: (until: number) => void;
}

/** Resolves after `milliseconds` (a platform timer, as the renewal's own timeout). */
function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** Starts renewing `holder`'s lease; the returned function stops it (call it once the
 * request's end is recorded). */
export function startLeaseHeartbeat(context: LeaseHeartbeatContext): () => void {
  const { holder, repository, now, logger, requestId } = context;
  const startedAt = now();
  let renewing = false;
  let stopped = false;
  const tooOld = (): boolean => now() - startedAt >= chatLimits.idempotencyLeaseMaxMs;

  /** One renewal: true when it got an answer (held or lost), false when it should be tried
   * again. */
  const renewOnce = async (): Promise<boolean> => {
    const triedAt = now();
    const until = triedAt + chatLimits.idempotencyLeaseMs;
    try {
      const held = await withQueryTimeout(
        () => repository.renew(holder, new Date(until)),
        chatLimits.idempotencyLeaseRenewTimeoutMs,
      );
      if (held) context.renewed?.(until);
      if (!held) {
        // The lease ran out before a renewal reached the database, and another request took
        // the key over: this request's end can no longer be recorded under it.
        logger.warn('idempotency-lease-lost', { requestId });
        stop();
      }
      return true;
    } catch (error: unknown) {
      logger.warn('idempotency-lease-renew-failed', {
        requestId,
        message: error instanceof Error ? error.message : String(error),
      });
      // Timed out: again at once (the stalled statement keeps its connection until the
      // client's query deadline; the next goes out on another). Failed fast: not sooner than
      // the retry interval after the last try.
      const wait = chatLimits.idempotencyLeaseRenewRetryMs - (now() - triedAt);
      if (wait > 0) await pause(wait);
      return false;
    }
  };

  const stopTimer = context.timer(chatLimits.idempotencyLeaseRenewMs, () => {
    // One renewal at a time: a slow database must not pile them up.
    if (stopped || renewing) return;
    if (tooOld()) {
      stop();
      return;
    }
    renewing = true;
    void (async () => {
      try {
        while (!stopped && !tooOld() && !(await renewOnce()));
      } finally {
        renewing = false;
      }
    })();
  });
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    stopTimer();
  };
  return stop;
}
