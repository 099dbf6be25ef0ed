/**
 * How long an upstream asked us to wait, in milliseconds: `retry-after-ms`, else
 * `Retry-After` as seconds or an HTTP date. Undefined when absent, blank or unreadable.
 * One reading for every client (models, Gmail, Google OAuth, search providers).
 */
export function retryAfterMs(headers: Headers | null | undefined, now: () => number = Date.now): number | undefined {
  if (headers === null || headers === undefined) return undefined;
  const milliseconds = Number(headers.get('retry-after-ms'));
  if (Number.isFinite(milliseconds) && milliseconds > 0) return milliseconds;
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value.length === 0) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}
