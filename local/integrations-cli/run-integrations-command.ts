import { shouldUseColor } from '../analytics/ansi.ts';
import { resolveChatSettings } from '../cli/chat-settings.ts';
import { type IntegrationsCommandDependencies, integrationsExitCodes } from './action-context.ts';
import { createIntegrationsClient } from './integrations-client.ts';
import { integrationsUsage, parseIntegrationsArguments } from './parse-integrations-arguments.ts';
import { resolveAgent } from './resolve-agent.ts';
import { runIntegrationAction } from './run-integration-action.ts';

export { type IntegrationsCommandDependencies, integrationsExitCodes };

/**
 * Runs `npm run integrations` with `argv` (the words after the script name) and returns
 * the exit code (see {@link integrationsExitCodes}). Failures are one line on stderr;
 * a key is never printed.
 */
export async function runIntegrationsCommand(
  argv: readonly string[],
  dependencies: IntegrationsCommandDependencies,
): Promise<number> {
  const parsed = parseIntegrationsArguments(argv);
  if (parsed.kind === 'help') {
    dependencies.stdout(`${integrationsUsage}\n`);
    return integrationsExitCodes.ok;
  }
  if (parsed.kind === 'invalid') {
    dependencies.stderr(`${parsed.message}\n\n${integrationsUsage}\n`);
    return integrationsExitCodes.usage;
  }
  const { action, options } = parsed;
  const settings = await resolveChatSettings(options, dependencies.environment, dependencies.discoverGateway);
  if (!URL.canParse(settings.url)) {
    dependencies.stderr(
      `SUPABASE_URL is not a URL: "${settings.url}". Set it to the gateway or project URL, or pass --url.\n`,
    );
    return integrationsExitCodes.usage;
  }
  const controller = new AbortController();
  dependencies.onInterrupt(() => controller.abort());
  const agent = await resolveAgent({
    flag: options.agentId,
    environment: dependencies.environment,
    settings,
    fetch: dependencies.fetch,
    signal: controller.signal,
  });
  if (!agent.ok) {
    dependencies.stderr(`${agent.message}\n`);
    return integrationsExitCodes.failed;
  }
  const client = createIntegrationsClient(settings, { fetch: dependencies.fetch, signal: controller.signal });
  const color = shouldUseColor(dependencies.isTerminal, dependencies.environment);
  return await runIntegrationAction(action, {
    client,
    agentId: agent.agentId,
    url: settings.url,
    options,
    color,
    signal: controller.signal,
    dependencies,
  });
}
