/** `0.4211` → `42.1%`; null (nothing measured) → `–`. */
export function formatPercent(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`;
}

/** Milliseconds, whole from 10 ms up and with one decimal below; null → `–`. */
export function formatMilliseconds(milliseconds: number | null): string {
  if (milliseconds === null) return '–';
  return milliseconds >= 10 ? Math.round(milliseconds).toLocaleString('en-US') : milliseconds.toFixed(1);
}

/** A count with thousands separators: `12,345`. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A ratio that may exceed one, such as fallbacks per turn: `0.40`; null → `–`. */
export function formatRatio(value: number | null): string {
  return value === null ? '–' : value.toFixed(2);
}
