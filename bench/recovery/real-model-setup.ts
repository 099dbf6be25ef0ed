/**
 * Builds the real model named on the command line (`provider:model-id`) from the provider
 * registry and the environment, or says why it is skipped.
 */
import type { Environment } from '../../shared/config/environment.ts';
import { parseConfiguration } from '../../shared/config/parse-configuration.ts';
import type { ChatModel } from '../../shared/llm/chat-model.ts';
import { createOpenAiChatModel } from '../../shared/llm/openai-chat-model.ts';
import { builtInProviders, parseModelName, resolveProvider } from '../../shared/llm/provider-registry.ts';

/** The model, ready; or skipped, with the one line that says why. */
export type RealModelSetup =
  | { readonly kind: 'ready'; readonly chatModel: ChatModel }
  | { readonly kind: 'skipped'; readonly reason: string };

/**
 * The chat model of `name` with its provider's key and base URL from `environment` (the
 * variables docs/configuration.md lists, e.g. `OPENAI_API_KEY`, `OPENAI_BASE_URL`);
 * skipped when the key is unset. Fails on a name that is not `provider:model-id` of a
 * known provider.
 */
export function realModelSetup(name: string, environment: Environment, fetchImpl?: typeof fetch): RealModelSetup {
  const parsed = parseModelName(name);
  if (parsed === null) throw new Error(`Not a model name: ${JSON.stringify(name)}; write provider:model-id.`);
  const providers = parseConfiguration(environment).models.providers;
  const provider = resolveProvider(parsed.provider, providers);
  if (provider === null) {
    throw new Error(
      `Unknown provider "${parsed.provider}" in ${parsed.id}: use one of ${
        builtInProviders.map((known) => known.name).join(', ')
      }.`,
    );
  }
  if (provider.apiKey === null) {
    return {
      kind: 'skipped',
      reason: `Skipped ${parsed.id}: ${provider.config.apiKeyVariable} is not set (the real-model mode needs its key).`,
    };
  }
  return {
    kind: 'ready',
    chatModel: createOpenAiChatModel({
      id: parsed.id,
      model: parsed.model,
      baseUrl: provider.baseUrl,
      apiKey: provider.apiKey,
      ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
      settingNames: { apiKey: provider.config.apiKeyVariable, baseUrl: provider.config.baseUrlVariable },
    }),
  };
}
