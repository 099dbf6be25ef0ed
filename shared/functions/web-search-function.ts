import { modelCandidates, usesDemoModel } from '../llm/model-candidates.ts';
import { createModelSummarizer } from '../integrations/search/model-summarizer.ts';
import { createSearchActions } from '../integrations/search/search-actions.ts';
import type { SearchProvider } from '../integrations/search/search-result.ts';
import type { Environment } from '../config/environment.ts';
import { withAllowedOrigins } from '../http/cors.ts';
import { createFunctionRuntime, type RuntimeHooks, toolFunctionParts } from './function-runtime.ts';
import { missingCredentials } from './missing-credentials.ts';
import { createToolFunctionHandler } from './tool-function-handler.ts';

/** Host lookups for the SSRF check: the Deno entry passes one on `Deno.resolveDns`. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The search provider that answered (searches name it in their output; `sandbox` for the
 * local gateway's stand-in, so analytics can tell); null for scraping. */
function providerOf(output: unknown): string | null {
  const provider: unknown = typeof output === 'object' && output !== null ? Reflect.get(output, 'provider') : undefined;
  return typeof provider === 'string' ? provider : null;
}

/** The web-search-api function's handler, built from configuration once per worker. */
export function createWebSearchFunction(
  environment: Environment,
  hooks: RuntimeHooks & { resolveHost: ResolveHost },
): (request: Request) => Promise<Response> {
  const runtime = createFunctionRuntime('web-search-api', environment, hooks);
  const { configuration } = runtime;
  // Summaries use the deployment's first configured model; extractive without one.
  const summaryModel = usesDemoModel(configuration.models) ? null : modelCandidates(
    { configuration: configuration.models, logger: runtime.logger },
    { model: null, fallbackModels: [] },
  ).models[0] ?? null;
  const summarize = summaryModel === null ? null : createModelSummarizer(summaryModel);
  const handler = createToolFunctionHandler({
    source: 'web-search-api',
    toolNameOf: (action) => action,
    actionsFor: (_caller, settings) =>
      createSearchActions({
        credentials: runtime.credentials ?? missingCredentials,
        providerOrder: settings.searchProviders as readonly SearchProvider[],
        resolveHost: hooks.resolveHost,
        baseUrls: configuration.searchBaseUrls,
        summarize,
        scraping: configuration.allowLoopbackFetch ? { allowLoopbackForTests: true } : undefined,
        logger: runtime.logger,
        fetch: hooks.fetch,
        sandbox: hooks.sandbox?.search,
        sandboxPages: hooks.sandbox?.pages,
      }),
    providerOf: (outcome) => providerOf(outcome.output),
    ...toolFunctionParts(runtime, hooks),
  });
  return withAllowedOrigins(handler, { allowed: runtime.configuration.corsOrigins, generateId: runtime.generateId });
}
