import type { SqlExecutor } from '../../shared/db/sql-client.ts';
import { type MaintenanceReport, maintenanceReportSchema } from './maintenance-report.ts';

/** Options for {@link runDatabaseMaintenance}. */
export interface MaintenanceOptions {
  /** Days of raw log rows to keep (at least 7); null uses `parley.maintenance_settings`. */
  readonly retentionDays: number | null;
  /** The clock the steps judge by; the database's `now()` when absent. */
  readonly now?: Date;
}

/** The database answered something other than a maintenance report. */
export class MaintenanceReportError extends Error {
  override readonly name = 'MaintenanceReportError';
}

/**
 * Runs `parley.run_maintenance()` once (see supabase/migrations/20261126000400_maintenance.sql):
 * rollups, log partitions, retention, expired rows. Give it a client with long timeouts
 * ({@link maintenanceClientOptions}): the first run over a large log takes minutes.
 */
export async function runDatabaseMaintenance(
  sql: SqlExecutor,
  options: MaintenanceOptions,
): Promise<MaintenanceReport> {
  const rows = await sql.query<{ report: unknown }>(
    `select parley.run_maintenance($1::integer, coalesce($2::timestamptz, now())) as report`,
    [options.retentionDays, options.now ?? null],
  );
  const raw = rows[0]?.report;
  const parsed = maintenanceReportSchema.safeParse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  if (!parsed.success) {
    throw new MaintenanceReportError(`parley.run_maintenance() returned an unexpected report: ${parsed.error.message}`);
  }
  return parsed.data;
}
