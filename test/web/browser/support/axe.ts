/** An axe-core check of the page as it is: the serious and critical violations, one line each. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in `page`; returns `id: help (targets)` for each serious or critical violation. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the app's
  // Content-Security-Policy (script-src 'self') refuses inline scripts, as it should.
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(async () => {
    const axe =
      (globalThis as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document)).violations;
  }) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`
    );
}
