import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoopbackReturn } from '../../../local/integrations-cli/loopback-return.ts';
import { runIntegrationsCommand } from '../../../local/integrations-cli/run-integrations-command.ts';
import {
  createIntegrationsFixture,
  type IntegrationsFixture,
  signUserJwt,
} from '../../shared/integrations/connect/support/integrations-fixture.ts';
import { type ServedHandler, serveOverHttp } from './support/serve-over-http.ts';

/**
 * `connect gmail` against the real integrations function (over HTTP, on a fresh database)
 * and the fake Google: the browser consents, the callback sends it to the command's
 * loopback address, and the command finishes with its own token.
 */
describe('npm run integrations -- connect gmail, end to end', () => {
  let fixture: IntegrationsFixture;
  let served: ServedHandler;
  let url: string;

  beforeAll(async () => {
    served = await serveOverHttp();
    url = served.url;
    fixture = await createIntegrationsFixture({ environment: { SUPABASE_URL: url } });
    served.setHandler(fixture.handler);
  });
  afterAll(async () => {
    await fixture.close();
    await served.close();
  });

  it("connects the command's own user, with the account the browser consented with", async () => {
    const user = await fixture.createUser();
    let stdout = '';
    let page: Promise<string> = Promise.resolve('');

    const code = await runIntegrationsCommand(
      ['connect', 'gmail', '--url', url, '--agent', user.agentId, '--token', await signUserJwt(user.userId)],
      {
        environment: {},
        fetch: globalThis.fetch,
        stdout: (text) => {
          stdout += text;
          const consentUrl = /^ {2}(http\S+)$/m.exec(text)?.[1];
          // The browser: the fake Google consents and sends it to the callback, which sends it on.
          if (consentUrl !== undefined) page = fetch(consentUrl).then((response) => response.text());
        },
        stderr: (text) => {
          stdout += text;
        },
        isTerminal: false,
        readStdin: () => Promise.resolve(''),
        isInputTerminal: false,
        promptHidden: () => Promise.resolve(null),
        discoverGateway: () => Promise.resolve(null),
        sleep: (_milliseconds, signal) =>
          new Promise((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true })),
        now: () => Date.now(),
        onInterrupt: () => undefined,
        openLoopbackReturn,
      },
    );

    expect({ code, stdout }).toMatchObject({ code: 0, stdout: expect.stringContaining('Gmail: connected') });
    expect(stdout.trimEnd().endsWith('(ada.lovelace@gmail.com).')).toBe(true);
    const shown = await page;
    expect(shown).toContain('<h1>Gmail is connected</h1>');
    expect(shown).toContain('You can close this tab and go back to the terminal.');
    expect(shown).toContain('<html lang="en">');
    expect((await fixture.credentials.get(user.userId, 'gmail')).status).toBe('ok');
  });
});
