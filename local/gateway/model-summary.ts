import { parseConfiguration } from '../../shared/config/parse-configuration.ts';
import { modelCandidates, usesDemoModel } from '../../shared/llm/model-candidates.ts';
import { builtInProviders, resolveProvider } from '../../shared/llm/provider-registry.ts';
import { silentLogger } from '../../shared/log/logger.ts';
import type { Environment } from './gateway-environment.ts';

/** Says plainly which model a default agent talks to under `environment`. */
export function summarizeModel(environment: Environment): string {
  const configuration = parseConfiguration(environment).models;
  if (usesDemoModel(configuration)) {
    return `demo model (offline, no API key set)${
      configuration.demoMistakes ? ', making one mistake per turn on purpose (PARLEY_DEMO_MISTAKES=on)' : ''
    }`;
  }
  const { models } = modelCandidates({ configuration, logger: silentLogger }, { model: null, fallbackModels: [] });
  const keyed = builtInProviders.filter((provider) =>
    resolveProvider(provider.name, configuration.providers)?.apiKey !== null
  ).map((provider) => provider.name);
  const [first, ...fallbacks] = models.map((model) => model.id);
  if (first === undefined) {
    return `no usable model: PARLEY_DEFAULT_MODEL and PARLEY_FALLBACK_MODELS name only providers without a key (keys: ${
      keyed.join(', ')
    })`;
  }
  const then = fallbacks.length === 0 ? '' : `, then ${fallbacks.join(', ')}`;
  return `${first}${then} (API keys set: ${keyed.join(', ')}; an agent may name its own model)`;
}
