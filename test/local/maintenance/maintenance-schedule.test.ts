import { describe, expect, it } from 'vitest';
import type { MaintenanceReport } from '../../../local/maintenance/maintenance-report.ts';
import {
  type IntervalTimer,
  maintenanceIntervalMilliseconds,
  startMaintenanceSchedule,
} from '../../../local/maintenance/maintenance-schedule.ts';
import type { Logger } from '../../../shared/log/logger.ts';

const report: MaintenanceReport = {
  retentionDays: null,
  daysRolledUp: 1,
  partitionsCreated: 0,
  partitionsDropped: 0,
  toolIntentsDeleted: 0,
  idempotencyRecordsDeleted: 2,
  chatRequestKeysDeleted: 0,
  oauthStatesDeleted: 0,
  rateLimitBucketsDeleted: 0,
};

/** A timer whose ticks the test fires by hand. */
function manualTimer() {
  const state = { callback: null as (() => void) | null, milliseconds: 0, cleared: false };
  const timer: IntervalTimer = {
    setInterval(callback, milliseconds) {
      state.callback = callback;
      state.milliseconds = milliseconds;
      return 'handle';
    },
    clearInterval(handle) {
      if (handle === 'handle') state.cleared = true;
    },
  };
  return { state, timer, tick: () => state.callback?.() };
}

function recordingLogger() {
  const events: { event: string; fields: Record<string, unknown> }[] = [];
  const record = (event: string, fields: Record<string, unknown> = {}): void => {
    events.push({ event, fields });
  };
  const logger: Logger = { info: record, warn: record, error: record };
  return { events, logger };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startMaintenanceSchedule', () => {
  describe('when started', () => {
    it('runs at once and then on every hourly tick, logging each report', async () => {
      const { state, timer, tick } = manualTimer();
      const { events, logger } = recordingLogger();
      let runs = 0;
      const schedule = startMaintenanceSchedule({ run: () => Promise.resolve((runs += 1, report)), logger, timer });
      await settle();
      expect(runs).toBe(1);
      expect(state.milliseconds).toBe(maintenanceIntervalMilliseconds);

      tick();
      await settle();
      expect(runs).toBe(2);
      expect(events).toEqual([
        { event: 'maintenance-done', fields: report },
        { event: 'maintenance-done', fields: report },
      ]);
      await schedule.stop();
    });
  });

  describe('when a run fails', () => {
    it('logs the failure without throwing and runs again on the next tick', async () => {
      const { timer, tick } = manualTimer();
      const { events, logger } = recordingLogger();
      let runs = 0;
      const run = () => (runs += 1) === 1 ? Promise.reject(new Error('database is down')) : Promise.resolve(report);
      const schedule = startMaintenanceSchedule({ run, logger, timer });
      await settle();
      tick();
      await settle();
      expect(events.map((entry) => entry.event)).toEqual(['maintenance-failed', 'maintenance-done']);
      expect(events[0]?.fields).toEqual({ message: 'database is down' });
      await schedule.stop();
    });
  });

  describe('when a tick comes while a run is still going', () => {
    it('skips it, so runs never overlap', async () => {
      const { timer, tick } = manualTimer();
      const { logger } = recordingLogger();
      let runs = 0;
      let finish: () => void = () => {};
      const run = () => {
        runs += 1;
        return new Promise<MaintenanceReport>((resolve) => {
          finish = () => resolve(report);
        });
      };
      const schedule = startMaintenanceSchedule({ run, logger, timer });
      tick();
      tick();
      expect(runs).toBe(1);
      finish();
      await settle();
      tick();
      expect(runs).toBe(2);
      finish();
      await schedule.stop();
    });
  });

  describe('when stopped', () => {
    it('clears the timer, waits for the run in progress, and ignores later ticks', async () => {
      const { state, timer, tick } = manualTimer();
      const { events, logger } = recordingLogger();
      let finish: () => void = () => {};
      let runs = 0;
      const run = () => {
        runs += 1;
        return new Promise<MaintenanceReport>((resolve) => {
          finish = () => resolve(report);
        });
      };
      const schedule = startMaintenanceSchedule({ run, logger, timer });
      let stopped = false;
      const stopping = schedule.stop().then(() => {
        stopped = true;
      });
      await settle();
      expect(state.cleared).toBe(true);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      expect(events.map((entry) => entry.event)).toEqual(['maintenance-done']);
      tick();
      expect(runs).toBe(1);
    });
  });
});
