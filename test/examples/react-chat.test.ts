/**
 * examples/react-chat in a real browser (Debian's Chromium through playwright-core): the
 * example is built the way its README says (a `.env.local` naming the project's URL and
 * publishable key), served from an origin of its own that the gateway allows
 * (`PARLEY_APP_URLS`), and driven against a gateway on a fresh database whose demo agent asks
 * before every `gmail_send_email` call (its approval policy set over HTTP, as the README
 * does). The steps build on each other in one page: supabase-js sign-in as the demo user, a
 * search (text and a tool part), a Question (shown, the message box focused), its answer
 * pausing for approval, Approve (one request, the resumed reply in the same message, the
 * mail sent once), and Decline.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request as BrowserRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAgentId, localPublishableKey } from '../../local/gateway/local-keys.ts';
import { encodeBase64 } from '../../shared/db/credential-base64.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../e2e/support/fresh-server-database.ts';
import { type GatewayProcess, startGateway } from '../e2e/support/gateway-process.ts';
import { seriousAccessibilityViolations } from '../web/browser/support/axe.ts';
import { browserTestsSkipReason, launchChromium } from '../web/browser/support/chromium.ts';
import { captureBothSizes } from '../web/browser/support/screenshots.ts';
import { buildReactChat } from './support/build-react-chat.ts';
import { startStaticSiteServer, type StaticSiteServer } from './support/static-site-server.ts';

const skipReason = browserTestsSkipReason();
if (skipReason !== null) console.warn(skipReason);
const serverUrl = testServerUrl();
const stepTimeout = 60_000;

interface OutboxMessage {
  readonly to: readonly string[];
  readonly subject: string;
}

describe.skipIf(skipReason !== null)(
  `examples/react-chat in Chromium (${serverUrl === undefined ? 'pglite' : 'postgres'})`,
  () => {
    let directory: string;
    let server: FreshServerDatabase | null = null;
    let site: StaticSiteServer;
    let gateway: GatewayProcess;
    let browser: Browser;
    let page: Page;
    const pageErrors: string[] = [];
    /** Every POST to the chat function the page made, in order. */
    const chatPosts: BrowserRequest[] = [];

    const messageBox = () => page.getByRole('textbox', { name: 'Message' });
    const sendButton = () => page.getByRole('button', { name: 'Send', exact: true });
    const lastReply = () => page.getByRole('article', { name: 'Parley' }).last();

    /** Sends `text` (with Enter, or a click on Send, which takes the focus from the message
     * box) and waits until its turn's stream ended (Send is back). */
    async function send(text: string, how: 'enter' | 'click' = 'enter'): Promise<void> {
      const before = await page.getByRole('article', { name: 'Parley' }).count();
      await messageBox().fill(text);
      if (how === 'enter') await messageBox().press('Enter');
      else await sendButton().click();
      await page.getByRole('article', { name: 'Parley' }).nth(before).waitFor();
      await sendButton().waitFor();
    }

    async function outbox(): Promise<OutboxMessage[]> {
      const response = await fetch(`${gateway.url}/outbox`);
      return (await response.json() as { messages: OutboxMessage[] }).messages;
    }

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'parley-react-chat-'));
      const built = join(directory, 'site');
      await mkdir(built);
      site = await startStaticSiteServer(built);
      server = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl, 'parley_react_chat');
      gateway = await startGateway({
        ...(server === null ? { PARLEY_DATA_DIR: join(directory, 'pglite') } : { DATABASE_URL: server.url }),
        PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
        PARLEY_CREDENTIALS_KEY: encodeBase64(crypto.getRandomValues(new Uint8Array(32))),
        PARLEY_DEMO_MISTAKES: 'off',
        // The example's page is a web app of this project: its Auth and the functions' CORS allow it.
        PARLEY_APP_URLS: site.origin,
      });
      // The demo agent asks before every send, as the example's README sets it up.
      const policy = await fetch(`${gateway.url}/functions/v1/chat/agents/${demoAgentId}/approval-policy`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${gateway.demoUserToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ defaultMode: 'auto', tools: { gmail_send_email: 'always' }, allowedDestinations: [] }),
      });
      expect(policy.status).toBe(200);
      await buildReactChat(built, directory, {
        VITE_SUPABASE_URL: gateway.url,
        VITE_SUPABASE_PUBLISHABLE_KEY: localPublishableKey,
      });
      browser = await launchChromium();
      page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      page.setDefaultTimeout(30_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url() === `${gateway.url}/functions/v1/chat`) {
          chatPosts.push(request);
        }
      });
      await page.goto(`${site.origin}/`);
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await gateway?.stop();
      await site?.close();
      await server?.dispose();
      await rm(directory, { recursive: true, force: true });
    }, 60_000);

    it('signs in as the demo user with supabase-js against the gateway’s Auth', async () => {
      await page.getByLabel('Email').fill('demo@parley.local');
      await page.getByLabel('Password').fill('parley-demo');
      await page.getByRole('button', { name: 'Sign in' }).click();

      await messageBox().waitFor();
      await page.getByText('demo@parley.local', { exact: true }).waitFor();
    }, stepTimeout);

    it('streams a search: the tool part with its arguments and result, then the reply', async () => {
      await send('search the web for Deno 2', 'click');

      const tool = lastReply().getByRole('region', { name: 'Tool web_search' });
      expect(await tool.getAttribute('data-state')).toBe('output-available');
      expect(await tool.locator('.tool-state').textContent()).toBe('succeeded');
      expect(JSON.parse(await tool.locator('.tool-arguments').textContent() ?? '')).toEqual({
        query: 'Deno 2',
        num_results: 5,
      });
      expect(JSON.parse(await tool.locator('.tool-result').textContent() ?? '')).toMatchObject({
        status: 'success',
        resolvedName: 'web_search',
        attempt: 1,
      });
      expect(await lastReply().locator('.text').textContent()).toMatch(/^Here is what I found:\n- \[Sandbox\]/);
      // A reply without a Question leaves the focus where it was.
      expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('message');
      const body = chatPosts.at(-1)?.postDataJSON() as { messages: unknown[]; conversationId?: string };
      expect(body.messages).toHaveLength(1);
      expect(body.conversationId).toBeUndefined();
      expect(chatPosts.at(-1)?.headers()).toMatchObject({
        apikey: localPublishableKey,
        authorization: expect.stringMatching(/^Bearer ey/),
      });
    }, stepTimeout);

    it('shows a Question the turn leaves for the user and puts the cursor in the message box', async () => {
      await send('send the meeting notes', 'click');

      const tool = lastReply().getByRole('region', { name: 'Tool gmail_send_email' });
      expect(await tool.getAttribute('data-state')).toBe('output-error');
      expect(await tool.locator('.tool-error').textContent()).toContain('Question: Who should I send this email to?');
      const question = lastReply().getByRole('complementary', { name: 'Question' });
      expect(await question.textContent()).toMatch(/^Question Who should I send this email to\?/);
      await page.waitForFunction(() => document.activeElement?.id === 'message');
      // The same conversation continues: Parley named it in the first answer.
      const body = chatPosts.at(-1)?.postDataJSON() as { conversationId?: string };
      expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    }, stepTimeout);

    it('pauses the answered send for approval, showing the mail, and Approve resumes it in place', async () => {
      await send('ana@example.com');

      const tool = lastReply().getByRole('region', { name: 'Tool gmail_send_email' });
      expect(await tool.getAttribute('data-state')).toBe('approval-requested');
      const card = tool.getByRole('group', { name: 'Approve gmail_send_email?' });
      const fields = await card.locator('dl').evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
        )
      );
      expect(fields).toEqual({
        To: 'ana@example.com',
        Subject: 'Meeting notes',
        Body: 'Hi,\n\nSharing the meeting notes, as requested.\n\nBest regards',
      });
      expect(await card.locator('.approval-reason').textContent()).toBe(
        'This agent asks you before every gmail_send_email call.',
      );
      expect(await card.locator('.approval-reason code').textContent()).toBe('gmail_send_email');
      expect(await outbox()).toEqual([]);
      const findings = await captureBothSizes(page, 'react-chat-approval', seriousAccessibilityViolations);
      expect(findings).toEqual({ desktop: [], '375': [] });
      const before = chatPosts.length;

      await card.getByRole('button', { name: 'Approve' }).click();
      await tool.and(page.locator('[data-state="output-available"]')).waitFor();
      await lastReply().getByText(/^Done: the email was sent/).waitFor();
      await sendButton().waitFor();

      expect(chatPosts.length - before).toBe(1);
      const body = chatPosts.at(-1)?.postDataJSON() as { messages: { role: string; parts: { state?: string }[] }[] };
      expect(body.messages).toHaveLength(1);
      expect(body.messages[0]?.role).toBe('assistant');
      expect(body.messages[0]?.parts.some((part) => part.state === 'approval-responded')).toBe(true);
      expect(await card.locator('.approval-outcome').textContent()).toBe('You approved this.');
      // The resumed turn streamed into the message that asked.
      expect(await page.getByRole('article', { name: 'Parley' }).count()).toBe(3);
      expect((await outbox()).map((message) => message.to)).toEqual([['ana@example.com']]);
    }, stepTimeout);

    it('declines a send: nothing is sent and the reply says so', async () => {
      await send('send the budget to bob@example.com');
      const tool = lastReply().getByRole('region', { name: 'Tool gmail_send_email' });
      await tool.getByRole('button', { name: 'Decline' }).click();

      await tool.and(page.locator('[data-state="output-denied"]')).waitFor();
      await lastReply().getByText('OK: you declined, so I did not run gmail_send_email.').waitFor();
      await sendButton().waitFor();
      expect(await tool.locator('.tool-state').textContent()).toBe('declined');
      expect((await outbox()).map((message) => message.to)).toEqual([['ana@example.com']]);
      expect(pageErrors).toEqual([]);
      expect(await page.getByRole('alert').count()).toBe(0);
    }, stepTimeout);
  },
);
