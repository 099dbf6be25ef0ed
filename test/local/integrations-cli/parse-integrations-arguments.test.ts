import { describe, expect, it } from 'vitest';
import { parseIntegrationsArguments } from '../../../local/integrations-cli/parse-integrations-arguments.ts';

const noOptions = { url: null, token: null, agentId: null, json: false };

describe('parseIntegrationsArguments', () => {
  describe('when the command is complete', () => {
    it.each([
      [['list'], { kind: 'list' }],
      [['set', 'Serper', 'key-1234', '--verify'], {
        kind: 'set',
        provider: 'serper',
        apiKey: 'key-1234',
        verify: true,
      }],
      [['set', 'brave', '-'], { kind: 'set', provider: 'brave', apiKey: '-', verify: false }],
      [['remove', 'serpapi'], { kind: 'remove', provider: 'serpapi' }],
      [['connect', 'gmail'], { kind: 'connect-gmail', returnTo: null }],
      [['connect', 'gmail', '--return-to', 'http://localhost:3000/'], {
        kind: 'connect-gmail',
        returnTo: 'http://localhost:3000/',
      }],
      [['disconnect', 'GMAIL'], { kind: 'disconnect-gmail' }],
    ])('reads %j', (argv, action) => {
      expect(parseIntegrationsArguments(argv)).toEqual({ kind: 'run', action, options: noOptions });
    });

    it('reads the shared flags', () => {
      expect(
        parseIntegrationsArguments([
          'list',
          '--agent',
          '00000000-0000-4000-8000-0000000000A1',
          '--url',
          'https://abc.supabase.co',
          '--token',
          ' jwt ',
          '--json',
        ]),
      ).toEqual({
        kind: 'run',
        action: { kind: 'list' },
        options: {
          url: 'https://abc.supabase.co',
          token: 'jwt',
          agentId: '00000000-0000-4000-8000-0000000000a1',
          json: true,
        },
      });
    });
  });

  describe('when something is wrong', () => {
    it.each([
      [[], 'Which command? list, set, remove, connect or disconnect.'],
      [
        ['set', 'serper'],
        'set serper wants the key: npm run integrations -- set serper <key> (or "-" to read it from stdin).',
      ],
      [['set', 'google', 'k'], 'set works with serper, brave, serpapi; got "google".'],
      [
        ['connect', 'serper'],
        'connect works with gmail only; got "serper". API keys are stored with set and deleted with remove.',
      ],
      [['list', '--verify'], '--verify goes with set.'],
      [['list', '--return-to', 'http://x'], '--return-to goes with connect gmail.'],
      [
        ['connect', 'gmail', '--return-to', 'javascript:alert(1)'],
        '--return-to wants an http(s) URL; got "javascript:alert(1)".',
      ],
      [['list', '--agent', 'demo'], '--agent wants a UUID; got "demo".'],
    ])('explains %j', (argv, message) => {
      expect(parseIntegrationsArguments(argv)).toEqual({ kind: 'invalid', message });
    });

    it('never echoes the words of a set command, one of which is a key', () => {
      const parsed = parseIntegrationsArguments(['set', 'serper', 'secret-key', 'more-secret']);

      expect(parsed).toEqual({
        kind: 'invalid',
        message: 'set takes 2 arguments, not 3 (quote a key that has spaces).',
      });
    });
  });

  describe('when help is asked for', () => {
    it('answers help', () => {
      expect(parseIntegrationsArguments(['--help'])).toEqual({ kind: 'help' });
    });
  });
});
