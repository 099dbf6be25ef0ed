/** The least retention accepted: the rollups re-check the last days' raw rows for late arrivals. */
export const minimumLogRetentionDays = 7;

/** `PARLEY_LOG_RETENTION_DAYS` is not a whole number of days ≥ 7; `message` says so. */
export class LogRetentionSettingError extends Error {
  override readonly name = 'LogRetentionSettingError';
}

/**
 * `PARLEY_LOG_RETENTION_DAYS`: how many days of raw log rows maintenance keeps; null when
 * unset (then `parley.maintenance_settings` decides, which keeps everything by default).
 * Throws {@link LogRetentionSettingError} for anything but a whole number ≥ 7.
 */
export function logRetentionDaysFrom(environment: Readonly<Record<string, string | undefined>>): number | null {
  const value = environment.PARLEY_LOG_RETENTION_DAYS?.trim();
  if (value === undefined || value === '') return null;
  const days = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(days >= minimumLogRetentionDays)) {
    throw new LogRetentionSettingError(
      `PARLEY_LOG_RETENTION_DAYS must be a whole number of days, at least ${minimumLogRetentionDays} (e.g. 90); got "${value}".`,
    );
  }
  return days;
}
