/**
 * What must hold on every page at every size and in both themes: nothing wider than the
 * window, and no serious or critical axe-core violation.
 */
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './axe.ts';
import { captureBothSizes } from './screenshots.ts';

/** The two themes, as `prefers-color-scheme` sets them. */
export const colorSchemes = ['light', 'dark'] as const;

/** A horizontal overflow (as a sentence) and the serious or critical axe violations of the page as it is. */
export async function layoutAndAccessibilityFindings(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => {
    // The innermost elements reaching past the window's right edge: what to fix.
    const past = [...document.body.querySelectorAll('*')].filter((element) =>
      element.getBoundingClientRect().right > window.innerWidth + 0.5
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const describe = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`}${
        [...element.classList].map((name) => `.${name}`).join('')
      }`;
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      widest: innermost.slice(0, 3).map(describe),
    };
  });
  const overflow = width.page > width.window
    ? [`the page is ${width.page} px wide in a ${width.window} px window (${width.widest.join(', ')})`]
    : [];
  return [...overflow, ...await seriousAccessibilityViolations(page)];
}

/**
 * Screenshots `<name>-<theme>-<size>.png` at 1280×800 and 375×812 in the light and the dark
 * theme, checking each; leaves the page at the desktop size in the light theme. Returns the
 * findings keyed `<theme> <size>`: every list empty is a pass.
 */
export async function findingsInEverySizeAndTheme(page: Page, name: string): Promise<Record<string, string[]>> {
  const findings: Record<string, string[]> = {};
  for (const colorScheme of colorSchemes) {
    await page.emulateMedia({ colorScheme });
    const bySize = await captureBothSizes(page, `${name}-${colorScheme}`, layoutAndAccessibilityFindings);
    for (const [size, found] of Object.entries(bySize)) findings[`${colorScheme} ${size}`] = found;
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return findings;
}

/** What {@link findingsInEverySizeAndTheme} returns when nothing is wrong. */
export const noFindings: Readonly<Record<string, string[]>> = {
  'light desktop': [],
  'light 375': [],
  'dark desktop': [],
  'dark 375': [],
};
