import type { Logger } from '../../shared/log/logger.ts';
import type { DrainGate } from './drain-gate.ts';
import type { LocalEdgeRuntime } from './local-edge-runtime.ts';

/** How long each step of a shutdown may take before the next one starts anyway. Together
 * they fit the 30 s a process manager commonly grants after SIGTERM (Kubernetes' default). */
export const shutdownLimits = {
  /** Requests in flight, with the calls they make back through the listener. A chat turn
   * may run longer (its deadline is 120 s): the last `answerMs` of this are its to stop,
   * keep the user's message and answer `shutting_down`. */
  requestsMs: 20_000,
  /** The end of the drain that belongs to turns still running: this long before the drain
   * ends the functions hear `beforeunload` (as Supabase's edge runtime sends it before it
   * stops a worker), so a turn stops, stores what it has and answers; a turn that has not
   * answered even then is reported. */
  answerMs: 5_000,
  /** Closing the listener once drained (connections left idle by keep-alive). */
  serverMs: 1_000,
  /** Work handed to `EdgeRuntime.waitUntil`, the outcome log above all. */
  waitUntilMs: 10_000,
} as const;

/** Requests that are at most this many are named in the shutdown report. */
const maxReportedRequestIds = 20;

/** What a shutdown stops, in order. */
export interface ShutdownSteps {
  /** Refuses new external requests while those in flight finish (see drain-gate.ts). */
  readonly drain: Pick<DrainGate, 'startDraining' | 'drained' | 'inFlight'>;
  /** Closes the listener and resolves when its connections are closed. */
  readonly stopServer: () => Promise<void>;
  readonly edgeRuntime: LocalEdgeRuntime;
  readonly closeDatabase: () => Promise<void>;
  /** Tells the functions they are about to stop (dispatches `beforeunload` on their global
   * scope), `limits.answerMs` before the drain ends. */
  readonly announceShutdown?: () => void;
  readonly logger: Logger;
  readonly limits?: {
    readonly requestsMs: number;
    /** Part of `requestsMs`; none when absent (then nothing is announced before the end). */
    readonly answerMs?: number;
    readonly serverMs: number;
    readonly waitUntilMs: number;
  };
}

function within(promise: Promise<void>, milliseconds: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), milliseconds);
  });
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/** Waits for the drain: the requests in flight finish by themselves, or, told the worker is
 * stopping `answerMs` before the end, answer; true when none is left. */
async function drainRequests(steps: ShutdownSteps, requestsMs: number, answerMs: number): Promise<boolean> {
  const drained = steps.drain.drained();
  if (steps.announceShutdown === undefined) return within(drained, requestsMs);
  const untilAnnounced = Math.max(0, requestsMs - answerMs);
  if (await within(drained, untilAnnounced)) return true;
  steps.announceShutdown();
  return within(drained, requestsMs - untilAnnounced);
}

/**
 * Stops the gateway: new external requests refused (503) while the requests in flight and
 * their internal calls finish (bounded; the functions hear `beforeunload` before the bound,
 * so a turn still running answers `shutting_down`), then the listener closed (bounded), then
 * the promises given to `EdgeRuntime.waitUntil` (bounded), then the database closed. Never
 * throws; what did not finish in time is logged with counts, never dropped silently.
 */
export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  const limits = steps.limits ?? shutdownLimits;
  const { logger } = steps;
  steps.drain.startDraining();
  if (!await drainRequests(steps, limits.requestsMs, limits.answerMs ?? 0)) {
    const requestIds = steps.drain.inFlight();
    // Each of these loses the outcome rows of the round it is in (earlier rounds are written).
    logger.warn('shutdown-requests-unfinished', {
      unfinished: requestIds.length,
      roundsUnwrittenAtMost: requestIds.length,
      requestIds: requestIds.slice(0, maxReportedRequestIds),
      waitedMs: limits.requestsMs,
    });
  }
  const serverStopped = await within(
    steps.stopServer().catch((error) => {
      logger.error('server-stop-failed', { message: error instanceof Error ? error.message : String(error) });
    }),
    limits.serverMs,
  );
  if (!serverStopped) logger.warn('shutdown-server-unfinished', { waitedMs: limits.serverMs });
  const { unfinished } = await steps.edgeRuntime.settle(limits.waitUntilMs);
  if (unfinished > 0) logger.warn('shutdown-wait-until-unfinished', { unfinished, waitedMs: limits.waitUntilMs });
  try {
    await steps.closeDatabase();
  } catch (error) {
    logger.error('database-close-failed', { message: error instanceof Error ? error.message : String(error) });
  }
}
