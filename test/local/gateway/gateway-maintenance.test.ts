import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayMaintenance } from '../../../local/gateway/gateway-maintenance.ts';
import type { IntervalTimer } from '../../../local/maintenance/maintenance-schedule.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

function manualTimer() {
  const state = { callback: null as (() => void) | null, cleared: false };
  const timer: IntervalTimer = {
    setInterval(callback) {
      state.callback = callback;
      return 'handle';
    },
    clearInterval() {
      state.cleared = true;
    },
  };
  return { state, timer };
}

function recordingLogger() {
  const events: string[] = [];
  const record = (event: string): void => {
    events.push(event);
  };
  const logger: Logger = { info: record, warn: record, error: record };
  return { events, logger };
}

/** Resolves once `condition` holds (checked every 10 ms, for at most 30 s). */
async function eventually(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 30_000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('startGatewayMaintenance', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  describe('when the gateway runs on PGlite', () => {
    it('runs maintenance on its own connection at start and on each tick, and stops the timer', async () => {
      const { state, timer } = manualTimer();
      const { events, logger } = recordingLogger();
      const maintenance = startGatewayMaintenance({ environment: {}, sql: database.sql, logger, timer });
      await eventually(() => events.length === 1);
      state.callback?.();
      await eventually(() => events.length === 2);
      expect(events).toEqual(['maintenance-done', 'maintenance-done']);

      await maintenance.stop();
      expect(state.cleared).toBe(true);
      // The gateway's connection is still open: the gateway closes it after this.
      expect(await database.sql.query(`select 1 as one`)).toEqual([{ one: 1 }]);
    });
  });

  describe('when the gateway runs on a server', () => {
    it('runs on a connection of its own and closes it when stopped', async () => {
      const { timer } = manualTimer();
      const { events, logger } = recordingLogger();
      const opened: string[] = [];
      let closed = false;
      const serverClient: SqlClient = {
        ...database.sql,
        close: () => {
          closed = true;
          return Promise.resolve();
        },
      };
      const unusedGatewayPool = { ...database.sql, query: () => Promise.reject(new Error('not this pool')) };
      const maintenance = startGatewayMaintenance({
        environment: { DATABASE_URL: 'postgres://maintenance@db.example:5432/parley' },
        sql: unusedGatewayPool,
        logger,
        timer,
        openServerClient: (url) => {
          opened.push(url);
          return serverClient;
        },
      });
      await eventually(() => events.length === 1);
      await maintenance.stop();
      expect(opened).toEqual(['postgres://maintenance@db.example:5432/parley']);
      expect(events).toEqual(['maintenance-done']);
      expect(closed).toBe(true);
    });
  });

  describe('when a run fails', () => {
    it('logs it and keeps the gateway going', async () => {
      const { timer } = manualTimer();
      const { events, logger } = recordingLogger();
      const failing: SqlClient = { ...database.sql, query: () => Promise.reject(new Error('connection reset')) };
      const maintenance = startGatewayMaintenance({ environment: {}, sql: failing, logger, timer });
      await eventually(() => events.length === 1);
      expect(events).toEqual(['maintenance-failed']);
      await maintenance.stop();
    });
  });

  describe('when PARLEY_LOG_RETENTION_DAYS is malformed', () => {
    it('throws at once with the reason, before running anything', () => {
      const { state, timer } = manualTimer();
      const { logger } = recordingLogger();
      expect(() =>
        startGatewayMaintenance({ environment: { PARLEY_LOG_RETENTION_DAYS: '3' }, sql: database.sql, logger, timer })
      ).toThrow('PARLEY_LOG_RETENTION_DAYS must be a whole number of days, at least 7');
      expect(state.callback).toBeNull();
    });
  });
});
