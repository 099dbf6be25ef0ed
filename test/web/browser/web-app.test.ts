/**
 * The reference web app in a real browser (Debian's Chromium through playwright-core),
 * against a gateway under Deno on a fresh database (PGlite in a temporary folder, or a fresh
 * database on the server DATABASE_URL names), with the demo model making its mistakes
 * (PARLEY_DEMO_MISTAKES=on). Every sign-in is supabase-js's, against the gateway's local Auth.
 * The steps build on each other (one conversation, then history, integrations, analytics),
 * so they run in order in one browser page. Screenshots of every page at 1280×800 and 375×812,
 * in the light and the dark theme, go to test-artifacts/screenshots/; on every one axe-core
 * finds no serious or critical violation and nothing is wider than the window.
 */
import type { Page, Request as BrowserRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSession,
  closeBrowserSession,
  databaseKind,
  openBrowserSession,
} from './support/browser-session.ts';
import { browserTestsSkipReason } from './support/chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { everyVariant, saveDocumentationImages } from './support/screenshots.ts';

const skipReason = browserTestsSkipReason();
if (skipReason !== null) console.warn(skipReason);
const stepTimeout = 90_000;

describe.skipIf(skipReason !== null)(
  `the web app in Chromium (${databaseKind()})`,
  () => {
    let session: BrowserSession;
    let page: Page;
    let gateway: BrowserSession['gateway'];
    let searchConversationId = '';

    /** Screenshots at both sizes in both themes; at each, no serious or critical axe finding and nothing wider than the window. */
    async function captureAndCheck(name: string): Promise<void> {
      expect(await findingsInEverySizeAndTheme(page, name)).toEqual(noFindings);
    }

    const messageBox = () => page.getByRole('textbox', { name: 'Message' });
    const sendButton = () => page.getByRole('button', { name: 'Send', exact: true });
    const lastTurn = () => page.locator('.turn.assistant').last();
    const chip = (tool: string, state: string) =>
      lastTurn().locator(`.chip[data-tool="${tool}"][data-state="${state}"]`);

    /** Sends `text` with Enter and waits for the turn's `done`. */
    async function sendAndWait(text: string): Promise<BrowserRequest> {
      await messageBox().fill(text);
      const turns = await page.locator('.turn.assistant').count();
      const [response] = await Promise.all([
        page.waitForResponse((candidate) =>
          candidate.url().endsWith('/functions/v1/chat') && candidate.request().method() === 'POST'
        ),
        messageBox().press('Enter'),
      ]);
      // Chromium never reports an event stream as finished: the turn is over when Send is enabled again
      // (it is disabled from the moment the message is sent until the stream ends).
      await page.locator('.turn.assistant').nth(turns).waitFor();
      await sendButton().and(page.locator(':not([disabled])')).waitFor();
      return response.request();
    }

    beforeAll(async () => {
      session = await openBrowserSession({ name: 'web', gatewayVariables: { PARLEY_DEMO_MISTAKES: 'on' } });
      ({ page, gateway } = session);
    }, 180_000);

    afterAll(() => closeBrowserSession(session), 60_000);

    it('signs the demo user in with one click, through supabase-js and the gateway’s Auth', async () => {
      const served = await page.goto(`${gateway.url}/`);
      await page.getByRole('button', { name: 'Sign in as the demo user' }).waitFor();
      await captureAndCheck('sign-in');
      await saveDocumentationImages(page, 'sign-in', [{ size: '375', colorScheme: 'light' }]);
      expect(served?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(served?.headers()['x-frame-options']).toBe('DENY');

      const [signIn] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/auth/v1/token?grant_type=password')),
        page.getByRole('button', { name: 'Sign in as the demo user' }).click(),
      ]);

      expect(signIn.status()).toBe(200);
      await messageBox().waitFor();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      expect(await page.locator('.account-email').textContent()).toBe('demo@parley.local');
    }, stepTimeout);

    it('starts a new line on Shift+Enter without sending', async () => {
      await messageBox().click();
      await page.keyboard.type('first line');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('second line');

      expect(await messageBox().inputValue()).toBe('first line\nsecond line');
      expect(await page.locator('.turn').count()).toBe(0);
      await messageBox().fill('');
    }, stepTimeout);

    it('streams a reply over SSE: the failed chip, the retry, then web_search succeeding', async () => {
      const responsePromise = page.waitForResponse((response) => response.url().endsWith('/functions/v1/chat'));

      const request = await sendAndWait('search the web for Deno 2');

      const headers = request.headers();
      expect(headers.accept).toBe('text/event-stream');
      expect(headers.authorization).toMatch(/^Bearer ey/);
      expect(headers.apikey).toMatch(/^ey/);
      expect(headers['x-client-info']).toMatch(/^parley-web\//);
      expect((await responsePromise).headers()['content-type']).toContain('text/event-stream');
      expect(await chip('searchWeb', 'failed').locator('.chip-state').textContent()).toBe('failed · not_found');
      expect(await lastTurn().locator('.chip[data-kind="retry"]').textContent()).toContain('retry 1 of 3');
      expect(await chip('web_search', 'succeeded').locator('.chip-state').textContent()).toMatch(
        /^succeeded · attempt 2/,
      );
      expect(await lastTurn().locator('.message-text').textContent()).toContain('[Sandbox] Deno 2');
      expect(page.url()).toMatch(/\/chat\/[0-9a-f-]{36}$/);
      searchConversationId = page.url().split('/').at(-1) as string;
      await page.locator(`.conversation-list a[data-conversation="${searchConversationId}"]`).waitFor();
      await captureAndCheck('chat');
      await saveDocumentationImages(page, 'chat', everyVariant);
    }, stepTimeout);

    it(
      'shows a Question as a question, puts the cursor in the message box, and sends the email once answered',
      async () => {
        await page.getByRole('link', { name: '+ New chat' }).click();
        await sendAndWait('send the meeting notes');

        expect(await lastTurn().getAttribute('class')).toContain('asks');
        expect(await lastTurn().locator('.question-label').textContent()).toContain('Question for you');
        expect(await lastTurn().textContent()).toContain('Who should I send this email to?');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('message');
        await captureAndCheck('chat-question');

        const answer = await sendAndWait('ana@example.com');

        expect(answer.postDataJSON()).toMatchObject({ message: 'ana@example.com', conversationId: expect.any(String) });
        expect(await chip('gmail_send_email', 'succeeded').count()).toBe(1);
        expect(await lastTurn().locator('.message-text').textContent()).toMatch(/^Done: the email was sent/);
      },
      stepTimeout,
    );

    it('opens a past conversation from the sidebar and continues it', async () => {
      await page.getByRole('link', { name: '+ New chat' }).click();
      await page.getByRole('complementary', { name: 'Conversations' }).getByRole('link', {
        name: /search the web for Deno 2/,
      }).click();

      await page.locator('.turn.user', { hasText: 'search the web for Deno 2' }).waitFor();
      expect(page.url()).toBe(`${gateway.url}/chat/${searchConversationId}`);
      await page.locator('.chip[data-tool="web_search"][data-state="succeeded"]').waitFor();
      expect(await page.locator('.chat-title').textContent()).toBe('search the web for Deno 2');

      const next = await sendAndWait('search the news about Deno');
      expect(next.postDataJSON()).toEqual({
        message: 'search the news about Deno',
        conversationId: searchConversationId,
      });
      expect(await page.locator('.turn.user').count()).toBe(2);
    }, stepTimeout);

    it('connects the sandbox Gmail from the Integrations page through the consent page', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
      const gmail = page.locator('section[data-integration="gmail"]');
      expect(await gmail.locator('.badge').textContent()).toBe('Sandbox');

      await gmail.getByRole('button', { name: 'Disconnect Gmail' }).click();
      await page.getByRole('status').filter({ hasText: 'Gmail is disconnected.' }).waitFor();
      await gmail.locator('.badge', { hasText: 'Not connected' }).waitFor();

      await gmail.getByRole('button', { name: 'Connect Gmail' }).click();
      await page.getByRole('link', { name: 'Allow' }).click();

      await page.getByRole('status').filter({ hasText: 'Gmail is connected.' }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/integrations');
      await gmail.locator('.badge', { hasText: 'Sandbox' }).waitFor();
      await captureAndCheck('integrations');
      await saveDocumentationImages(page, 'integrations', [
        { size: 'desktop', colorScheme: 'light' },
        { size: '375', colorScheme: 'dark' },
      ]);
    }, stepTimeout);

    it('adds and removes an API key, showing the function’s reason for a key of the wrong shape', async () => {
      const brave = page.locator('section[data-integration="brave"]');
      const keyBox = brave.getByRole('textbox', { name: 'Brave Search API key' });
      // A password box has no textbox role in every engine: fall back to its label.
      const input = (await keyBox.count()) > 0 ? keyBox : brave.getByLabel('Brave Search API key');

      await input.fill('short');
      await brave.getByRole('button', { name: 'Save key' }).click();
      await page.getByRole('status').filter({ hasText: 'too short' }).waitFor();

      await input.fill('test-brave-key-0123456789abcd');
      await brave.getByRole('button', { name: 'Save key' }).click();
      await page.getByRole('status').filter({ hasText: 'Brave Search key saved.' }).waitFor();
      await brave.locator('.badge', { hasText: /^Connected$/ }).waitFor();
      expect(await brave.textContent()).toContain('Key ending in abcd');

      await brave.getByRole('button', { name: 'Remove Brave Search key' }).click();
      await page.getByRole('status').filter({ hasText: 'Brave Search key removed.' }).waitFor();
      await brave.locator('.badge', { hasText: 'Not connected' }).waitFor();
    }, stepTimeout);

    it(
      'offers Connect Gmail on a chat turn that needs it, which comes back to the conversation and sends the message again',
      async () => {
        await page.locator('section[data-integration="gmail"]').getByRole('button', { name: 'Disconnect Gmail' })
          .click();
        await page.getByRole('status').filter({ hasText: 'Gmail is disconnected.' }).waitFor();
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();

        await sendAndWait('send the meeting notes to ana@example.com');

        expect(await chip('gmail_send_email', 'failed').last().locator('.chip-state').textContent()).toBe(
          'failed · not_configured',
        );
        const conversation = new URL(page.url()).pathname;
        await lastTurn().getByRole('button', { name: 'Connect Gmail' }).click();
        await page.getByRole('link', { name: 'Allow' }).click();
        await page.getByRole('status').filter({ hasText: 'Gmail is connected.' }).waitFor();

        expect(conversation).toMatch(/^\/chat\//);
        expect(page.url()).toBe(`${gateway.url}${conversation}`);
        await page.getByRole('button', { name: 'Try again' }).waitFor();
        await captureAndCheck('chat-gmail-returned');
        await saveDocumentationImages(page, 'chat-gmail-returned', [
          { size: 'desktop', colorScheme: 'light' },
          { size: '375', colorScheme: 'dark' },
        ]);
        await page.getByRole('button', { name: 'Try again' }).click();
        await chip('gmail_send_email', 'succeeded').waitFor();
        await sendButton().and(page.locator(':not([disabled])')).waitFor();
      },
      stepTimeout,
    );

    it('shows the analytics that are in the database, the targets with their reference lines', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
      await page.locator('.analytics-content[aria-busy="false"]').waitFor();
      const since = await page.locator('#since').inputValue();
      const until = await page.locator('#until').inputValue();
      const response = await fetch(`${gateway.url}/functions/v1/analytics?since=${since}&until=${until}`, {
        headers: { authorization: `Bearer ${gateway.demoUserToken}` },
      });
      const report = await response.json() as {
        totals: { attempts: number; successRate: number | null };
        targets: { id: string; value: number | null }[];
        retries: { byAttempt: { attempt: number; attempts: number }[] };
      };

      const shown = Object.fromEntries(
        await page.locator('.stat').evaluateAll((stats) =>
          stats.map((stat) => [stat.getAttribute('data-metric'), stat.getAttribute('data-value')])
        ),
      );
      expect(report.totals.attempts).toBeGreaterThanOrEqual(8);
      expect(shown.attempts).toBe(String(report.totals.attempts));
      expect(shown.success_rate).toBe(String(report.totals.successRate));
      for (const target of report.targets) expect(shown[target.id]).toBe(String(target.value));
      const attemptsChart = await page.locator('figure.attemptsChart canvas').getAttribute('aria-label');
      for (const entry of report.retries.byAttempt) {
        expect(attemptsChart).toContain(`attempt ${entry.attempt}: ${entry.attempts} attempts`);
      }
      await page.locator('figure canvas').nth(4).waitFor();
      expect(await page.locator('figure canvas').count()).toBe(5);
      await captureAndCheck('analytics');
      await saveDocumentationImages(page, 'analytics', [
        { size: 'desktop', colorScheme: 'light' },
        { size: '375', colorScheme: 'dark' },
      ]);
    }, stepTimeout);

    it('says plainly what to do on 429, 5xx and 401', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
      const banner = page.locator('.error-banner');
      const answerChatWith = (status: number, headers: Record<string, string> = {}) =>
        page.route('**/functions/v1/chat', (route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
              status,
              headers: { 'content-type': 'application/json', ...headers },
              body: JSON.stringify({ code: 'x', message: 'refused' }),
            })
            : route.fallback());

      await answerChatWith(429, { 'retry-after': '12' });
      await messageBox().fill('search the web for Deno 2');
      await messageBox().press('Enter');
      await banner.filter({ hasText: 'Too many requests — wait 12 s.' }).waitFor();
      await page.unroute('**/functions/v1/chat');

      await answerChatWith(503);
      await messageBox().fill('search the web for Deno 2');
      await sendButton().click();
      await banner.filter({ hasText: 'Something went wrong' }).waitFor();
      await page.unroute('**/functions/v1/chat');
      await banner.getByRole('button', { name: 'Retry' }).click();
      await lastTurn().locator('.chip[data-tool="web_search"][data-state="succeeded"]').waitFor();

      await answerChatWith(401);
      await messageBox().fill('search the web for Deno 2');
      await messageBox().press('Enter');
      await banner.filter({ hasText: 'Your session ended — sign in again.' }).waitFor();
      await banner.getByRole('button', { name: 'Sign in again' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Your session ended' }).count()).toBe(1);
      await page.unroute('**/functions/v1/chat');
    }, stepTimeout);

    it('creates a local account on a form titled as one, whose history and analytics start empty', async () => {
      await page.getByRole('button', { name: 'Create an account instead' }).click();
      await page.getByRole('heading', { name: 'Create an account' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
      expect(await page.title()).not.toMatch(/sign in/i);
      await captureAndCheck('sign-up');
      await saveDocumentationImages(page, 'sign-up', [{ size: '375', colorScheme: 'light' }]);
      await page.getByLabel('Email').fill('new-user@example.com');
      await page.getByLabel('Password').fill('a-long-password');
      await page.getByRole('button', { name: 'Create account' }).click();

      await messageBox().waitFor();
      expect(await page.locator('.account-email').textContent()).toBe('new-user@example.com');
      await page.getByText('No conversations yet.').waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
      await page.locator('.analytics-content[aria-busy="false"]').waitFor();
      await page.getByRole('heading', { name: 'No tool calls yet' }).waitFor();
      expect(await page.locator('figure canvas').count()).toBe(0);
      await captureAndCheck('analytics-empty');
      await saveDocumentationImages(page, 'analytics-empty', [{ size: 'desktop', colorScheme: 'dark' }]);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
      await sendAndWait('search the web for Deno 2');
      await lastTurn().locator('.chip[data-tool="web_search"][data-state="succeeded"]').waitFor();
      // The sidebar refreshes after the turn ends: wait for its entry, then check it is the only one.
      await page.locator('.conversation-list a').first().waitFor();
      expect(await page.locator('.conversation-list a').count()).toBe(1);
      expect(session.pageErrors).toEqual([]);
      // Every step above ran under the gateway's strict policy (web-app-headers.ts) without a refusal.
      expect(session.policyViolations).toEqual([]);
    }, stepTimeout);
  },
);
