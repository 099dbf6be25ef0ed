import type { Logger } from '../../shared/log/logger.ts';
import type { LocalEdgeRuntime } from './local-edge-runtime.ts';

/** How long each step of a shutdown may take before the next one starts anyway. */
export const shutdownLimits = {
  /** Requests in flight (a chat turn can take this long with a real model). */
  requestsMs: 10_000,
  /** Work handed to `EdgeRuntime.waitUntil`, the outcome log above all. */
  waitUntilMs: 10_000,
} as const;

/** What a shutdown stops, in order. */
export interface ShutdownSteps {
  /** Stops accepting connections and resolves when the requests in flight are done. */
  readonly stopServer: () => Promise<void>;
  readonly edgeRuntime: LocalEdgeRuntime;
  readonly closeDatabase: () => Promise<void>;
  readonly logger: Logger;
  readonly limits?: { readonly requestsMs: number; readonly waitUntilMs: number };
}

function within(promise: Promise<void>, milliseconds: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), milliseconds);
  });
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * Stops the gateway: no new connections, requests in flight finished (bounded), then the
 * promises given to `EdgeRuntime.waitUntil` (bounded), then the database closed. Never
 * throws; what did not finish in time is logged.
 */
export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  const limits = steps.limits ?? shutdownLimits;
  const { logger } = steps;
  const serverStopped = await within(steps.stopServer().catch((error) => {
    logger.error('server-stop-failed', { message: error instanceof Error ? error.message : String(error) });
  }), limits.requestsMs);
  if (!serverStopped) logger.warn('shutdown-requests-unfinished', { waitedMs: limits.requestsMs });
  const { unfinished } = await steps.edgeRuntime.settle(limits.waitUntilMs);
  if (unfinished > 0) logger.warn('shutdown-wait-until-unfinished', { unfinished, waitedMs: limits.waitUntilMs });
  try {
    await steps.closeDatabase();
  } catch (error) {
    logger.error('database-close-failed', { message: error instanceof Error ? error.message : String(error) });
  }
}
