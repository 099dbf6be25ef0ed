/**
 * `npm run db:maintain`: runs `parley.run_maintenance()` once on the server named by
 * `DATABASE_URL` (else `SUPABASE_DB_URL`), or else on the local PGlite database, after
 * applying pending migrations, and prints what it did. `PARLEY_LOG_RETENTION_DAYS` (whole
 * days, at least 7) drops raw log rows older than that; unset, the database's own setting
 * applies (none by default: logs are kept). Then it settles Gmail sends a killed worker left
 * open (maintenance/resolve-open-intents.ts), asking the users' Sent mailboxes when
 * `PARLEY_CREDENTIALS_KEY` is set. Safe to run at any time, and again.
 */
import { formatMaintenanceReport } from './maintenance/maintenance-report.ts';
import { maintenanceClientOptions } from './maintenance/maintenance-client-options.ts';
import { logRetentionDaysFrom, LogRetentionSettingError } from './maintenance/log-retention-setting.ts';
import { runDatabaseMaintenance } from './maintenance/run-database-maintenance.ts';
import { formatIntentResolution, resolveOpenIntents } from './maintenance/resolve-open-intents.ts';
import { gmailSentLookupFrom } from './maintenance/gmail-sent-lookup-from-environment.ts';
import { forgetSettledSendAttempts } from './maintenance/forget-settled-send-attempts.ts';
import { CredentialKeyError } from '../shared/db/credential-keyring.ts';
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
      const sentLookup = gmailSentLookupFrom(environment, database.sql);
      const report = await runDatabaseMaintenance(database.sql, { retentionDays });
      const settled = await resolveOpenIntents(database.sql, sentLookup, new Date());
      const forgotten = await forgetSettledSendAttempts(database.sql, new Date());
      output.stdout(
        `Database: ${database.target.description}\n${formatMaintenanceReport(report)}\n${
          formatIntentResolution(settled)
        }\nSettled Gmail send attempts deleted: ${forgotten}\n`,
      );
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
          (failure) =>
            failure instanceof DatabaseConnectionError || failure instanceof LogRetentionSettingError ||
            failure instanceof CredentialKeyError,
        )
      }\n`,
    );
    return 1;
  }
}

await runIfEntryPoint(import.meta.url, runDbMaintain);
