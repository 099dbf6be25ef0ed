import { describe, expect, it } from 'vitest';
import { analyticsWindowOf } from '../../../shared/analytics/analytics-window.ts';
import { HttpError } from '../../../shared/http/http-error.ts';

const now = new Date('2026-11-24T18:30:00Z');
const windowOf = (query: string) => analyticsWindowOf(new URL(`http://localhost/analytics${query}`), now);

function refusalOf(query: string): HttpError {
  try {
    windowOf(query);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`"${query}" was accepted`);
}

describe('analyticsWindowOf', () => {
  describe('when nothing is given', () => {
    it('covers the last 30 UTC days, today included, for every agent', () => {
      expect(windowOf('')).toEqual({ since: '2026-10-26', until: '2026-11-24', agentId: null });
    });
  });

  describe('when some of it is given', () => {
    it('reads since, until and agentId (lowercased)', () => {
      expect(windowOf('?since=2026-11-01&until=2026-11-03&agentId=AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA')).toEqual({
        since: '2026-11-01',
        until: '2026-11-03',
        agentId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      });
    });

    it('ends today without until, and starts 30 days before until without since', () => {
      expect(windowOf('?since=2026-11-20')).toMatchObject({ since: '2026-11-20', until: '2026-11-24' });
      expect(windowOf('?until=2026-02-28')).toMatchObject({ since: '2026-01-30', until: '2026-02-28' });
    });

    it('accepts a one-day window and one of 366 days', () => {
      expect(windowOf('?since=2026-11-24&until=2026-11-24')).toMatchObject({
        since: '2026-11-24',
        until: '2026-11-24',
      });
      expect(windowOf('?since=2025-11-24&until=2026-11-24')).toMatchObject({ since: '2025-11-24' });
    });
  });

  describe('when it is not valid', () => {
    it.each([
      ['?since=2026-02-30', 'since', 'since must be a UTC day as YYYY-MM-DD, such as 2026-11-01; got "2026-02-30".'],
      [
        '?since=2026-11-01T00:00:00Z',
        'since',
        'since must be a UTC day as YYYY-MM-DD, such as 2026-11-01; got "2026-11-01T00:00:00Z".',
      ],
      ['?until=yesterday', 'until', 'until must be a UTC day as YYYY-MM-DD, such as 2026-11-01; got "yesterday".'],
      [
        '?since=2026-11-05&until=2026-11-01',
        'since',
        'since (2026-11-05) is after until (2026-11-01): the window must start on or before its last day.',
      ],
      [
        '?since=2026-12-01',
        'since',
        'since (2026-12-01) is after until (2026-11-24): the window must start on or before its last day.',
      ],
      [
        '?since=2025-11-23&until=2026-11-24',
        'since',
        'The window from 2025-11-23 to 2026-11-24 is 367 days; at most 366 are allowed.',
      ],
      ['?agentId=agent-a', 'agentId', 'agentId must be an agent id (a UUID); got "agent-a".'],
    ])('refuses %s with a 400 naming the parameter', (query, path, message) => {
      const error = refusalOf(query);

      expect(error.code).toBe('bad_request');
      expect(error.message).toBe(message);
      expect(error.details).toEqual({ issues: [{ path, message }] });
    });
  });
});
