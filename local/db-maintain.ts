/**
 * `npm run db:maintain`: runs `parley.run_maintenance()` once on the server named by
 * `DATABASE_URL` (else `SUPABASE_DB_URL`), or else on the local PGlite database, after
 * applying pending migrations, and prints what it did. `PARLEY_LOG_RETENTION_DAYS` (whole
 * days, at least 7) drops raw log rows older than that; unset, the database's own setting
 * applies (none by default: logs are kept). Safe to run at any time, and again.
 */
import { formatMaintenanceReport } from './maintenance/maintenance-report.ts';
import { maintenanceClientOptions } from './maintenance/maintenance-client-options.ts';
import { logRetentionDaysFrom, LogRetentionSettingError } from './maintenance/log-retention-setting.ts';
import { runDatabaseMaintenance } from './maintenance/run-database-maintenance.ts';
import { DatabaseConnectionError, openDatabase } from './open-database.ts';
import { type CommandOutput, failureReason, runIfEntryPoint } from './entry-point.ts';

/** Runs the command and returns its exit code: 0, or 1 with a one-line reason (no stack). */
export async function runDbMaintain(
  environment: Readonly<Record<string, string | undefined>>,
  output: CommandOutput,
): Promise<number> {
  try {
    const retentionDays = logRetentionDaysFrom(environment);
    const database = await openDatabase({
      environment,
      migrateServer: true,
      holder: { name: 'npm run db:maintain' },
      serverClient: maintenanceClientOptions,
    });
    try {
      const report = await runDatabaseMaintenance(database.sql, { retentionDays });
      output.stdout(`Database: ${database.target.description}\n${formatMaintenanceReport(report)}\n`);
      return 0;
    } finally {
      await database.sql.close();
    }
  } catch (error) {
    output.stderr(
      `${
        failureReason(
          error,
          'Maintenance failed',
          (failure) => failure instanceof DatabaseConnectionError || failure instanceof LogRetentionSettingError,
        )
      }\n`,
    );
    return 1;
  }
}

await runIfEntryPoint(import.meta.url, runDbMaintain);
