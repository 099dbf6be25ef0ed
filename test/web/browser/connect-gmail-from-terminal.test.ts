/**
 * `npm run integrations -- connect gmail` with the browser a person would use (Debian's
 * Chromium through playwright-core), against a gateway on a fresh database: the command
 * prints the consent URL, the browser opens it, the sandbox's consent page is allowed, and the
 * browser ends on the command's loopback page saying Gmail is connected and that the tab can
 * be closed — not on a sign-in page. The consent page and that last page are checked at
 * 1280×800 and 375×812 in the light and the dark theme.
 */
import { expect, it } from 'vitest';
import { demoAgentId } from '../../../local/gateway/local-keys.ts';
import { openLoopbackReturn } from '../../../local/integrations-cli/loopback-return.ts';
import { runIntegrationsCommand } from '../../../local/integrations-cli/run-integrations-command.ts';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { saveDocumentationImages } from './support/screenshots.ts';

describeInChromium(
  'connect gmail from the terminal',
  { session: { name: 'web_cli_gmail' }, signIn: false },
  (session) => {
    it('ends the browser on a page saying Gmail is connected and the tab can be closed', async () => {
      let output = '';
      let consentUrl: string | null = null;
      let resolvePrinted: (url: string) => void = () => {};
      const printed = new Promise<string>((resolve) => {
        resolvePrinted = resolve;
      });
      const command = runIntegrationsCommand(
        // What `npm run integrations -- connect gmail` finds for itself from the running gateway's file.
        [
          'connect',
          'gmail',
          '--url',
          session.gateway.url,
          '--token',
          session.gateway.demoUserToken,
          '--agent',
          demoAgentId,
        ],
        {
          environment: {},
          fetch: globalThis.fetch,
          stdout: (text) => {
            output += text;
            consentUrl ??= /^ {2}(http\S+)$/m.exec(text)?.[1] ?? null;
            if (consentUrl !== null) resolvePrinted(consentUrl);
          },
          stderr: (text) => {
            output += text;
          },
          isTerminal: false,
          readStdin: () => Promise.resolve(''),
          isInputTerminal: false,
          promptHidden: () => Promise.resolve(null),
          discoverGateway: () => Promise.resolve(null),
          sleep: (milliseconds, signal) =>
            new Promise((resolve) => {
              const timer = setTimeout(resolve, milliseconds);
              signal?.addEventListener('abort', () => {
                clearTimeout(timer);
                resolve();
              }, { once: true });
            }),
          now: () => Date.now(),
          onInterrupt: () => undefined,
          openLoopbackReturn,
        },
      );
      // A command that fails before printing the URL ends the wait with its output.
      const url = await Promise.race([
        printed,
        command.then((code) => {
          throw new Error(`connect gmail ended with ${code} before printing a consent URL:\n${output}`);
        }),
      ]);

      await session.page.goto(url);
      const allow = session.page.getByRole('link', { name: 'Allow' });
      await allow.waitFor();
      expect(await findingsInEverySizeAndTheme(session.page, 'gmail-consent-sandbox')).toEqual(noFindings);
      await allow.click();
      await session.page.getByRole('heading', { name: 'Gmail is connected' }).waitFor();

      expect(await command).toBe(0);
      expect(output).toContain('Gmail: sandbox (sandbox@parley.local).');
      expect(new URL(session.page.url()).hostname).toBe('127.0.0.1');
      expect(new URL(session.page.url()).pathname).toBe('/parley/gmail-return');
      expect(await session.page.locator('body').textContent()).toContain(
        'You can close this tab and go back to the terminal.',
      );
      expect(await session.page.getByRole('heading', { name: /sign in/i }).count()).toBe(0);
      expect(await findingsInEverySizeAndTheme(session.page, 'gmail-connected-from-terminal')).toEqual(noFindings);
      await saveDocumentationImages(session.page, 'gmail-connected-from-terminal', [{
        size: '375',
        colorScheme: 'light',
      }]);
      expect(session.pageErrors).toEqual([]);
    }, stepTimeout);
  },
);
