/** The window of `GET /analytics`: which UTC days and which agent, from the query string. */
import { isUuid } from '../db/repositories/uuid.ts';
import { HttpError } from '../http/http-error.ts';
import type { AnalyticsFilters } from '../protocol/tool-analytics.ts';

/** A checked window: days as YYYY-MM-DD, both included. */
export interface AnalyticsWindow {
  readonly since: string;
  readonly until: string;
  readonly agentId: string | null;
}

/** The default window (today and the 29 days before) and the longest one, in days:
 * the report reads the log itself, so its cost grows with the window. */
export const analyticsWindowLimits = { defaultDays: 30, maxDays: 366 } as const;

const dayMilliseconds = 86_400_000;

function badQuery(path: string, message: string): HttpError {
  return new HttpError('bad_request', message, { issues: [{ path, message }] });
}

/** `2026-11-01` as a UTC midnight in milliseconds; null unless it is a real day. */
function dayTime(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real day reads back the same.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}

function dayParameter(url: URL, name: 'since' | 'until'): number | null {
  const given = url.searchParams.get(name);
  if (given === null || given === '') return null;
  const time = dayTime(given);
  if (time === null) {
    throw badQuery(name, `${name} must be a UTC day as YYYY-MM-DD, such as 2026-11-01; got "${given.slice(0, 40)}".`);
  }
  return time;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Reads `since`, `until` and `agentId`. Without `until`, today (UTC); without `since`, the
 * {@link analyticsWindowLimits.defaultDays} days up to `until`. 400 naming the parameter
 * for a malformed day or id, a window that ends before it starts, or one that is too long.
 */
export function analyticsWindowOf(url: URL, now: Date): AnalyticsWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const until = dayParameter(url, 'until') ?? today;
  const since = dayParameter(url, 'since') ?? until - (analyticsWindowLimits.defaultDays - 1) * dayMilliseconds;
  if (since > until) {
    throw badQuery(
      'since',
      `since (${dayOf(since)}) is after until (${dayOf(until)}): the window must start on or before its last day.`,
    );
  }
  const days = Math.round((until - since) / dayMilliseconds) + 1;
  if (days > analyticsWindowLimits.maxDays) {
    throw badQuery(
      'since',
      `The window from ${dayOf(since)} to ${
        dayOf(until)
      } is ${days} days; at most ${analyticsWindowLimits.maxDays} are allowed.`,
    );
  }
  return { since: dayOf(since), until: dayOf(until), agentId: agentIdOf(url) };
}

function agentIdOf(url: URL): string | null {
  const agentId = url.searchParams.get('agentId');
  if (agentId !== null && !isUuid(agentId)) {
    throw badQuery('agentId', `agentId must be an agent id (a UUID); got "${agentId.slice(0, 40)}".`);
  }
  return agentId === null ? null : agentId.toLowerCase();
}

/**
 * The filters of a service-key call (`npm run analytics` asking the running gateway): the
 * same parameters, checked the same way, but a day left out is no bound and the window has
 * no length limit, as for the command reading the database itself.
 */
export function serviceAnalyticsFiltersOf(url: URL): AnalyticsFilters {
  const since = dayParameter(url, 'since');
  const until = dayParameter(url, 'until');
  if (since !== null && until !== null && since > until) {
    throw badQuery(
      'since',
      `since (${dayOf(since)}) is after until (${dayOf(until)}): the window must start on or before its last day.`,
    );
  }
  return {
    since: since === null ? null : dayOf(since),
    until: until === null ? null : dayOf(until),
    agentId: agentIdOf(url),
  };
}
