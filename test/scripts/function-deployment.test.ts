import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maximumBundleBytes, measureFunction } from '../../scripts/bundle-functions.mjs';
import { functionEntries } from '../../scripts/function-entries.mjs';
import { npmImportsOf } from '../../scripts/function-npm-imports.mjs';

/** Packages only the local tools use: none may reach a deployed function. */
const localOnly = ['@electric-sql/pglite', 'bcryptjs'];
/** The MCP SDK's server stack, which its client never runs. */
const serverStack = ['express', 'hono', '@hono/node-server', 'cors', 'express-rate-limit', 'raw-body', 'cross-spawn'];

/** The package names a deno.json's `imports` map (`zod` and `zod/` are one package). */
function mappedPackages(importMap: string): string[] {
  const { imports } = JSON.parse(readFileSync(importMap, 'utf8')) as { imports: Record<string, string> };
  return [...new Set(Object.keys(imports).map((specifier) => specifier.replace(/\/$/, '')))].sort();
}

describe.each(functionEntries().map((entry) => [entry.name, entry] as const))('the %s function', (_name, entry) => {
  const measured = measureFunction(entry);

  it('maps in its deno.json exactly the npm packages its graph imports', async () => {
    expect(mappedPackages(entry.importMap)).toEqual(await npmImportsOf(entry));
  });

  it("deploys within Supabase's limit, compressed as the CLI uploads it", { timeout: 120_000 }, async () => {
    const { size, overLimit } = await measured;

    expect(size.compressedBytes).toBeLessThanOrEqual(maximumBundleBytes);
    expect(overLimit).toBe(false);
  });

  it('deploys with no local-only package and none of the MCP server stack', { timeout: 120_000 }, async () => {
    const names = (await measured).packages.map((npmPackage) => npmPackage.name);

    expect(names.filter((name) => localOnly.includes(name) || serverStack.includes(name))).toEqual([]);
  });
});
