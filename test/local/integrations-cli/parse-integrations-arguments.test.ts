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
      [['mcp', 'set', 'tracker', '--credential', 'tracker-token'], {
        kind: 'set-mcp-credential',
        server: 'tracker',
        credential: 'tracker-token',
      }],
      [['mcp', 'remove', 'tracker', '--credential', 'tracker-token'], {
        kind: 'remove-mcp-credential',
        server: 'tracker',
        credential: 'tracker-token',
      }],
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
      [[], 'Which command? list, set, remove, connect, disconnect or mcp.'],
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
      [['mcp'], 'mcp wants set or remove: npm run integrations -- mcp set <server> --credential <name>.'],
      [['mcp', 'show', 'tracker'], 'mcp works with set or remove; got "show".'],
      [
        ['mcp', 'set', '--credential', 'tracker-token'],
        "mcp set wants the MCP server's name: npm run integrations -- mcp set <server> --credential <name>.",
      ],
      [
        ['mcp', 'remove', 'tracker'],
        "mcp remove wants --credential <name>: a credential name the server's headers reference.",
      ],
      [['list', '--credential', 'tracker-token'], '--credential goes with mcp set and mcp remove.'],
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

  it('refuses a secret on the command line of mcp set without echoing it', () => {
    const parsed = parseIntegrationsArguments([
      'mcp',
      'set',
      'tracker',
      'secret-token',
      '--credential',
      'tracker-token',
    ]);

    expect(parsed).toEqual({
      kind: 'invalid',
      message:
        'mcp set takes the server only: the secret is read from stdin or a hidden prompt, never from the command line.',
    });
  });

  describe('when help is asked for', () => {
    it('answers help', () => {
      expect(parseIntegrationsArguments(['--help'])).toEqual({ kind: 'help' });
    });
  });
});
