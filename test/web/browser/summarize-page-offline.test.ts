/**
 * The demo's own suggestion, `summarize https://example.com`, in a real browser (Debian's
 * Chromium through playwright-core) against a gateway with no network beyond loopback: the
 * sandbox serves the page, so the call succeeds at its first attempt, the reply summarizes it,
 * and no retry is announced. Checked at 1280×800 and 375×812 in the light and the dark theme.
 */
import { expect, it } from 'vitest';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { findingsInEverySizeAndTheme, noFindings } from './support/page-findings.ts';
import { saveDocumentationImages } from './support/screenshots.ts';

describeInChromium(
  "summarizing the demo's example page offline",
  { session: { name: 'web_summarize', gatewayVariables: { PARLEY_DEMO_MISTAKES: 'off' } } },
  (session) => {
    it('summarizes https://example.com from the sandbox at the first attempt, announcing no retry', async () => {
      const messageBox = session.page.getByRole('textbox', { name: 'Message' });
      await messageBox.fill('summarize https://example.com');
      await messageBox.press('Enter');
      await session.page.locator('.turn.assistant').first().waitFor();
      await session.page.getByRole('button', { name: 'Send', exact: true }).and(
        session.page.locator(':not([disabled])'),
      ).waitFor();

      const turn = session.page.locator('.turn.assistant').last();
      const chip = turn.locator('.chip[data-tool="scrape_and_summarize"]');
      expect(await chip.getAttribute('data-state')).toBe('succeeded');
      expect(await chip.locator('.chip-state').textContent()).toMatch(/^succeeded/);
      expect(await chip.locator('.chip-state').textContent()).not.toContain('attempt');
      expect(await turn.locator('.chip[data-kind="retry"]').count()).toBe(0);
      expect(await turn.locator('.chip[data-state="failed"]').count()).toBe(0);
      const reply = await turn.locator('.message-text').textContent();
      expect(reply).toContain('example.com');
      expect(reply).not.toMatch(/typo|retry|DNS|could not/i);
      expect(await session.page.locator('.error-banner').isVisible()).toBe(false);

      expect(await findingsInEverySizeAndTheme(session.page, 'chat-summarize')).toEqual(noFindings);
      await saveDocumentationImages(session.page, 'chat-summarize', [{ size: 'desktop', colorScheme: 'light' }]);
      expect(session.pageErrors).toEqual([]);
      expect(session.policyViolations).toEqual([]);
    }, stepTimeout);
  },
);
