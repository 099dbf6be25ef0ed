import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentSettingsInput } from '../../../shared/db/repositories/agent-settings.ts';
import {
  createIntegrationsFixture,
  type IntegrationsFixture,
  signUserJwt,
} from '../../shared/integrations/connect/support/integrations-fixture.ts';
import { type CommandRun, runCommand } from './support/command-run.ts';
import { type ServedHandler, serveOverHttp } from './support/serve-over-http.ts';

const secret = 'tracker-secret-token-0123456789';
const settings: AgentSettingsInput = {
  mcpServers: [{
    name: 'tracker',
    url: 'https://tracker.example.com/mcp',
    headers: {
      Authorization: { credential: 'tracker-token', prefix: 'Bearer ' },
      'X-Workspace': { credential: 'tracker-workspace' },
    },
  }],
};

/**
 * `mcp set` and `mcp remove` against the real integrations function (over HTTP, on a fresh
 * database): the secret comes from stdin or a hidden prompt and is never printed.
 */
describe('npm run integrations -- mcp, end to end', () => {
  let fixture: IntegrationsFixture;
  let served: ServedHandler;
  let user: { userId: string; agentId: string };
  let token: string;

  beforeAll(async () => {
    served = await serveOverHttp();
    fixture = await createIntegrationsFixture({ environment: { SUPABASE_URL: served.url } });
    served.setHandler(fixture.handler);
  });
  afterAll(async () => {
    await fixture.close();
    await served.close();
  });
  beforeEach(async () => {
    user = await fixture.createUser(settings);
    token = await signUserJwt(user.userId);
    fixture.logLines.length = 0;
  });

  const mcp = (words: readonly string[], overrides: Parameters<typeof runCommand>[1] = {}): Promise<CommandRun> =>
    runCommand(['mcp', ...words, '--url', served.url, '--agent', user.agentId, '--token', token], overrides);
  const printed = (run: CommandRun): string => `${run.stdout}${run.stderr}`;

  describe('when the secret is piped in', () => {
    it('stores it for the credential and says what the server still lacks', async () => {
      const run = await mcp(['set', 'tracker', '--credential', 'tracker-token'], {
        readStdin: () => Promise.resolve(`${secret}\n`),
      });

      expect(run).toEqual({
        code: 0,
        stdout:
          'Stored the secret for tracker-token. MCP server tracker: not connected (tracker-token connected, tracker-workspace not connected).\n',
        stderr: '',
      });
      expect(await fixture.credentials.get(user.userId, 'tracker-token')).toMatchObject({ status: 'ok', secret });
      expect(JSON.stringify(fixture.logLines)).not.toContain(secret);
    });

    it('refuses an empty stdin before asking the server', async () => {
      const run = await mcp(['set', 'tracker', '--credential', 'tracker-token'], {
        readStdin: () => Promise.resolve('\n'),
      });

      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'No secret on stdin: pipe it in, e.g. npm run integrations -- mcp set tracker --credential tracker-token < secret.txt\n',
      );
      expect((await fixture.credentials.get(user.userId, 'tracker-token')).status).toBe('missing');
    });
  });

  describe('when stdin is a terminal', () => {
    it('asks at a hidden prompt and never prints the secret', async () => {
      const prompts: string[] = [];
      const run = await mcp(['set', 'tracker', '--credential', 'tracker-workspace', '--json'], {
        isInputTerminal: true,
        promptHidden: (prompt) => {
          prompts.push(prompt);
          return Promise.resolve(secret);
        },
      });

      expect(prompts).toEqual(['Secret for tracker-workspace of MCP server tracker (not shown): ']);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ id: 'mcp:tracker', kind: 'mcp' });
      expect(printed(run)).not.toContain(secret);
      expect(await fixture.credentials.get(user.userId, 'tracker-workspace')).toMatchObject({ secret });
    });

    it('stops at Ctrl-C without storing anything', async () => {
      const run = await mcp(['set', 'tracker', '--credential', 'tracker-token'], {
        isInputTerminal: true,
        promptHidden: () => Promise.resolve(null),
      });

      expect(run).toEqual({ code: 130, stdout: '', stderr: 'Cancelled.\n' });
      expect((await fixture.credentials.get(user.userId, 'tracker-token')).status).toBe('missing');
    });
  });

  describe('when removing', () => {
    it('deletes the stored secret', async () => {
      await mcp(['set', 'tracker', '--credential', 'tracker-token'], { readStdin: () => Promise.resolve(secret) });

      const run = await mcp(['remove', 'tracker', '--credential', 'tracker-token']);

      expect(run).toEqual({
        code: 0,
        stdout:
          'Removed the secret for tracker-token. MCP server tracker: not connected (tracker-token not connected, tracker-workspace not connected).\n',
        stderr: '',
      });
      expect((await fixture.credentials.get(user.userId, 'tracker-token')).status).toBe('missing');
    });
  });

  describe('when the server refuses', () => {
    it('prints a 400 in one line naming the field and the names allowed', async () => {
      const run = await mcp(['set', 'tracker', '--credential', 'tracker'], {
        readStdin: () => Promise.resolve(secret),
      });

      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        /^Storing the secret for tracker of MCP server tracker failed \(400 bad_request\): The credential is not one of MCP server tracker\. credential: credential is not referenced by tracker's headers: it must be one of tracker-token, tracker-workspace\. \(request id [^)]+\)\n$/,
      );
      expect(printed(run)).not.toContain(secret);
    });

    it('prints the field of a secret that cannot be a header, never the secret', async () => {
      const run = await mcp(['set', 'tracker', '--credential', 'tracker-token'], {
        readStdin: () => Promise.resolve(`${secret}\nsecond line`),
      });

      expect(run.code).toBe(1);
      expect(run.stderr).toContain('(400 bad_request): The secret for tracker-token is not valid. secret: secret must');
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(printed(run)).not.toContain(secret);
    });

    it('prints a 404 for a server the agent does not have', async () => {
      const run = await mcp(['remove', 'docs', '--credential', 'tracker-token']);

      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^Removing the secret for tracker-token of MCP server docs failed \(404 not_found\): This agent has no MCP server named "docs"\. /,
      );
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    });
  });
});
