/**
 * The heartbeat of a chat request's key lease: while the request runs, its claim is renewed
 * every `chatLimits.idempotencyLeaseRenewMs` to a lease of `chatLimits.idempotencyLeaseMs`, so
 * a worker that dies stops renewing and its key is free within one lease, while a live request
 * (a 120 s turn and the storing after it) keeps its key.
 */
import type {
  ChatRequestKeyHolder,
  ChatRequestKeysRepository,
} from '../../db/repositories/chat-request-keys-repository.ts';
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
}

/** Starts renewing `holder`'s lease; the returned function stops it (call it once the
 * request's end is recorded). */
export function startLeaseHeartbeat(context: LeaseHeartbeatContext): () => void {
  const { holder, repository, now, logger, requestId } = context;
  const startedAt = now();
  let renewing = false;
  let stopped = false;
  const stopTimer = context.timer(chatLimits.idempotencyLeaseRenewMs, () => {
    // One renewal at a time: a slow database must not pile them up.
    if (stopped || renewing) return;
    if (now() - startedAt >= chatLimits.idempotencyLeaseMaxMs) {
      stop();
      return;
    }
    renewing = true;
    repository.renew(holder, new Date(now() + chatLimits.idempotencyLeaseMs))
      .then((held) => {
        if (held) return;
        // The lease ran out before a renewal reached the database, and another request took
        // the key over: this request's end can no longer be recorded under it.
        logger.warn('idempotency-lease-lost', { requestId });
        stop();
      })
      .catch((error: unknown) => {
        // The next tick tries again; the lease outlasts a few failed renewals.
        logger.warn('idempotency-lease-renew-failed', {
          requestId,
          message: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        renewing = false;
      });
  });
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    stopTimer();
  };
  return stop;
}
