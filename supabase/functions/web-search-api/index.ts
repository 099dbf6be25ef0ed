// The web-search-api function: web search, news search, scrape and summarize.
// This file only wires: configuration is read once, the handler comes from shared/.
import { localDatabaseOf } from '../../../shared/functions/local-database-hook.ts';
import { localSandboxOf } from '../../../shared/functions/local-sandbox-hook.ts';
import { createWebSearchFunction } from '../../../shared/functions/web-search-function.ts';

/** A and AAAA records of a host, for the scraper's SSRF check. */
async function resolveHost(hostname: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    Deno.resolveDns(hostname, 'A').catch(() => [] as string[]),
    Deno.resolveDns(hostname, 'AAAA').catch(() => [] as string[]),
  ]);
  return [...v4, ...v6];
}

const handler = createWebSearchFunction(Deno.env.toObject(), {
  edgeRuntime: Reflect.get(globalThis, 'EdgeRuntime'),
  localDatabase: localDatabaseOf(globalThis),
  sandbox: localSandboxOf(globalThis),
  resolveHost,
});

Deno.serve(handler);
