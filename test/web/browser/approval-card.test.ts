/**
 * The approval card in a real browser (Debian's Chromium through playwright-core), against a
 * gateway on a fresh database whose demo agent asks before every `gmail_send_email` call
 * (`agents.settings.approvals`, set in the database before the gateway starts: no page sets
 * it). The demo model writes the mail the user asks for; the turn pauses, and the card shows
 * it. The steps build on each other in one browser page: the card at 1280×800 and 375×812 in
 * the light and the dark theme (axe finds no serious or critical violation), a reload, Approve (one request, the mail sent
 * once), Deny with a reason by keyboard, another tab answering first (409), an expired
 * answer (410).
 */
import type { Page, Request as BrowserRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSession,
  closeBrowserSession,
  databaseKind,
  openBrowserSession,
  signInAsDemoUser,
} from './support/browser-session.ts';
import { browserTestsSkipReason } from './support/chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { saveDocumentationImage, saveDocumentationImages } from './support/screenshots.ts';

const skipReason = browserTestsSkipReason();
if (skipReason !== null) console.warn(skipReason);
const stepTimeout = 90_000;

interface OutboxMessage {
  readonly to: readonly string[];
  readonly subject: string;
}

describe.skipIf(skipReason !== null)(
  `the approval card in Chromium (${databaseKind()})`,
  () => {
    let session: BrowserSession;
    let page: Page;
    /** Every POST /functions/v1/chat the page made, in order. */
    const chatPosts: BrowserRequest[] = [];
    let approvedConversationPath = '';

    /** Screenshots at both sizes in both themes; at each, no serious or critical axe finding and nothing wider than the window. */
    async function captureAndCheck(name: string): Promise<void> {
      expect(await findingsInEverySizeAndTheme(page, name)).toEqual(noFindings);
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
      const response = await fetch(`${session.gateway.url}/outbox`);
      return (await response.json() as { messages: OutboxMessage[] }).messages;
    }

    function conversationPath(): string {
      return new URL(page.url()).pathname;
    }

    beforeAll(async () => {
      session = await openBrowserSession({
        name: 'web_approvals',
        agentSettings: { approvals: { defaultMode: 'auto', tools: { gmail_send_email: 'always' } } },
        gatewayVariables: { PARLEY_DEMO_MISTAKES: 'off' },
      });
      // The page and the second tab of the 409 step share the session's context, so its sign-in.
      page = session.page;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/functions/v1/chat')) chatPosts.push(request);
      });
      await signInAsDemoUser(session);
    }, 180_000);

    afterAll(() => closeBrowserSession(session), 60_000);

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
      await saveDocumentationImages(page, 'approval-card', [
        { size: 'desktop', colorScheme: 'light' },
        { size: '375', colorScheme: 'dark' },
      ]);
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
      await saveDocumentationImage(chip, 'tool-chip-details');
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
      expect(session.pageErrors).toEqual([]);
    }, stepTimeout);
  },
);
