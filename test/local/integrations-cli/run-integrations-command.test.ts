import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoAgentId, localAnonKey, localJwtSecret } from '../../../local/gateway/local-keys.ts';
import type { IntegrationsCommandDependencies } from '../../../local/integrations-cli/run-integrations-command.ts';
import { closedPortUrl } from '../cli/support/closed-port-url.ts';
import {
  freshIntegrations,
  startStubIntegrationsServer,
  type StubIntegrationsServer,
} from './support/stub-integrations-server.ts';
import { actingCharacters, hostileText } from '../terminal/hostile-text.ts';
import { type CommandRun, runCommand } from './support/command-run.ts';

let stub: StubIntegrationsServer;
let unreachableUrl: string;

beforeAll(async () => {
  stub = await startStubIntegrationsServer();
  unreachableUrl = await closedPortUrl();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  stub.integrations.clear();
  stub.allowedReturnTo = [stub.url];
  stub.revokeSucceeds = true;
  stub.connectAfterLists = 2;
  stub.consent = 'approve';
  stub.pendingCompletion = null;
  stub.defaultAgentRows = null;
});

function run(argv: readonly string[], overrides: Partial<IntegrationsCommandDependencies> = {}): Promise<CommandRun> {
  let clock = 0;
  return runCommand(argv, {
    environment: { SUPABASE_URL: stub.url },
    sleep: (milliseconds) => {
      clock += milliseconds;
      return Promise.resolve();
    },
    now: () => clock,
    ...overrides,
  });
}

function userToken(userId: string): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).setSubject(
    userId,
  ).setExpirationTime('1h')
    .sign(new TextEncoder().encode(localJwtSecret));
}

const oneLine = (text: string): boolean => text.trimEnd().split('\n').length === 1;

describe('runIntegrationsCommand', () => {
  describe('when listing as the demo user', () => {
    it("asks for the demo agent with the demo user's token and the anon key, and prints a table with what to do", async () => {
      const result = await run(['list']);

      expect(result).toMatchObject({ code: 0, stderr: '' });
      const [request] = stub.requests;
      expect(request).toMatchObject({ method: 'GET', path: '/functions/v1/integrations' });
      expect(request?.query.get('agentId')).toBe(demoAgentId);
      expect(request?.headers.apikey).toBe(localAnonKey);
      expect(request?.headers.authorization).toMatch(/^Bearer ey/);
      expect(result.stdout).toContain(`Integrations of agent ${demoAgentId}`);
      expect(result.stdout).toMatch(/\n {2}Gmail +not connected\n/);
      expect(result.stdout).toContain('Gmail: npm run integrations -- connect gmail');
      expect(result.stdout).toContain('Serper: npm run integrations -- set serper <key> --verify');
    });

    it('prints an account or failure the function names inert, when it carries terminal escapes', async () => {
      const [gmail, ...others] = freshIntegrations();
      stub.integrations.set(demoAgentId, [
        { ...gmail!, status: 'connected', account: `ana@example.com${hostileText}`, connectedAt: null },
        ...others,
      ]);

      const result = await run(['list']);

      expect(result.code).toBe(0);
      expect(result.stdout).not.toMatch(actingCharacters);
      expect(result.stdout).toContain('ana@example.comevil\\x1b]0;title\\x07');
    });

    it("prints the function's answer as JSON with --json", async () => {
      const result = await run(['list', '--json']);

      expect(JSON.parse(result.stdout)).toMatchObject({
        agentId: demoAgentId,
        integrations: [{ id: 'gmail' }, { id: 'serper' }, { id: 'brave' }, { id: 'serpapi' }],
      });
    });
  });

  describe('when an API key is set', () => {
    it('sends it once with verify, and prints its fingerprint but never the key', async () => {
      const result = await run(['set', 'serper', 'live-serper-key-abcd', '--verify']);

      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(stub.requests[0]).toMatchObject({
        method: 'PUT',
        path: '/functions/v1/integrations/serper',
        body: { agentId: demoAgentId, apiKey: 'live-serper-key-abcd', verify: true },
      });
      expect(result.stdout).toBe('Serper accepted the key; stored. Serper: connected (key …abcd).\n');
    });

    it('reads the key from stdin for "-"', async () => {
      const result = await run(['set', 'brave', '-'], {
        readStdin: () => Promise.resolve('  brave-key-from-stdin-wxyz\n'),
      });

      expect(result.code).toBe(0);
      expect(stub.requests[0]?.body).toEqual({
        agentId: demoAgentId,
        apiKey: 'brave-key-from-stdin-wxyz',
        verify: false,
      });
    });

    it('says in one line when the provider rejects the key, without the key', async () => {
      const result = await run(['set', 'serper', stub.rejectedKey, '--verify']);

      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'Storing the Serper key failed (400 bad_request): serper rejected this key (401). (request id req_stub)\n',
      );
      expect(result.stderr + result.stdout).not.toContain(stub.rejectedKey);
    });
  });

  describe('when an API key is removed', () => {
    it('sends DELETE with the agent and prints the new status', async () => {
      const result = await run(['remove', 'serpapi']);

      expect(stub.requests[0]).toMatchObject({ method: 'DELETE', path: '/functions/v1/integrations/serpapi' });
      expect(stub.requests[0]?.query.get('agentId')).toBe(demoAgentId);
      expect(result).toEqual({ code: 0, stdout: 'Removed the SerpApi key. SerpApi: not connected.\n', stderr: '' });
    });
  });

  describe('when Gmail is connected', () => {
    /** A timer that never fires on its own: the browser decides when the wait ends. */
    const heldTimer: IntegrationsCommandDependencies['sleep'] = (_milliseconds, signal) =>
      new Promise((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));

    /** The user's browser: opens the consent URL the command prints and follows the redirects
     * back to the command; `page` is what the command answered it. */
    function browser(beforeConsent: () => void = () => {}) {
      let page: Promise<string> = Promise.resolve('');
      let stdout = '';
      return {
        get page() {
          return page;
        },
        get stdout() {
          return stdout;
        },
        write(text: string) {
          stdout += text;
          const consentUrl = /^ {2}(http\S+)$/m.exec(text)?.[1];
          if (consentUrl !== undefined) {
            beforeConsent();
            page = fetch(consentUrl).then((response) => response.text());
          }
        },
      };
    }

    it('prints the consent URL, takes the browser back on a loopback address, and finishes with its own token', async () => {
      const user = browser();

      const result = await run(['connect', 'gmail'], { stdout: user.write, sleep: heldTimer });

      expect(result).toMatchObject({ code: 0, stderr: '' });
      const returnTo = (stub.requests.find((request) => request.path.endsWith('/gmail/connect'))?.body as {
        returnTo: string;
      }).returnTo;
      expect(returnTo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/parley\/gmail-return$/);
      expect(user.stdout).toContain(`  ${stub.url}/fake-google/authorize?state=signed-state\n`);
      expect(user.stdout).toContain(`Afterwards the browser comes back to this command (${returnTo})`);
      expect(user.stdout.trimEnd().endsWith('Gmail: connected (ana@example.com).')).toBe(true);
      const completion = stub.requests.find((request) => request.path.endsWith('/gmail/complete'));
      expect(completion?.body).toEqual({ code: 'C'.repeat(43) });
      expect(completion?.headers.authorization).toBe(
        stub.requests.find((request) => request.path.endsWith('/gmail/connect'))?.headers.authorization,
      );
      expect(await user.page).toContain('Gmail is connected');
    });

    it('stops listening once done', async () => {
      const user = browser();
      await run(['connect', 'gmail'], { stdout: user.write, sleep: heldTimer });
      const returnTo = (stub.requests.find((request) => request.path.endsWith('/gmail/connect'))?.body as {
        returnTo: string;
      }).returnTo;

      await expect(fetch(`${returnTo}?integration=gmail&status=pending&code=x`)).rejects.toThrow();
    });

    it('says why when the browser comes back without a consent, and tells the browser too', async () => {
      stub.consent = 'deny';
      const user = browser();

      const result = await run(['connect', 'gmail'], { stdout: user.write, sleep: heldTimer });

      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        "Gmail was not connected: access was declined on Google's consent screen. (access_denied)\n",
      );
      expect(await user.page).toContain('Gmail was not connected');
    });

    it("reports the function's refusal of the completion in one line (a connection someone else started)", async () => {
      const user = browser(() => {
        const pending = stub.pendingCompletion;
        if (pending !== null) stub.pendingCompletion = { ...pending, userId: crypto.randomUUID() };
      });

      const result = await run(['connect', 'gmail'], { stdout: user.write, sleep: heldTimer });

      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'Connecting Gmail failed (403 connect_wrong_user): This Gmail connection was started by another account. (request id req_stub)\n',
      );
      expect(await user.page).toContain('connect_wrong_user');
    });

    it('stops after 10 minutes without the browser, with one line saying to start again', async () => {
      const result = await run(['connect', 'gmail']);

      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'The browser did not come back within 10 minutes; the consent URL has expired. Run connect gmail again.\n',
      );
    });

    it('stops waiting for the browser on Ctrl-C with exit code 130', async () => {
      let interrupt = (): void => undefined;

      const result = await run(['connect', 'gmail'], {
        onInterrupt: (listener) => {
          interrupt = listener;
        },
        sleep: heldTimer,
        stdout: (text) => {
          if (text.includes('Waiting for the browser')) setTimeout(() => interrupt(), 0);
        },
      });

      expect(result.code).toBe(130);
      expect(result.stderr).toContain('Stopped waiting. The consent URL now leads nowhere');
    });

    describe('with --return-to (the web app finishes it)', () => {
      it('sends the browser there, polls every 2 s until Gmail is connected, and names the account', async () => {
        stub.allowedReturnTo = ['http://app.example/integrations'];

        const result = await run(['connect', 'gmail', '--return-to', 'http://app.example/integrations']);

        expect(result.code).toBe(0);
        expect(stub.requests.find((request) => request.path.endsWith('/gmail/connect'))?.body).toEqual({
          agentId: demoAgentId,
          returnTo: 'http://app.example/integrations',
        });
        expect(result.stdout).toContain(
          'Afterwards the browser goes to http://app.example/integrations (--return-to): that page must finish the connection, signed in as the same user.',
        );
        expect(result.stdout.trimEnd().endsWith('Gmail: connected (ana@example.com).')).toBe(true);
        expect(stub.requests.filter((request) => request.method === 'GET')).toHaveLength(3);
      });

      it('stops after 10 minutes with one line saying to start again', async () => {
        stub.allowedReturnTo = ['http://app.example/integrations'];
        stub.connectAfterLists = null;

        const result = await run(['connect', 'gmail', '--return-to', 'http://app.example/integrations']);

        expect(result.code).toBe(1);
        expect(result.stderr).toBe(
          'Gmail was not connected within 10 minutes; the consent URL has expired. Run connect gmail again.\n',
        );
      });

      it('refuses a returnTo that is not allowed, in one line', async () => {
        const result = await run(['connect', 'gmail', '--return-to', 'https://evil.example/']);

        expect(result.code).toBe(1);
        expect(result.stderr).toBe(
          'Connecting Gmail failed (400 bad_request): returnTo is not an allowed app URL. (request id req_stub)\n',
        );
      });
    });
  });

  describe('when Gmail is disconnected', () => {
    it('says whether Google confirmed the revoke', async () => {
      const revoked = await run(['disconnect', 'gmail']);
      stub.revokeSucceeds = false;
      const notRevoked = await run(['disconnect', 'gmail']);

      expect(revoked.stdout).toBe('Gmail disconnected: the token was revoked at Google and deleted.\n');
      expect(notRevoked).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('Google did not confirm the revoke'),
      });
    });
  });

  describe('when something fails', () => {
    it.each([
      [
        'the gateway is not running',
        () => ['list', '--url', unreachableUrl],
        /^Cannot reach the gateway at http:\/\/127\.0\.0\.1:\d+ \(connection refused\); start it with npm start\.\n$/,
      ],
      [
        'the token is refused',
        () => ['list', '--token', 'not-a-jwt', '--agent', demoAgentId],
        /^The integrations function refused the token \(401: Invalid or expired token\.\) Pass --token/,
      ],
      [
        "the agent is not the user's",
        () => ['list', '--agent', '00000000-0000-4000-8000-00000000dead'],
        /^Listing the integrations failed \(404 not_found\): Agent not found\. Check the agent id 00000000-0000-4000-8000-00000000dead \(--agent\)\./,
      ],
    ])('prints one line when %s, exit 1', async (_case, argv, line) => {
      const result = await run(argv());

      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(line);
      expect(oneLine(result.stderr)).toBe(true);
    });

    it('says the gateway has no integrations function when the relay answers 404', async () => {
      const result = await run(['list', '--url', `${stub.url}/elsewhere`]);

      expect(result.stderr).toBe(
        `${stub.url}/elsewhere has no integrations function (404); restart the gateway (npm start), or deploy it (supabase functions deploy integrations).\n`,
      );
    });

    it.each([
      [['set', 'serper']],
      [['connect', 'outlook']],
      [['remove', 'gmail']],
      [['list', '--agent', 'demo']],
      [['frobnicate']],
      [[]],
    ])('answers exit 2 with the usage for %j', async (argv) => {
      const result = await run(argv);

      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run integrations');
      expect(stub.requests).toHaveLength(0);
    });
  });

  describe('when the user is not the demo user', () => {
    it('looks up their default agent through the REST API', async () => {
      const userId = crypto.randomUUID();
      const agentId = crypto.randomUUID();
      stub.owners.set(agentId, userId);
      stub.defaultAgentRows = [{ id: agentId }];

      const result = await run(['list'], {
        environment: { SUPABASE_URL: stub.url, PARLEY_USER_TOKEN: await userToken(userId) },
      });

      expect(result.code).toBe(0);
      expect(stub.requests[0]).toMatchObject({ method: 'GET', path: '/rest/v1/agents' });
      expect(stub.requests[1]?.query.get('agentId')).toBe(agentId);
    });

    it('asks for --agent where there is no REST API (the local gateway)', async () => {
      const result = await run(['list'], {
        environment: { SUPABASE_URL: stub.url, PARLEY_USER_TOKEN: await userToken(crypto.randomUUID()) },
      });

      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^Pass --agent <uuid> \(or set PARLEY_AGENT_ID\): your default agent could not be looked up at .*no REST API/,
      );
    });

    it('says to chat first when they have no default agent yet', async () => {
      stub.defaultAgentRows = [];

      const result = await run(['list'], {
        environment: { SUPABASE_URL: stub.url, PARLEY_USER_TOKEN: await userToken(crypto.randomUUID()) },
      });

      expect(result.stderr).toBe(
        'You have no default agent yet: send a first message with npm run chat (it creates one), or pass --agent <uuid>.\n',
      );
    });
  });

  describe('when no URL is configured', () => {
    it('talks to the running gateway of .parley/gateway.json, with its anon key', async () => {
      const result = await run(['list'], {
        environment: {},
        discoverGateway: () =>
          Promise.resolve({
            url: stub.url,
            port: Number(new URL(stub.url).port),
            pid: 4242,
            startedAt: '2026-11-22T10:00:00.000Z',
            anonKey: 'gateway-anon-key',
          }),
      });

      expect(result.code).toBe(0);
      expect(stub.requests[0]?.headers.apikey).toBe('gateway-anon-key');
    });
  });
});
