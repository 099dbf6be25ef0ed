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
import type { Request as BrowserRequest } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { saveDocumentationImage, saveDocumentationImages } from './support/screenshots.ts';

interface OutboxMessage {
  readonly to: readonly string[];
  readonly subject: string;
}

/** Every POST /functions/v1/chat the page made, in order. */
const chatPosts: BrowserRequest[] = [];

describeInChromium(
  'the approval card',
  {
    session: {
      name: 'web_approvals',
      agentSettings: { approvals: { defaultMode: 'auto', tools: { gmail_send_email: 'always' } } },
      gatewayVariables: { PARLEY_DEMO_MISTAKES: 'off' },
    },
    // The page and the second tab of the 409 step share the session's context, so its sign-in.
    beforeSignIn: async (session) => {
      session.page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/functions/v1/chat')) chatPosts.push(request);
      });
    },
  },
  (session) => {
    let approvedConversationPath = '';

    /** Screenshots at both sizes in both themes; at each, no serious or critical axe finding and nothing wider than the window. */
    async function captureAndCheck(name: string): Promise<void> {
      expect(await findingsInEverySizeAndTheme(session.page, name)).toEqual(noFindings);
    }

    const messageBox = () => session.page.getByRole('textbox', { name: 'Message' });
    const sendButton = () => session.page.getByRole('button', { name: 'Send', exact: true });
    const lastTurn = () => session.page.locator('.turn.assistant').last();
    const card = () => session.page.getByRole('region', { name: 'Send this email?' });
    const sidebarLink = (conversationPath: string) =>
      session.page.getByRole('complementary', { name: 'Conversations' }).locator(`a[href="${conversationPath}"]`);

    async function turnOver(): Promise<void> {
      // Send is disabled from the moment a request goes until its stream ends.
      await sendButton().and(session.page.locator(':not([disabled])')).waitFor();
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
      return new URL(session.page.url()).pathname;
    }

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
      expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe('Send this email?');
      await session.page.getByRole('status').filter({
        hasText: 'Parley is waiting for your approval to send an email to ana@example.com',
      })
        .waitFor();
      expect(await lastTurn().locator('.chip[data-tool="gmail_send_email"]').getAttribute('data-state')).toBe(
        'awaiting',
      );
      await sidebarLink(conversationPath()).getByText('Awaiting approval').waitFor();
      expect(await outbox()).toEqual([]);
      await captureAndCheck('chat-approval');
      await saveDocumentationImages(session.page, 'approval-card', [
        { size: 'desktop', colorScheme: 'light' },
        { size: '375', colorScheme: 'dark' },
      ]);
    }, stepTimeout);

    it('shows the card again after a reload, from the conversation’s pending approvals', async () => {
      await session.page.reload();

      await card().getByRole('button', { name: 'Approve' }).waitFor();
      expect(await card().locator('.approval-fields dd').first().textContent()).toBe('your connected Gmail account');
      await sidebarLink(conversationPath()).getByText('Awaiting approval').waitFor();
      expect(await session.page.locator('.approval-card').count()).toBe(1);
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
      expect(await session.page.evaluate(() => document.activeElement?.id)).toBe('message');
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
      await session.page.getByRole('link', { name: '+ New chat' }).click();
      await sendAndWaitForCard('send the meeting notes to bob@example.com');
      const before = chatPosts.length;

      await session.page.keyboard.press('Tab');
      await session.page.keyboard.type('Bob is on holiday');
      await session.page.keyboard.press('Tab');
      await session.page.keyboard.press('Tab');
      expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe('Deny');
      await session.page.keyboard.press('Enter');
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
      await session.page.getByRole('link', { name: '+ New chat' }).click();
      await sendAndWaitForCard('send the meeting notes to carol@example.com');
      const otherTab = await session.page.context().newPage();
      await otherTab.goto(session.page.url());
      await otherTab.getByRole('region', { name: 'Send this email?' }).getByRole('button', { name: 'Approve' }).click();
      await otherTab.locator('.chip[data-tool="gmail_send_email"][data-state="succeeded"]').waitFor();
      await otherTab.close();

      await card().getByRole('button', { name: 'Approve' }).click();

      await session.page.locator('.error-banner').filter({ hasText: 'already answered — perhaps in another tab' })
        .waitFor();
      await lastTurn().locator('.chip[data-tool="gmail_send_email"][data-state="succeeded"]').waitFor();
      await lastTurn().locator('.message-text').filter({ hasText: 'Done: the email was sent' }).waitFor();
      expect(await session.page.locator('.approval-card').count()).toBe(0);
      expect((await outbox()).filter((message) => message.to.includes('carol@example.com'))).toHaveLength(1);
    }, stepTimeout);

    it('says plainly when the approvals expired (410) and removes the stale card', async () => {
      await session.page.getByRole('link', { name: '+ New chat' }).click();
      await sendAndWaitForCard('send the meeting notes to dan@example.com');
      await session.page.locator('.approval-card').evaluate((shown) => shown.setAttribute('data-shown-before', ''));
      await session.page.route('**/functions/v1/chat', (route) =>
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

      await session.page.locator('.error-banner').filter({ hasText: 'These approvals expired, so nothing was done.' })
        .waitFor();
      await session.page.unroute('**/functions/v1/chat');
      // The stale card is gone; the function never saw this answer, so the pause it still holds
      // comes back as a fresh card from the history.
      await card().getByRole('button', { name: 'Approve' }).waitFor();
      expect(await session.page.locator('.approval-card[data-shown-before]').count()).toBe(0);
      expect(await session.page.locator('.approval-card').count()).toBe(1);
      expect(session.pageErrors).toEqual([]);
    }, stepTimeout);
  },
);
