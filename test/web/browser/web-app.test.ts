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
import type { Request as BrowserRequest } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { everyVariant, saveDocumentationImages } from './support/screenshots.ts';

describeInChromium(
  'the web app',
  { session: { name: 'web', gatewayVariables: { PARLEY_DEMO_MISTAKES: 'on' } }, signIn: false },
  (session) => {
    let searchConversationId = '';

    /** Screenshots at both sizes in both themes; at each, no serious or critical axe finding and nothing wider than the window. */
    async function captureAndCheck(name: string): Promise<void> {
      expect(await findingsInEverySizeAndTheme(session.page, name)).toEqual(noFindings);
    }

    const messageBox = () => session.page.getByRole('textbox', { name: 'Message' });
    const sendButton = () => session.page.getByRole('button', { name: 'Send', exact: true });
    const lastTurn = () => session.page.locator('.turn.assistant').last();
    const chip = (tool: string, state: string) =>
      lastTurn().locator(`.chip[data-tool="${tool}"][data-state="${state}"]`);

    /** Sends `text` with Enter and waits for the turn's `done`. */
    async function sendAndWait(text: string): Promise<BrowserRequest> {
      await messageBox().fill(text);
      const turns = await session.page.locator('.turn.assistant').count();
      const [response] = await Promise.all([
        session.page.waitForResponse((candidate) =>
          candidate.url().endsWith('/functions/v1/chat') && candidate.request().method() === 'POST'
        ),
        messageBox().press('Enter'),
      ]);
      // Chromium never reports an event stream as finished: the turn is over when Send is enabled again
      // (it is disabled from the moment the message is sent until the stream ends).
      await session.page.locator('.turn.assistant').nth(turns).waitFor();
      await sendButton().and(session.page.locator(':not([disabled])')).waitFor();
      return response.request();
    }

    it('signs the demo user in with one click, through supabase-js and the gateway’s Auth', async () => {
      const served = await session.page.goto(`${session.gateway.url}/`);
      await session.page.getByRole('button', { name: 'Sign in as the demo user' }).waitFor();
      await captureAndCheck('sign-in');
      await saveDocumentationImages(session.page, 'sign-in', [{ size: '375', colorScheme: 'light' }]);
      expect(served?.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(served?.headers()['x-frame-options']).toBe('DENY');

      const [signIn] = await Promise.all([
        session.page.waitForResponse((response) => response.url().includes('/auth/v1/token?grant_type=password')),
        session.page.getByRole('button', { name: 'Sign in as the demo user' }).click(),
      ]);

      expect(signIn.status()).toBe(200);
      await messageBox().waitFor();
      await expect(
        session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).getAttribute(
          'aria-current',
        ),
      ).resolves.toBe('page');
      expect(await session.page.locator('.account-email').textContent()).toBe('demo@parley.local');
    }, stepTimeout);

    it('starts a new line on Shift+Enter without sending', async () => {
      await messageBox().click();
      await session.page.keyboard.type('first line');
      await session.page.keyboard.press('Shift+Enter');
      await session.page.keyboard.type('second line');

      expect(await messageBox().inputValue()).toBe('first line\nsecond line');
      expect(await session.page.locator('.turn').count()).toBe(0);
      await messageBox().fill('');
    }, stepTimeout);

    it('streams a reply over SSE: the failed chip, the retry, then web_search succeeding', async () => {
      const responsePromise = session.page.waitForResponse((response) => response.url().endsWith('/functions/v1/chat'));

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
      expect(session.page.url()).toMatch(/\/chat\/[0-9a-f-]{36}$/);
      searchConversationId = session.page.url().split('/').at(-1) as string;
      await session.page.locator(`.conversation-list a[data-conversation="${searchConversationId}"]`).waitFor();
      await captureAndCheck('chat');
      await saveDocumentationImages(session.page, 'chat', everyVariant);
    }, stepTimeout);

    it(
      'shows a Question as a question, puts the cursor in the message box, and sends the email once answered',
      async () => {
        await session.page.getByRole('link', { name: '+ New chat' }).click();
        await sendAndWait('send the meeting notes');

        expect(await lastTurn().getAttribute('class')).toContain('asks');
        expect(await lastTurn().locator('.question-label').textContent()).toContain('Question for you');
        expect(await lastTurn().textContent()).toContain('Who should I send this email to?');
        expect(await session.page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('message');
        await captureAndCheck('chat-question');

        const answer = await sendAndWait('ana@example.com');

        expect(answer.postDataJSON()).toMatchObject({ message: 'ana@example.com', conversationId: expect.any(String) });
        expect(await chip('gmail_send_email', 'succeeded').count()).toBe(1);
        expect(await lastTurn().locator('.message-text').textContent()).toMatch(/^Done: the email was sent/);
      },
      stepTimeout,
    );

    it('opens a past conversation from the sidebar and continues it', async () => {
      await session.page.getByRole('link', { name: '+ New chat' }).click();
      await session.page.getByRole('complementary', { name: 'Conversations' }).getByRole('link', {
        name: /search the web for Deno 2/,
      }).click();

      await session.page.locator('.turn.user', { hasText: 'search the web for Deno 2' }).waitFor();
      expect(session.page.url()).toBe(`${session.gateway.url}/chat/${searchConversationId}`);
      await session.page.locator('.chip[data-tool="web_search"][data-state="succeeded"]').waitFor();
      expect(await session.page.locator('.chat-title').textContent()).toBe('search the web for Deno 2');

      const next = await sendAndWait('search the news about Deno');
      expect(next.postDataJSON()).toEqual({
        message: 'search the news about Deno',
        conversationId: searchConversationId,
      });
      expect(await session.page.locator('.turn.user').count()).toBe(2);
    }, stepTimeout);

    it('connects the sandbox Gmail from the Integrations page through the consent page', async () => {
      await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
      const gmail = session.page.locator('section[data-integration="gmail"]');
      expect(await gmail.locator('.badge').textContent()).toBe('Sandbox');

      await gmail.getByRole('button', { name: 'Disconnect Gmail' }).click();
      await session.page.getByRole('status').filter({ hasText: 'Gmail is disconnected.' }).waitFor();
      await gmail.locator('.badge', { hasText: 'Not connected' }).waitFor();

      await gmail.getByRole('button', { name: 'Connect Gmail' }).click();
      await session.page.getByRole('link', { name: 'Allow' }).click();

      await session.page.getByRole('status').filter({ hasText: 'Gmail is connected.' }).waitFor();
      expect(new URL(session.page.url()).pathname + new URL(session.page.url()).search).toBe('/integrations');
      await gmail.locator('.badge', { hasText: 'Sandbox' }).waitFor();
      await captureAndCheck('integrations');
      await saveDocumentationImages(session.page, 'integrations', [
        { size: 'desktop', colorScheme: 'light' },
        { size: '375', colorScheme: 'dark' },
      ]);
    }, stepTimeout);

    it('adds and removes an API key, showing the function’s reason for a key of the wrong shape', async () => {
      const brave = session.page.locator('section[data-integration="brave"]');
      const keyBox = brave.getByRole('textbox', { name: 'Brave Search API key' });
      // A password box has no textbox role in every engine: fall back to its label.
      const input = (await keyBox.count()) > 0 ? keyBox : brave.getByLabel('Brave Search API key');

      await input.fill('short');
      await brave.getByRole('button', { name: 'Save key' }).click();
      await session.page.getByRole('status').filter({ hasText: 'too short' }).waitFor();

      await input.fill('test-brave-key-0123456789abcd');
      await brave.getByRole('button', { name: 'Save key' }).click();
      await session.page.getByRole('status').filter({ hasText: 'Brave Search key saved.' }).waitFor();
      await brave.locator('.badge', { hasText: /^Connected$/ }).waitFor();
      expect(await brave.textContent()).toContain('Key ending in abcd');

      await brave.getByRole('button', { name: 'Remove Brave Search key' }).click();
      await session.page.getByRole('status').filter({ hasText: 'Brave Search key removed.' }).waitFor();
      await brave.locator('.badge', { hasText: 'Not connected' }).waitFor();
    }, stepTimeout);

    it(
      'offers Connect Gmail on a chat turn that needs it, which comes back to the conversation and sends the message again',
      async () => {
        await session.page.locator('section[data-integration="gmail"]').getByRole('button', {
          name: 'Disconnect Gmail',
        })
          .click();
        await session.page.getByRole('status').filter({ hasText: 'Gmail is disconnected.' }).waitFor();
        await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();

        await sendAndWait('send the meeting notes to ana@example.com');

        expect(await chip('gmail_send_email', 'failed').last().locator('.chip-state').textContent()).toBe(
          'failed · not_configured',
        );
        const conversation = new URL(session.page.url()).pathname;
        await lastTurn().getByRole('button', { name: 'Connect Gmail' }).click();
        await session.page.getByRole('link', { name: 'Allow' }).click();
        await session.page.getByRole('status').filter({ hasText: 'Gmail is connected.' }).waitFor();

        expect(conversation).toMatch(/^\/chat\//);
        expect(session.page.url()).toBe(`${session.gateway.url}${conversation}`);
        await session.page.getByRole('button', { name: 'Try again' }).waitFor();
        await captureAndCheck('chat-gmail-returned');
        await saveDocumentationImages(session.page, 'chat-gmail-returned', [
          { size: 'desktop', colorScheme: 'light' },
          { size: '375', colorScheme: 'dark' },
        ]);
        await session.page.getByRole('button', { name: 'Try again' }).click();
        await chip('gmail_send_email', 'succeeded').waitFor();
        await sendButton().and(session.page.locator(':not([disabled])')).waitFor();
      },
      stepTimeout,
    );

    it('shows the analytics that are in the database, the targets with their reference lines', async () => {
      await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
      await session.page.locator('.analytics-content[aria-busy="false"]').waitFor();
      const since = await session.page.locator('#since').inputValue();
      const until = await session.page.locator('#until').inputValue();
      const response = await fetch(`${session.gateway.url}/functions/v1/analytics?since=${since}&until=${until}`, {
        headers: { authorization: `Bearer ${session.gateway.demoUserToken}` },
      });
      const report = await response.json() as {
        totals: { attempts: number; successRate: number | null };
        targets: { id: string; value: number | null }[];
        retries: { byAttempt: { attempt: number; attempts: number }[] };
      };

      const shown = Object.fromEntries(
        await session.page.locator('.stat').evaluateAll((stats) =>
          stats.map((stat) => [stat.getAttribute('data-metric'), stat.getAttribute('data-value')])
        ),
      );
      expect(report.totals.attempts).toBeGreaterThanOrEqual(8);
      expect(shown.attempts).toBe(String(report.totals.attempts));
      expect(shown.success_rate).toBe(String(report.totals.successRate));
      for (const target of report.targets) expect(shown[target.id]).toBe(String(target.value));
      const attemptsChart = await session.page.locator('figure.attemptsChart canvas').getAttribute('aria-label');
      for (const entry of report.retries.byAttempt) {
        expect(attemptsChart).toContain(`attempt ${entry.attempt}: ${entry.attempts} attempts`);
      }
      await session.page.locator('figure canvas').nth(4).waitFor();
      expect(await session.page.locator('figure canvas').count()).toBe(5);
      await captureAndCheck('analytics');
      await saveDocumentationImages(session.page, 'analytics', [
        { size: 'desktop', colorScheme: 'light' },
        { size: '375', colorScheme: 'dark' },
      ]);
    }, stepTimeout);

    it('says plainly what to do on 429, 5xx and 401', async () => {
      await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
      const banner = session.page.locator('.error-banner');
      const answerChatWith = (status: number, headers: Record<string, string> = {}) =>
        session.page.route('**/functions/v1/chat', (route) =>
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
      await session.page.unroute('**/functions/v1/chat');

      await answerChatWith(503);
      await messageBox().fill('search the web for Deno 2');
      await sendButton().click();
      await banner.filter({ hasText: 'Something went wrong' }).waitFor();
      await session.page.unroute('**/functions/v1/chat');
      await banner.getByRole('button', { name: 'Retry' }).click();
      await lastTurn().locator('.chip[data-tool="web_search"][data-state="succeeded"]').waitFor();

      await answerChatWith(401);
      await messageBox().fill('search the web for Deno 2');
      await messageBox().press('Enter');
      await banner.filter({ hasText: 'Your session ended — sign in again.' }).waitFor();
      await banner.getByRole('button', { name: 'Sign in again' }).click();
      await session.page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await session.page.getByRole('alert').filter({ hasText: 'Your session ended' }).count()).toBe(1);
      await session.page.unroute('**/functions/v1/chat');
    }, stepTimeout);

    it('creates a local account on a form titled as one, whose history and analytics start empty', async () => {
      await session.page.getByRole('button', { name: 'Create an account instead' }).click();
      await session.page.getByRole('heading', { name: 'Create an account' }).waitFor();
      expect(await session.page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
      expect(await session.page.title()).not.toMatch(/sign in/i);
      await captureAndCheck('sign-up');
      await saveDocumentationImages(session.page, 'sign-up', [{ size: '375', colorScheme: 'light' }]);
      await session.page.getByLabel('Email').fill('new-user@example.com');
      await session.page.getByLabel('Password').fill('a-long-password');
      await session.page.getByRole('button', { name: 'Create account' }).click();

      await messageBox().waitFor();
      expect(await session.page.locator('.account-email').textContent()).toBe('new-user@example.com');
      await session.page.getByText('No conversations yet.').waitFor();
      await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
      await session.page.locator('.analytics-content[aria-busy="false"]').waitFor();
      await session.page.getByRole('heading', { name: 'No tool calls yet' }).waitFor();
      expect(await session.page.locator('figure canvas').count()).toBe(0);
      await captureAndCheck('analytics-empty');
      await saveDocumentationImages(session.page, 'analytics-empty', [{ size: 'desktop', colorScheme: 'dark' }]);
      await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat' }).click();
      await sendAndWait('search the web for Deno 2');
      await lastTurn().locator('.chip[data-tool="web_search"][data-state="succeeded"]').waitFor();
      // The sidebar refreshes after the turn ends: wait for its entry, then check it is the only one.
      await session.page.locator('.conversation-list a').first().waitFor();
      expect(await session.page.locator('.conversation-list a').count()).toBe(1);
      expect(session.pageErrors).toEqual([]);
      // Every step above ran under the gateway's strict policy (web-app-headers.ts) without a refusal.
      expect(session.policyViolations).toEqual([]);
    }, stepTimeout);
  },
);
