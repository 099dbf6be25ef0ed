import { z } from 'zod';

const count = z.number().int().nonnegative();

/** What one `parley.run_maintenance()` did (the jsonb it returns), validated. */
export const maintenanceReportSchema = z.object({
  /** The retention applied, in days; null keeps the logs forever. */
  retentionDays: z.number().int().positive().nullable(),
  /** Closed UTC days rolled up into the analytics rollups. */
  daysRolledUp: count,
  /** Monthly log partitions created (the coming months, or a month rows were waiting for). */
  partitionsCreated: count,
  /** Monthly log partitions dropped because their month is past the retention. */
  partitionsDropped: count,
  toolIntentsDeleted: count,
  idempotencyRecordsDeleted: count,
  /** `POST /chat` idempotency keys past their time: answers after a day, claims of dead requests. */
  chatRequestKeysDeleted: count,
  oauthStatesDeleted: count,
  rateLimitBucketsDeleted: count,
});

/** See {@link maintenanceReportSchema}. */
export type MaintenanceReport = z.infer<typeof maintenanceReportSchema>;

/** The report people read: one line per step. */
export function formatMaintenanceReport(report: MaintenanceReport): string {
  return [
    `Log retention: ${report.retentionDays === null ? 'none (logs kept forever)' : `${report.retentionDays} days`}`,
    `Days rolled up: ${report.daysRolledUp}`,
    `Log partitions created: ${report.partitionsCreated}`,
    `Log partitions dropped: ${report.partitionsDropped}`,
    `Settled tool intents deleted: ${report.toolIntentsDeleted}`,
    `Expired idempotency records deleted: ${report.idempotencyRecordsDeleted}`,
    `Expired chat request keys deleted: ${report.chatRequestKeysDeleted}`,
    `Expired OAuth states deleted: ${report.oauthStatesDeleted}`,
    `Idle rate-limit buckets deleted: ${report.rateLimitBucketsDeleted}`,
  ].join('\n');
}
