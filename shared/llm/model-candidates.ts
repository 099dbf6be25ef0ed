import type { Logger } from '../log/logger.ts';
import type { ChatModel } from './chat-model.ts';
import { createDemoModel } from './demo-model.ts';
import type { ModelConfiguration } from './model-configuration.ts';
import { defaultFallbackModels, defaultModel } from './llm-limits.ts';
import { createOpenAiChatModel } from './openai-chat-model.ts';
import {
  anyProviderConfigured,
  demoProviderName,
  parseModelName,
  type ResolvedProvider,
  resolveProvider,
} from './provider-registry.ts';

/** Everything model selection needs: the configuration parsed once per worker, and the ports. */
export interface ModelSettings {
  readonly configuration: ModelConfiguration;
  readonly fetch?: typeof fetch;
  readonly logger: Logger;
}

/** The default fallbacks: a Claude model first, then one model per OpenAI-compatible
 * provider, then a Gemini model. Each is used only when its provider's key is set. */
export const defaultFallbackChain: readonly string[] = [
  'anthropic:claude-haiku-4-5',
  ...defaultFallbackModels,
  'gemini:gemini-2.5-flash',
];

/** A model that was left out of a chain, and why. */
export interface SkippedModel {
  readonly model: string;
  readonly reason: string;
}

/** True when no provider has a key: the offline demo model runs the product. */
export function usesDemoModel(configuration: ModelConfiguration): boolean {
  return !anyProviderConfigured(configuration.providers);
}

/**
 * The models to try for one agent, in order: its own model (or `PARLEY_DEFAULT_MODEL`),
 * then its fallbacks (or `PARLEY_FALLBACK_MODELS`, or {@link defaultFallbackChain}). A model
 * whose provider has no key is skipped, with a log line saying so. With no provider
 * configured at all, the demo model alone.
 */
export function modelCandidates(
  settings: ModelSettings,
  agent: { readonly model: string | null; readonly fallbackModels: readonly string[] },
): { models: ChatModel[]; skipped: SkippedModel[] } {
  const { configuration, logger } = settings;
  if (usesDemoModel(configuration)) {
    return { models: [createDemoModel({ mistakes: configuration.demoMistakes })], skipped: [] };
  }
  const agentModel = agent.model?.trim();
  const primary = (agentModel === undefined || agentModel.length === 0 ? null : agentModel) ??
    configuration.defaultModel ?? defaultModel;
  const configuredFallbacks = agent.fallbackModels.length > 0 ? agent.fallbackModels : configuration.fallbackModels;
  return buildModels(
    [primary, ...(configuredFallbacks.length > 0 ? configuredFallbacks : defaultFallbackChain)],
    settings,
    logger,
  );
}

/** The models of the tool-fallback chain (`PARLEY_FALLBACK_TOOL_MODELS`), or none when
 * the fallback tool caller is off or only the demo model is available. */
export function toolFallbackCandidates(settings: ModelSettings, agentAllows: boolean): ChatModel[] {
  const { configuration } = settings;
  if (!agentAllows || !configuration.fallbackTool || usesDemoModel(configuration)) return [];
  const names = configuration.fallbackToolModels;
  return buildModels(names.length > 0 ? names : defaultFallbackModels.slice(0, 2), settings, settings.logger).models;
}

/** Why a provider's models cannot be used, or null when they can. */
function skipReason(providerName: string, provider: ResolvedProvider | null): string {
  if (providerName === demoProviderName) return 'the demo model runs only when no provider has an API key';
  return provider === null ? `unknown provider "${providerName}"` : `${provider.config.apiKeyVariable} is not set`;
}

function buildModels(
  names: readonly string[],
  settings: ModelSettings,
  logger: Logger,
): { models: ChatModel[]; skipped: SkippedModel[] } {
  const models: ChatModel[] = [];
  const skipped: SkippedModel[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    const parsed = parseModelName(name);
    if (parsed === null || seen.has(parsed.id)) continue;
    seen.add(parsed.id);
    const provider = resolveProvider(parsed.provider, settings.configuration.providers);
    if (provider === null || provider.apiKey === null) {
      const reason = skipReason(parsed.provider, provider);
      skipped.push({ model: parsed.id, reason });
      logger.info('model-skipped', { model: parsed.id, reason });
      continue;
    }
    models.push(
      createOpenAiChatModel({
        id: parsed.id,
        model: parsed.model,
        baseUrl: provider.baseUrl,
        apiKey: provider.apiKey,
        fetch: settings.fetch,
        settingNames: { apiKey: provider.config.apiKeyVariable, baseUrl: provider.config.baseUrlVariable },
        ...(provider.config.unsignedCallSignature === undefined
          ? {}
          : { unsignedCallSignature: provider.config.unsignedCallSignature }),
      }),
    );
  }
  return { models, skipped };
}
