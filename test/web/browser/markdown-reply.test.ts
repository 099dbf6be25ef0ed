/**
 * A Markdown reply in a real browser (Debian's Chromium through playwright-core), against a
 * gateway on a fresh database. The demo model writes plain sentences, so the test hands the
 * page the gateway's own event stream for the turn with its text replaced by a Markdown reply
 * (headings, a list, a table, code fences, links, and HTML that must not run), streamed in
 * 3-character deltas. The reply renders under the served Content-Security-Policy, its copy
 * buttons copy, and axe finds no serious or critical violation at 1280×800 and 375×812, in the
 * light and the dark theme.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { BrowserSession } from './support/browser-session.ts';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { colorSchemes, layoutAndAccessibilityFindings } from './support/page-findings.ts';
import { captureBothSizes, saveDocumentationImage, screenshotDirectory } from './support/screenshots.ts';

const markdownReply = [
  '### What I found',
  '',
  'The **Deno 2** release notes are at https://deno.com/blog/v2.0 and the [manual](https://docs.deno.com).',
  '',
  '1. Node compatibility',
  '2. `npm:` specifiers',
  '',
  '| version | year |',
  '|:--------|-----:|',
  '| 1.0     | 2020 |',
  '| 2.0     | 2024 |',
  '',
  '```sh',
  'deno run -A main.ts',
  '```',
  '',
  'Raw HTML stays text: <img src=x onerror="window.__pwned = 1"> and [a script link](javascript:window.__pwned=2).',
].join('\n');

/** One Server-Sent Event as the chat function writes it. */
interface StreamEvent {
  readonly name: string;
  readonly data: string;
}

function parseEvents(body: string): StreamEvent[] {
  return body.split('\n\n').filter((block) => block.trim() !== '').map((block) => {
    const lines = block.split('\n');
    const name = lines.find((line) => line.startsWith('event:'))?.slice('event:'.length).trim() ?? 'message';
    const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice('data:'.length).trim())
      .join('\n');
    return { name, data };
  });
}

/** The gateway's stream with its text deltas replaced by `reply` in 3-character deltas. */
function withReply(body: string, reply: string): string {
  const events: StreamEvent[] = [];
  for (const event of parseEvents(body)) {
    if (event.name === 'text-delta') continue;
    if (event.name === 'done') {
      for (let start = 0; start < reply.length; start += 3) {
        events.push({
          name: 'text-delta',
          data: JSON.stringify({ type: 'text-delta', text: reply.slice(start, start + 3) }),
        });
      }
      const done = JSON.parse(event.data) as Record<string, unknown>;
      events.push({ name: 'done', data: JSON.stringify({ ...done, reply }) });
      continue;
    }
    events.push(event);
  }
  return events.map((event) => `event: ${event.name}\ndata: ${event.data}\n\n`).join('');
}

/** Lets the page copy, and hands it the gateway's stream of each turn with the Markdown reply in it. */
async function replyWithMarkdown(session: BrowserSession): Promise<void> {
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.gateway.url });
  await session.page.route('**/functions/v1/chat', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: withReply(await response.text(), markdownReply) });
  });
}

describeInChromium(
  'a Markdown reply',
  { session: { name: 'markdown' }, beforeSignIn: replyWithMarkdown },
  (session) => {
    const messageBox = () => session.page.getByRole('textbox', { name: 'Message' });
    const sendButton = () => session.page.getByRole('button', { name: 'Send', exact: true });
    const lastReply = () => session.page.locator('.turn.assistant').last().locator('.message-text');

    it('renders a streamed Markdown reply, sanitized, under the served CSP', async () => {
      await messageBox().fill('search the web for Deno 2');
      await messageBox().press('Enter');
      await session.page.locator('.turn.assistant').first().waitFor();
      await sendButton().and(session.page.locator(':not([disabled])')).waitFor();

      await expect(lastReply().locator('h3').textContent()).resolves.toBe('What I found');
      await expect(lastReply().locator('ol > li').count()).resolves.toBe(2);
      await expect(lastReply().locator('table td').allTextContents()).resolves.toEqual(['1.0', '2020', '2.0', '2024']);
      await expect(lastReply().locator('pre code').textContent()).resolves.toBe('deno run -A main.ts\n');
      const links = await lastReply().locator('a').evaluateAll((anchors) =>
        anchors.map((
          anchor,
        ) => [anchor.getAttribute('href'), anchor.getAttribute('rel'), anchor.getAttribute('target')])
      );
      expect(links).toEqual([
        ['https://deno.com/blog/v2.0', 'noopener noreferrer', '_blank'],
        ['https://docs.deno.com', 'noopener noreferrer', '_blank'],
        [null, null, null],
      ]);
      await expect(lastReply().textContent()).resolves.toContain('<img src=x onerror="window.__pwned = 1">');
      await expect(lastReply().locator('img').count()).resolves.toBe(0);
      await expect(session.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves
        .toBeUndefined();
      expect(await lastReply().textContent()).not.toContain('**');
      expect(session.policyViolations).toEqual([]);
      expect(session.pageErrors).toEqual([]);
      await session.page.locator('.turn.assistant').last().screenshot({
        path: join(screenshotDirectory, 'markdown-reply-turn.png'),
      });
      await saveDocumentationImage(session.page.locator('.turn.assistant').last(), 'markdown-reply');
    }, stepTimeout);

    it('copies a code block and the whole reply as written', async () => {
      await lastReply().getByRole('button', { name: 'Copy code' }).click();
      await expect(session.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('deno run -A main.ts\n');
      await session.page.locator('.turn.assistant').last().getByRole('button', { name: 'Copy reply' }).click();
      await expect(session.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(markdownReply);
    }, stepTimeout);

    it('has no serious or critical axe finding and fits the window at 1280 and 375 px, light and dark', async () => {
      for (const colorScheme of colorSchemes) {
        await session.page.emulateMedia({ colorScheme });
        const background = await session.page.evaluate(() =>
          getComputedStyle(document.documentElement).backgroundColor
        );
        expect(background, colorScheme).toBe(colorScheme === 'dark' ? 'rgb(3, 7, 18)' : 'rgb(248, 250, 252)');
        const findings = await captureBothSizes(
          session.page,
          `markdown-reply-${colorScheme}`,
          layoutAndAccessibilityFindings,
        );
        expect(findings, colorScheme).toEqual({ desktop: [], '375': [] });
      }
      await session.page.emulateMedia({ colorScheme: 'dark' });
      await session.page.locator('.turn.assistant').last().screenshot({
        path: join(screenshotDirectory, 'markdown-reply-turn-dark.png'),
      });
      await saveDocumentationImage(session.page.locator('.turn.assistant').last(), 'markdown-reply-dark');
      await session.page.emulateMedia({ colorScheme: 'light' });
    }, stepTimeout);
  },
);
