/**
 * The conversations drawer on a phone (375×812) in a real browser (Debian's Chromium through
 * playwright-core), against a gateway on a fresh database: it opens from its toggle
 * (`aria-expanded` true) with a Close button nothing covers, and closes — `aria-expanded`
 * false — on Escape, on a tap outside it, and when a message is sent. At 1280×800 the
 * sidebar is always shown and neither button is. axe finds no serious or critical violation
 * with the drawer open, in the light and the dark theme (the top bar's toggle, remembered).
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { describeInChromium, stepTimeout } from './support/describe-in-chromium.ts';
import { saveDocumentationImage, screenshotDirectory, viewports } from './support/screenshots.ts';

const phone = viewports['375'];

describeInChromium(
  'the conversations drawer',
  { session: { name: 'drawer', viewport: phone } },
  (session) => {
    const toggle = () => session.page.getByRole('button', { name: 'Conversations', exact: true });
    const closeButton = () => session.page.getByRole('button', { name: 'Close conversations' });
    const drawer = () => session.page.getByRole('complementary', { name: 'Conversations' });
    const messageBox = () => session.page.getByRole('textbox', { name: 'Message' });
    const expanded = () => toggle().getAttribute('aria-expanded');

    /** Whether the element at the center of the Close button is that button (nothing covers it). */
    async function closeButtonOnTop(): Promise<boolean> {
      const box = await closeButton().boundingBox();
      if (box === null) return false;
      return await session.page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      ) === 'Close conversations';
    }

    it('opens with aria-expanded true and a Close button nothing covers, the focus on it', async () => {
      expect(await expanded()).toBe('false');
      expect(await drawer().isVisible()).toBe(false);
      await toggle().click();
      expect(await expanded()).toBe('true');
      expect(await drawer().isVisible()).toBe(true);
      expect(await closeButtonOnTop()).toBe(true);
      expect(await closeButton().evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await seriousAccessibilityViolations(session.page)).toEqual([]);
      await session.page.screenshot({ path: join(screenshotDirectory, 'conversations-drawer-375.png') });
      await saveDocumentationImage(session.page, 'conversations-drawer-375');
      await closeButton().click();
      expect(await expanded()).toBe('false');
      expect(await drawer().isVisible()).toBe(false);
    }, stepTimeout);

    it('closes on Escape, the focus back on its toggle', async () => {
      await toggle().click();
      await session.page.keyboard.press('Escape');
      expect(await expanded()).toBe('false');
      expect(await drawer().isVisible()).toBe(false);
      expect(await toggle().evaluate((button) => button === document.activeElement)).toBe(true);
    }, stepTimeout);

    it('closes on a tap outside it', async () => {
      await toggle().click();
      // The drawer leaves the right 15% of the screen uncovered.
      await session.page.mouse.click(phone.width - 10, phone.height / 2);
      expect(await expanded()).toBe('false');
      expect(await drawer().isVisible()).toBe(false);
    }, stepTimeout);

    it('closes when a message is sent', async () => {
      await toggle().click();
      await messageBox().fill('search the web for Deno 2');
      await messageBox().press('Enter');
      await session.page.locator('.turn.assistant').first().waitFor();
      expect(await expanded()).toBe('false');
      expect(await drawer().isVisible()).toBe(false);
      await session.page.getByRole('button', { name: 'Send', exact: true }).and(
        session.page.locator(':not([disabled])'),
      ).waitFor();
    }, stepTimeout);

    it('is a plain sidebar at 1280×800, with neither button shown', async () => {
      await session.page.setViewportSize({ width: 1280, height: 800 });
      expect(await drawer().isVisible()).toBe(true);
      expect(await toggle().isVisible()).toBe(false);
      expect(await closeButton().isVisible()).toBe(false);
      expect(await seriousAccessibilityViolations(session.page)).toEqual([]);
      expect(session.pageErrors).toEqual([]);
    }, stepTimeout);

    it(
      'switches to the dark theme from its toggle, remembered after a reload, the drawer passing axe in it',
      async () => {
        const themeToggle = () => session.page.getByRole('button', { name: 'Dark mode' });
        expect(await themeToggle().getAttribute('aria-pressed')).toBe('false');
        await themeToggle().click();
        expect(await themeToggle().getAttribute('aria-pressed')).toBe('true');
        expect(await session.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

        await session.page.reload();
        await messageBox().waitFor();
        expect(await session.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect(await themeToggle().getAttribute('aria-pressed')).toBe('true');
        expect(await seriousAccessibilityViolations(session.page)).toEqual([]);

        await session.page.setViewportSize(phone);
        await toggle().click();
        expect(await seriousAccessibilityViolations(session.page)).toEqual([]);
        await session.page.screenshot({ path: join(screenshotDirectory, 'conversations-drawer-375-dark.png') });
        await saveDocumentationImage(session.page, 'conversations-drawer-375-dark');
        await session.page.keyboard.press('Escape');
        await session.page.setViewportSize({ width: 1280, height: 800 });
        await themeToggle().click();
        expect(await session.page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
        expect(session.pageErrors).toEqual([]);
      },
      stepTimeout,
    );

    it('renames, searches and deletes conversations from the sidebar, same titles told apart by time', async () => {
      await session.page.setViewportSize({ width: 1280, height: 800 });
      await session.page.goto(`${session.gateway.url}/`);
      await messageBox().fill('search the web for Deno 2');
      await messageBox().press('Enter');
      await session.page.getByRole('button', { name: 'Send', exact: true }).and(
        session.page.locator(':not([disabled])'),
      ).waitFor();
      const rows = () => drawer().locator('li[data-title]:not([hidden])');
      await expect.poll(() => rows().count()).toBe(2);
      const times = await drawer().locator('li[data-title] time').allTextContents();
      expect(times[0]).not.toBe(times[1]);

      await drawer().getByRole('button', { name: 'Rename “search the web for Deno 2”' }).first().click();
      await drawer().getByRole('textbox', { name: 'New title' }).fill('Deno 2 notes');
      await drawer().getByRole('textbox', { name: 'New title' }).press('Enter');
      await expect.poll(() => drawer().locator('.conversation-title').allTextContents()).toContain('Deno 2 notes');

      await drawer().getByRole('searchbox', { name: 'Search conversations' }).fill('notes');
      expect(await rows().locator('.conversation-title').allTextContents()).toEqual(['Deno 2 notes']);
      await drawer().getByRole('searchbox', { name: 'Search conversations' }).fill('');

      for (const colorScheme of ['light', 'dark'] as const) {
        await session.page.emulateMedia({ colorScheme });
        expect(await seriousAccessibilityViolations(session.page), colorScheme).toEqual([]);
      }
      await session.page.emulateMedia({ colorScheme: 'light' });
      await session.page.screenshot({ path: join(screenshotDirectory, 'conversations-actions-desktop.png') });
      await saveDocumentationImage(session.page, 'conversations-sidebar');

      session.page.once('dialog', (dialog) => void dialog.accept());
      await drawer().getByRole('button', { name: 'Delete “Deno 2 notes”' }).click();
      await expect.poll(() => drawer().locator('.conversation-title').allTextContents()).toEqual([
        'search the web for Deno 2',
      ]);

      await session.page.setViewportSize(phone);
      await toggle().click();
      expect(await drawer().getByRole('button', { name: 'Rename “search the web for Deno 2”' }).isVisible()).toBe(true);
      for (const colorScheme of ['light', 'dark'] as const) {
        await session.page.emulateMedia({ colorScheme });
        expect(await seriousAccessibilityViolations(session.page), colorScheme).toEqual([]);
      }
      await session.page.emulateMedia({ colorScheme: 'light' });
      await session.page.keyboard.press('Escape');
      expect(session.pageErrors).toEqual([]);
    }, stepTimeout);
  },
);
