/**
 * The gateway's database maintenance: `parley.run_maintenance()` at start and hourly, as
 * pg_cron does on Supabase, so a long-running local install keeps its partitions, rollups
 * and retention without a scheduler of its own; then the Gmail sends a killed worker left
 * open are settled (maintenance/resolve-open-intents.ts).
 */
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import type { Logger } from '../../shared/log/logger.ts';
import { logRetentionDaysFrom } from '../maintenance/log-retention-setting.ts';
import { maintenanceClientOptions } from '../maintenance/maintenance-client-options.ts';
import {
  type IntervalTimer,
  type MaintenanceSchedule,
  startMaintenanceSchedule,
} from '../maintenance/maintenance-schedule.ts';
import { runDatabaseMaintenance } from '../maintenance/run-database-maintenance.ts';
import { formatIntentResolution, resolveOpenIntents } from '../maintenance/resolve-open-intents.ts';
import { gmailSentLookupFrom } from '../maintenance/gmail-sent-lookup-from-environment.ts';
import { forgetSettledSendAttempts } from '../maintenance/forget-settled-send-attempts.ts';
import { serverDatabaseUrl } from '../open-database.ts';
import type { Environment } from './gateway-environment.ts';

/** What {@link startGatewayMaintenance} needs. */
export interface GatewayMaintenanceDependencies {
  readonly environment: Environment;
  /** The gateway's own connection: used as it is for PGlite (one instance, no limits). */
  readonly sql: SqlClient;
  readonly logger: Logger;
  readonly timer: IntervalTimer;
  /** A server connection with {@link maintenanceClientOptions}: the gateway's pool has the
   * request path's 15 s limit. Replaced in tests. */
  readonly openServerClient?: (url: string) => SqlClient;
}

/**
 * Starts maintenance on the gateway's database. Throws at once when
 * `PARLEY_LOG_RETENTION_DAYS` is malformed, so the gateway refuses to start with the reason;
 * a failing run is only logged. `stop()` ends the timer and a run in progress (on a server
 * its connection is closed), then resolves.
 */
export function startGatewayMaintenance(dependencies: GatewayMaintenanceDependencies): MaintenanceSchedule {
  const retentionDays = logRetentionDaysFrom(dependencies.environment);
  const server = serverDatabaseUrl(dependencies.environment);
  const openServerClient = dependencies.openServerClient ??
    ((url: string) => createPostgresClient(url, maintenanceClientOptions));
  const sql = server === null ? dependencies.sql : openServerClient(server.url);
  const sentLookup = gmailSentLookupFrom(dependencies.environment, sql);
  const schedule = startMaintenanceSchedule({
    run: async () => {
      const report = await runDatabaseMaintenance(sql, { retentionDays });
      const settled = await resolveOpenIntents(sql, sentLookup, new Date());
      const forgotten = await forgetSettledSendAttempts(sql, new Date());
      if (settled.sent + settled.notSent + settled.unknown + settled.stillOpen + forgotten > 0) {
        dependencies.logger.info('maintenance-open-sends', {
          summary: formatIntentResolution(settled),
          ...settled,
          settledAttemptsDeleted: forgotten,
        });
      }
      return report;
    },
    logger: dependencies.logger,
    timer: dependencies.timer,
  });
  return {
    async stop() {
      if (server === null) return schedule.stop();
      // Closing first cuts a long run short (the server rolls it back; the next start redoes it).
      const closed = sql.close().catch(() => {});
      await schedule.stop();
      await closed;
    },
  };
}
