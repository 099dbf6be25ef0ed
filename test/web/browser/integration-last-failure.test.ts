/**
 * An integration's "Last failure" in a real browser (Debian's Chromium through
 * playwright-core), against a gateway whose Brave Search is a local stand-in on loopback
 * (`BRAVE_BASE_URL`) answering Brave's documented shapes: 422 `SUBSCRIPTION_TOKEN_INVALID` for
 * a revoked key, results for any other. A chat search with the revoked key is a provider
 * failure, shown on the Brave card; the model's own argument mistake on a Gmail call (a send
 * without recipients) is not shown on the Gmail card; replacing the key clears the stale
 * failure. Checked at 1280×800 and 375×812 in the light and the dark theme.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import type { BrowserSessionOptions } from './support/browser-session.ts';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { saveDocumentationImages } from './support/screenshots.ts';

const revokedKey = 'revoked-brave-key-0123456789';
const workingKey = 'working-brave-key-0123456789';

/** Brave's web search as documented: the key in `X-Subscription-Token`. */
function startBraveStandIn(): Promise<Server> {
  const server = createServer((request, response) => {
    const key = request.headers['x-subscription-token'];
    response.setHeader('content-type', 'application/json');
    if (key !== workingKey) {
      response.statusCode = 422;
      response.end(
        JSON.stringify({ type: 'ErrorResponse', error: { code: 'SUBSCRIPTION_TOKEN_INVALID', status: 422 } }),
      );
      return;
    }
    const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('q') ?? '';
    response.end(JSON.stringify({
      web: {
        results: [{
          title: `Brave stand-in: ${query}`,
          url: 'https://example.org/brave-stand-in',
          description: 'A result from the test stand-in.',
        }],
      },
    }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let braveStandIn: Server | undefined;

/** The session's options, with the Brave stand-in started first (its port is in them). */
async function sessionWithBraveStandIn(): Promise<BrowserSessionOptions> {
  braveStandIn = await startBraveStandIn();
  const { port } = braveStandIn.address() as AddressInfo;
  return {
    name: 'web_last_failure',
    gatewayVariables: { PARLEY_DEMO_MISTAKES: 'off', BRAVE_BASE_URL: `http://127.0.0.1:${port}` },
    // Brave only, so the revoked key is the one asked.
    agentSettings: { searchProviders: ['brave'] },
  };
}

describeInChromium("an integration's last failure", { session: sessionWithBraveStandIn }, (session) => {
  const messageBox = () => session.page.getByRole('textbox', { name: 'Message' });
  const card = (integration: string) => session.page.locator(`section[data-integration="${integration}"]`);
  const navigation = (name: string) =>
    session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

  async function send(text: string): Promise<void> {
    await navigation('Chat').click();
    await session.page.getByRole('link', { name: '+ New chat' }).click();
    const turns = await session.page.locator('.turn.assistant').count();
    await messageBox().fill(text);
    await messageBox().press('Enter');
    await session.page.locator('.turn.assistant').nth(turns).waitFor();
    await session.page.getByRole('button', { name: 'Send', exact: true }).and(session.page.locator(':not([disabled])'))
      .waitFor();
  }

  async function saveBraveKey(key: string): Promise<void> {
    await navigation('Integrations').click();
    const brave = card('brave');
    const keyBox = brave.getByRole('textbox', { name: 'Brave Search API key' });
    const input = (await keyBox.count()) > 0 ? keyBox : brave.getByLabel('Brave Search API key');
    await input.fill(key);
    await brave.getByRole('button', { name: /^(Save|Replace) key$/ }).click();
    await session.page.getByRole('status').filter({ hasText: 'Brave Search key saved.' }).waitFor();
  }

  afterAll(async () => {
    await new Promise<void>((resolve) => braveStandIn === undefined ? resolve() : braveStandIn.close(() => resolve()));
  }, 60_000);

  it("shows a provider's refusal as the last failure, and not the model's own argument mistake", async () => {
    await saveBraveKey(revokedKey);
    await send('search the web for Deno 2');
    expect(
      await session.page.locator('.turn.assistant').last().locator('.chip[data-tool="web_search"] .chip-state')
        .textContent(),
    ).toBe('failed · not_configured');
    await send('send the meeting notes');
    expect(await session.page.locator('.turn.assistant').last().locator('.question-label').count()).toBe(1);

    await navigation('Integrations').click();
    await card('brave').getByText(/^Last failure: not_configured, /).waitFor();
    expect(await card('gmail').textContent()).toContain('Last used');
    expect(await card('gmail').textContent()).not.toContain('Last failure');
    expect(await findingsInEverySizeAndTheme(session.page, 'integrations-last-failure')).toEqual(noFindings);
    await saveDocumentationImages(session.page, 'integrations-last-failure', [
      { size: 'desktop', colorScheme: 'light' },
      { size: '375', colorScheme: 'light' },
    ]);
  }, stepTimeout);

  it('clears the stale failure once the key is replaced, and searches with the new key', async () => {
    await saveBraveKey(workingKey);
    expect(await card('brave').textContent()).not.toContain('Last failure');

    await send('search the web for Deno 2');
    expect(
      await session.page.locator('.turn.assistant').last().locator('.chip[data-tool="web_search"]').getAttribute(
        'data-state',
      ),
    ).toBe('succeeded');
    expect(await session.page.locator('.turn.assistant').last().locator('.message-text').textContent()).toContain(
      'Brave stand-in: Deno 2',
    );
    await navigation('Integrations').click();
    await card('brave').getByText(/^Last used /).waitFor();
    expect(await card('brave').textContent()).not.toContain('Last failure');
    expect(session.pageErrors).toEqual([]);
  }, stepTimeout);
});
