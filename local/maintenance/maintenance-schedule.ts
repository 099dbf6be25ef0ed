import type { Logger } from '../../shared/log/logger.ts';
import type { MaintenanceReport } from './maintenance-report.ts';

/** How often a long-running process (the local gateway) runs maintenance: hourly, like pg_cron's job. */
export const maintenanceIntervalMilliseconds = 60 * 60_000;

/** The timer functions, injected so tests drive the clock. */
export interface IntervalTimer {
  setInterval(callback: () => void, milliseconds: number): unknown;
  clearInterval(handle: unknown): void;
}

/** What {@link startMaintenanceSchedule} needs. */
export interface MaintenanceScheduleDependencies {
  /** One maintenance run (see run-database-maintenance.ts). */
  readonly run: () => Promise<MaintenanceReport>;
  readonly logger: Logger;
  readonly timer: IntervalTimer;
  readonly intervalMilliseconds?: number;
}

/** A started schedule. */
export interface MaintenanceSchedule {
  /** Stops the timer and resolves once a run in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Runs maintenance now and then every interval. A failed run is logged
 * (`maintenance-failed`) and the next tick tries again; a tick while a run is still going
 * is skipped, so runs never overlap.
 */
export function startMaintenanceSchedule(dependencies: MaintenanceScheduleDependencies): MaintenanceSchedule {
  const { logger, timer } = dependencies;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (): void => {
    if (stopped || running !== null) return;
    running = dependencies.run().then(
      (report) => logger.info('maintenance-done', { ...report }),
      (error: unknown) =>
        logger.error('maintenance-failed', { message: error instanceof Error ? error.message : String(error) }),
    ).finally(() => {
      running = null;
    });
  };
  const handle = timer.setInterval(tick, dependencies.intervalMilliseconds ?? maintenanceIntervalMilliseconds);
  tick();
  return {
    async stop() {
      stopped = true;
      timer.clearInterval(handle);
      await running;
    },
  };
}
