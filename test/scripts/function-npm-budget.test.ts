import { describe, expect, it } from 'vitest';
import { measureFunction } from '../../scripts/bundle-functions.mjs';
import { functionEntries } from '../../scripts/function-entries.mjs';

/** Issue 25's measured goal: the npm code the edge runtime embeds in these functions
 * (MB = 1,000,000 bytes). The `openai` SDK alone (12.47 MB) put web-search-api over it. */
const npmBudgetBytes: Readonly<Record<string, number>> = { chat: 30_000_000, 'web-search-api': 20_000_000 };

const budgeted = functionEntries().filter((entry) => npmBudgetBytes[entry.name] !== undefined);

describe.each(budgeted.map((entry) => [entry.name, entry] as const))('the %s function', (name, entry) => {
  it("deploys no more npm code than issue 25's budget", { timeout: 120_000 }, async () => {
    const { size, packages } = await measureFunction(entry);

    expect(packages.map((npmPackage) => npmPackage.name)).not.toContain('openai');
    expect(size.npmBytes).toBeLessThanOrEqual(npmBudgetBytes[name] ?? 0);
  });
});
