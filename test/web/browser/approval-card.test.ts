/**
 * The approval card in a real browser (Debian's Chromium through playwright-core), against a
 * gateway on a fresh database whose demo agent asks before every `gmail_send_email` call
 * (`agents.settings.approvals`, set in the database before the gateway starts: no page sets
 * it). The demo model writes the mail the user asks for; the turn pauses, and the card shows
 * it. The steps build on each other in one browser page: the card at 1280 and 375 px (axe
 * finds no serious or critical violation), a reload, Approve (one request, the mail sent
 * once), Deny with a reason by keyboard, another tab answering first (409), an expired
 * answer (410).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request as BrowserRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../../local/gateway/web-app/build-web-app.mjs';
import { encodeBase64 } from '../../../shared/db/credential-base64.ts';
import { repositoryRoot } from '../../e2e/support/deno-command.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { type GatewayProcess, startGateway } from '../../e2e/support/gateway-process.ts';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { browserTestsSkipReason, launchChromium } from './support/chromium.ts';
import { prepareDemoDatabase } from './support/demo-database.ts';
import { captureBothSizes } from './support/screenshots.ts';

const skipReason = browserTestsSkipReason();
if (skipReason !== null) console.warn(skipReason);
const serverUrl = testServerUrl();
const stepTimeout = 90_000;

interface OutboxMessage {
  readonly to: readonly string[];
  readonly subject: string;
}

describe.skipIf(skipReason !== null)(
  `the approval card in Chromium (${serverUrl === undefined ? 'pglite' : 'postgres'})`,
  () => {
    let directory: string;
    let server: FreshServerDatabase | null = null;
    let gateway: GatewayProcess;
    let browser: Browser;
    let page: Page;
    const pageErrors: string[] = [];
    /** Every POST /functions/v1/chat the page made, in order. */
    const chatPosts: BrowserRequest[] = [];
    let approvedConversationPath = '';

    async function captureAndCheck(name: string): Promise<void> {
      const findings = await captureBothSizes(page, name, async (current) => {
        const width = await current.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        const overflow = width.page > width.window
          ? [`the page is ${width.page} px wide in a ${width.window} px window`]
          : [];
        return [...overflow, ...await seriousAccessibilityViolations(current)];
      });
      expect(findings).toEqual({ desktop: [], '375': [] });
    }

    const messageBox = () => page.getByRole('textbox', { name: 'Message' });
    const sendButton = () => page.getByRole('button', { name: 'Send', exact: true });
    const lastTurn = () => page.locator('.turn.assistant').last();
    const card = () => page.getByRole('region', { name: 'Send this email?' });
    const sidebarLink = (conversationPath: string) =>
      page.getByRole('complementary', { name: 'Conversations' }).locator(`a[href="${conversationPath}"]`);

    async function turnOver(): Promise<void> {
      // Send is disabled from the moment a request goes until its stream ends.
      await sendButton().and(page.locator(':not([disabled])')).waitFor();
    }

    /** Sends `text` and waits until the turn paused with its card. */
    async function sendAndWaitForCard(text: string): Promise<void> {
      await messageBox().fill(text);
      await messageBox().press('Enter');
      await lastTurn().getByRole('region', { name: 'Send this email?' }).waitFor();
      await turnOver();
    }

    async function outbox(): Promise<OutboxMessage[]> {
      const response = await fetch(`${gateway.url}/outbox`);
      return (await response.json() as { messages: OutboxMessage[] }).messages;
    }

    function conversationPath(): string {
      return new URL(page.url()).pathname;
    }

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'parley-approvals-'));
      server = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl, 'parley_web_approvals');
      const pgliteDirectory = join(directory, 'pglite');
      await prepareDemoDatabase(server === null ? { pgliteDirectory } : { url: server.url }, {
        approvals: { defaultMode: 'auto', tools: { gmail_send_email: 'always' } },
      });
      const buildError = await ensureWebBuild(join(repositoryRoot, 'web'), { log: () => {} });
      if (buildError !== null) throw new Error(`The web app did not build: ${buildError}`);
      gateway = await startGateway({
        ...(server === null ? { PARLEY_DATA_DIR: pgliteDirectory } : { DATABASE_URL: server.url }),
        PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
        PARLEY_CREDENTIALS_KEY: encodeBase64(crypto.getRandomValues(new Uint8Array(32))),
        PARLEY_DEMO_MISTAKES: 'off',
      });
      browser = await launchChromium();
      // One context for the page and the second tab of the 409 step: they share the session.
      page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      page.setDefaultTimeout(30_000);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/functions/v1/chat')) chatPosts.push(request);
      });
      await page.goto(`${gateway.url}/`);
      await page.getByRole('button', { name: 'Sign in as the demo user' }).click();
      await messageBox().waitFor();
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await gateway?.stop();
      await server?.dispose();
      await rm(directory, { recursive: true, force: true });
    }, 60_000);

    it('pauses a send for approval, showing exactly what will be sent and why, with focus on the card', async () => {
      await sendAndWaitForCard('send the meeting notes to ana@example.com');

      const fields = await card().locator('.approval-fields').evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
        )
      );
      expect(fields).toEqual({
        From: 'your connected Gmail account',
        To: 'ana@example.com',
        Subject: 'Meeting notes',
        Body: 'Hi,\n\nSharing the meeting notes, as requested.\n\nBest regards',
      });
      expect(await card().locator('.approval-why').textContent()).toBe(
        'Why Parley asks: This agent asks you before every gmail_send_email call.',
      );
      await card().getByRole('button', { name: 'Approve' }).waitFor();
      await card().getByRole('button', { name: 'Deny' }).waitFor();
      await card().getByRole('textbox', { name: 'Reason for denying (optional)' }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send this email?');
      await page.getByRole('status').filter({
        hasText: 'Parley is waiting for your approval to send an email to ana@example.com',
      })
        .waitFor();
      expect(await lastTurn().locator('.chip[data-tool="gmail_send_email"]').getAttribute('data-state')).toBe(
        'awaiting',
      );
      await sidebarLink(conversationPath()).getByText('Awaiting approval').waitFor();
      expect(await outbox()).toEqual([]);
      await captureAndCheck('chat-approval');
    }, stepTimeout);

    it('shows the card again after a reload, from the conversation’s pending approvals', async () => {
      await page.reload();

      await card().getByRole('button', { name: 'Approve' }).waitFor();
      expect(await card().locator('.approval-fields dd').first().textContent()).toBe('your connected Gmail account');
      await sidebarLink(conversationPath()).getByText('Awaiting approval').waitFor();
      expect(await page.locator('.approval-card').count()).toBe(1);
    }, stepTimeout);

    it('sends one request on Approve and streams the resumed turn into the same place', async () => {
      const before = chatPosts.length;

      await card().getByRole('button', { name: 'Approve' }).click();
      await lastTurn().locator('.chip[data-tool="gmail_send_email"][data-state="succeeded"]').waitFor();
      await turnOver();

      expect(chatPosts.length - before).toBe(1);
      const body = chatPosts.at(-1)?.postDataJSON() as { conversationId: string; approvals: unknown[] };
      expect(body).toEqual({
        conversationId: conversationPath().split('/').at(-1),
        approvals: [{ id: expect.any(String), approved: true }],
      });
      expect(await lastTurn().locator('.message-text').textContent()).toMatch(/^Done: the email was sent/);
      expect(await card().locator('.approval-outcome').textContent()).toBe('You approved this.');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('message');
      expect((await outbox()).map((message) => message.to)).toEqual([['ana@example.com']]);
      await sidebarLink(conversationPath()).waitFor();
      expect(await sidebarLink(conversationPath()).getByText('Awaiting approval').count()).toBe(0);
      const chip = lastTurn().locator('.chip[data-tool="gmail_send_email"]');
      expect(await chip.locator('details').getAttribute('open')).toBeNull();
      await chip.getByText('Arguments and result').click();
      expect(await chip.locator('.chip-code').first().textContent()).toContain('"ana@example.com"');
      expect(await chip.locator('.chip-code').last().textContent()).toContain('message_id');
      await captureAndCheck('chat-approved');
      approvedConversationPath = conversationPath();
    }, stepTimeout);

    it('denies by keyboard with a reason, which the model is told, and sends nothing', async () => {
      await page.getByRole('link', { name: '+ New chat' }).click();
      await sendAndWaitForCard('send the meeting notes to bob@example.com');
      const before = chatPosts.length;

      await page.keyboard.press('Tab');
      await page.keyboard.type('Bob is on holiday');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Deny');
      await page.keyboard.press('Enter');
      await lastTurn().locator('.message-text').filter({ hasText: 'declined' }).waitFor();
      await turnOver();

      expect(chatPosts.length - before).toBe(1);
      expect(chatPosts.at(-1)?.postDataJSON()).toMatchObject({
        approvals: [{ id: expect.any(String), approved: false, reason: 'Bob is on holiday' }],
      });
      expect(await card().locator('.approval-outcome').textContent()).toBe('You denied this: Bob is on holiday');
      expect(await lastTurn().locator('.message-text').textContent()).toContain('Bob is on holiday');
      expect((await outbox()).map((message) => message.to)).toEqual([['ana@example.com']]);
      expect(approvedConversationPath).not.toBe(conversationPath());
    }, stepTimeout);

    it('says plainly when another tab answered first (409), and shows what happened instead', async () => {
      await page.getByRole('link', { name: '+ New chat' }).click();
      await sendAndWaitForCard('send the meeting notes to carol@example.com');
      const otherTab = await page.context().newPage();
      await otherTab.goto(page.url());
      await otherTab.getByRole('region', { name: 'Send this email?' }).getByRole('button', { name: 'Approve' }).click();
      await otherTab.locator('.chip[data-tool="gmail_send_email"][data-state="succeeded"]').waitFor();
      await otherTab.close();

      await card().getByRole('button', { name: 'Approve' }).click();

      await page.locator('.error-banner').filter({ hasText: 'already answered — perhaps in another tab' }).waitFor();
      await lastTurn().locator('.chip[data-tool="gmail_send_email"][data-state="succeeded"]').waitFor();
      await lastTurn().locator('.message-text').filter({ hasText: 'Done: the email was sent' }).waitFor();
      expect(await page.locator('.approval-card').count()).toBe(0);
      expect((await outbox()).filter((message) => message.to.includes('carol@example.com'))).toHaveLength(1);
    }, stepTimeout);

    it('says plainly when the approvals expired (410) and removes the stale card', async () => {
      await page.getByRole('link', { name: '+ New chat' }).click();
      await sendAndWaitForCard('send the meeting notes to dan@example.com');
      await page.locator('.approval-card').evaluate((shown) => shown.setAttribute('data-shown-before', ''));
      await page.route('**/functions/v1/chat', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
            status: 410,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              error: { code: 'approval_expired', message: 'These approvals expired.', requestId: 'r-410' },
            }),
          })
          : route.fallback());

      await card().getByRole('button', { name: 'Approve' }).click();

      await page.locator('.error-banner').filter({ hasText: 'These approvals expired, so nothing was done.' })
        .waitFor();
      await page.unroute('**/functions/v1/chat');
      // The stale card is gone; the function never saw this answer, so the pause it still holds
      // comes back as a fresh card from the history.
      await card().getByRole('button', { name: 'Approve' }).waitFor();
      expect(await page.locator('.approval-card[data-shown-before]').count()).toBe(0);
      expect(await page.locator('.approval-card').count()).toBe(1);
      expect(pageErrors).toEqual([]);
    }, stepTimeout);
  },
);
