import { builtInProviders, demoProviderName, parseModelName } from '../../llm/provider-registry.ts';

/** The providers a model name may name, as the turn resolves them (shared/llm/model-candidates.ts). */
const knownProviders = [...builtInProviders.map((provider) => provider.name), demoProviderName];

/**
 * Why `name` is not a model an agent can use, or null when it is: written `provider:model`
 * (or a bare name, routed like the turn routes it), of a provider in the registry. A provider
 * whose key this deployment lacks is accepted: the turn skips it and says so, and setting
 * the key later makes it work without editing the agent.
 */
export function modelNameProblem(name: string): string | null {
  const parsed = parseModelName(name);
  if (parsed === null) return 'Write the model as provider:model, for example openai:gpt-4o-mini.';
  if (!knownProviders.includes(parsed.provider)) {
    return `Unknown provider "${parsed.provider.slice(0, 40)}". The providers are: ${knownProviders.join(', ')}.`;
  }
  return null;
}
