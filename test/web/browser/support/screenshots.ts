/** Screenshots of a page on a desktop (1280×800) and a phone (375×812), as test artifacts. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { repositoryRoot } from '../../../e2e/support/deno-command.ts';

/** `test-artifacts/screenshots/` (git-ignored). */
export const screenshotDirectory = join(repositoryRoot, 'test-artifacts', 'screenshots');

/** `docs/images/`, written only when `PARLEY_DOC_IMAGES=1` (see {@link saveDocumentationImage}). */
export const documentationImageDirectory = join(repositoryRoot, 'docs', 'images');

/** The two sizes. */
export const viewports = { desktop: { width: 1280, height: 800 }, '375': { width: 375, height: 812 } } as const;

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
    // Let layout (and Chart.js's resize) settle at the new width. On a loaded machine a chart
    // can take longer than 300 ms to shrink, so wait (up to 5 s) until nothing is wider than
    // the window; a page that stays wider is still reported by `check`.
    await page.waitForTimeout(300);
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
      timeout: 5_000,
    })
      .catch(() => {});
    await page.screenshot({ path: join(screenshotDirectory, `${name}-${size}.png`), fullPage: true });
    findings[size] = await check(page);
  }
  await page.setViewportSize(viewports.desktop);
  return findings;
}

/**
 * Writes `docs/images/<name>.png` — the window as it is, or just `part` — when the run was
 * asked to (`PARLEY_DOC_IMAGES=1 npx vitest run test/web/browser/`), so an ordinary test run
 * never changes tracked files. The window, not the full page, keeps the images small.
 */
export async function saveDocumentationImage(
  target: Page | Locator,
  name: string,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (environment.PARLEY_DOC_IMAGES !== '1') return;
  await mkdir(documentationImageDirectory, { recursive: true });
  await target.screenshot({ path: join(documentationImageDirectory, `${name}.png`) });
}

/** One documentation image's size and theme. */
export interface DocumentationVariant {
  readonly size: keyof typeof viewports;
  readonly colorScheme: 'light' | 'dark';
}

/**
 * {@link saveDocumentationImage} of the window in each variant, named `<name>.png`,
 * `<name>-375.png`, `<name>-dark.png`, `<name>-375-dark.png`; leaves the page at the desktop
 * size in the light theme.
 */
export async function saveDocumentationImages(
  page: Page,
  name: string,
  variants: readonly DocumentationVariant[],
  environment: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (environment.PARLEY_DOC_IMAGES !== '1') return;
  for (const variant of variants) {
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.setViewportSize(viewports[variant.size]);
    await page.waitForTimeout(300);
    const suffix = `${variant.size === '375' ? '-375' : ''}${variant.colorScheme === 'dark' ? '-dark' : ''}`;
    await saveDocumentationImage(page, `${name}${suffix}`, environment);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewports.desktop);
}

/** Every size in every theme. */
export const everyVariant: readonly DocumentationVariant[] = [
  { size: 'desktop', colorScheme: 'light' },
  { size: '375', colorScheme: 'light' },
  { size: 'desktop', colorScheme: 'dark' },
  { size: '375', colorScheme: 'dark' },
];
