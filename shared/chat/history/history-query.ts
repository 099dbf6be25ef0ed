/** The query parameters of the history routes, each checked with a message that names it. */
import { isUuid } from '../../db/repositories/uuid.ts';
import { HttpError } from '../../http/http-error.ts';

function badQuery(path: string, message: string): HttpError {
  return new HttpError('bad_request', message, { issues: [{ path, message }] });
}

/** `limit`: `fallback` when absent, else a whole number from 1 to `maximum`. */
export function limitParameter(url: URL, fallback: number, maximum: number): number {
  const given = url.searchParams.get('limit');
  if (given === null) return fallback;
  const limit = /^\d{1,4}$/.test(given) ? Number(given) : Number.NaN;
  if (!(limit >= 1 && limit <= maximum)) {
    throw badQuery('limit', `limit must be a whole number from 1 to ${maximum}; got "${given.slice(0, 40)}".`);
  }
  return limit;
}

/** `agentId`: null when absent, else a UUID (lowercased). */
export function agentIdParameter(url: URL): string | null {
  const given = url.searchParams.get('agentId');
  if (given === null) return null;
  if (!isUuid(given)) throw badQuery('agentId', `agentId must be an agent id (a UUID); got "${given.slice(0, 40)}".`);
  return given.toLowerCase();
}

/** `cursor`: null when absent or empty (the first page). */
export function cursorParameter(url: URL): string | null {
  const given = url.searchParams.get('cursor');
  return given === null || given === '' ? null : given;
}

/** A conversation id from the path: a UUID, else 400. */
export function conversationIdOf(segment: string): string {
  if (!isUuid(segment)) {
    throw badQuery('conversationId', `The conversation id in the path must be a UUID; got "${segment.slice(0, 40)}".`);
  }
  return segment.toLowerCase();
}
