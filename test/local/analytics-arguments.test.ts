import { describe, expect, it } from 'vitest';
import { parseAnalyticsArguments, parseSince } from '../../local/analytics/parse-analytics-arguments.ts';

const today = new Date('2026-11-22T18:30:00Z');

describe('parseAnalyticsArguments', () => {
  describe('when given no flags', () => {
    it('asks for the whole log as tables', () => {
      expect(parseAnalyticsArguments([], today)).toEqual({
        kind: 'report',
        filters: { since: null, until: null, agentId: null },
        json: false,
      });
    });
  });

  describe('when given every flag', () => {
    it('reads the day, the agent and --json', () => {
      expect(
        parseAnalyticsArguments(
          ['--since', '2026-11-01', '--agent', 'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA', '--json'],
          today,
        ),
      ).toEqual({
        kind: 'report',
        filters: { since: '2026-11-01', until: null, agentId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' },
        json: true,
      });
    });
  });

  describe('when asked for help', () => {
    it('says so', () => {
      expect(parseAnalyticsArguments(['--help'], today)).toEqual({ kind: 'help' });
    });
  });

  describe('when a flag is wrong', () => {
    it.each([
      [['--bogus'], "Unknown option '--bogus'."],
      [['--since'], "Option '--since <value>' argument missing."],
      [['extra'], "Unexpected argument 'extra'. This command does not take positional arguments."],
      [['--since', 'yesterday'], '--since wants a day as YYYY-MM-DD or a number of days such as 7d; got "yesterday".'],
      [
        ['--since', '2026-02-30'],
        '--since wants a day as YYYY-MM-DD or a number of days such as 7d; got "2026-02-30".',
      ],
      [['--since', '0d'], '--since wants a day as YYYY-MM-DD or a number of days such as 7d; got "0d".'],
      [['--agent', 'agent-a'], '--agent wants an agent id (a UUID); got "agent-a".'],
    ])('explains %j', (argv, message) => {
      expect(parseAnalyticsArguments(argv, today)).toEqual({ kind: 'invalid', message });
    });
  });
});

describe('parseSince', () => {
  describe('when given a number of days', () => {
    it('counts today as the last of them, in UTC', () => {
      expect(parseSince('1d', today)).toBe('2026-11-22');
      expect(parseSince('7d', today)).toBe('2026-11-16');
      expect(parseSince('30d', new Date('2026-03-01T00:00:00Z'))).toBe('2026-01-31');
    });
  });

  describe('when given a calendar day', () => {
    it('accepts real days only', () => {
      expect(parseSince('2028-02-29', today)).toBe('2028-02-29');
      expect(parseSince('2026-02-29', today)).toBeNull();
      expect(parseSince('2026-1-1', today)).toBeNull();
    });
  });
});
