/** Screenshots of a page on a desktop (1280×800) and a phone (375 px wide), as test artifacts. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repositoryRoot } from '../../../e2e/support/deno-command.ts';

/** `test-artifacts/screenshots/` (git-ignored). */
export const screenshotDirectory = join(repositoryRoot, 'test-artifacts', 'screenshots');

/** The two sizes. */
export const viewports = { desktop: { width: 1280, height: 800 }, '375': { width: 375, height: 800 } } as const;

/**
 * Saves `<name>-desktop.png` and `<name>-375.png`, running `check` (axe) at each size, and
 * leaves the page at the desktop size. Returns what `check` found, by size.
 */
export async function captureBothSizes<Finding>(
  page: Page,
  name: string,
  check: (page: Page) => Promise<Finding[]>,
): Promise<Record<string, Finding[]>> {
  await mkdir(screenshotDirectory, { recursive: true });
  const findings: Record<string, Finding[]> = {};
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    // Let layout (and Chart.js's resize) settle at the new width.
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(screenshotDirectory, `${name}-${size}.png`), fullPage: true });
    findings[size] = await check(page);
  }
  await page.setViewportSize(viewports.desktop);
  return findings;
}
