/** How the analytics numbers read as text. */

/** 0.667 → "66.7%"; null (nothing to divide by) → "—". */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toString()}%`;
}

/** 1234.5 → "1,235 ms"; null → "—". */
export function formatMilliseconds(value: number | null): string {
  return value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`;
}

/** A count with thousands separators. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** The ISO date (UTC) `days` before `now`. */
export function isoDateDaysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}
