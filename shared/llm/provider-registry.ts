import type { ModelConfiguration } from './model-configuration.ts';

/** An OpenAI-compatible provider: where it lives and which variable holds its key. */
export interface ProviderConfig {
  readonly name: string;
  readonly baseUrl: string;
  readonly apiKeyVariable: string;
  /** Variables read, in order, when `apiKeyVariable` is unset (Google's `GOOGLE_API_KEY`). */
  readonly alternateApiKeyVariables?: readonly string[];
  /** The variable that overrides `baseUrl` (tests point it at 127.0.0.1). */
  readonly baseUrlVariable: string;
  /** A bare model name starting with one of these is this provider's (`claude-…`). */
  readonly bareModelPrefixes?: readonly string[];
  /** What this provider takes as the signature of a call its model did not sign (see
   * `OpenAiChatModelOptions.unsignedCallSignature`); unset for providers that sign nothing. */
  readonly unsignedCallSignature?: string;
}

/** The providers Parley knows by name. Models are written `provider:model`. */
export const builtInProviders: readonly ProviderConfig[] = [
  {
    name: 'openai',
    baseUrl: 'https://api.openai.com/v1',
    apiKeyVariable: 'OPENAI_API_KEY',
    baseUrlVariable: 'OPENAI_BASE_URL',
  },
  {
    name: 'openrouter',
    baseUrl: 'https://openrouter.ai/api/v1',
    apiKeyVariable: 'OPENROUTER_API_KEY',
    baseUrlVariable: 'OPENROUTER_BASE_URL',
  },
  {
    name: 'groq',
    baseUrl: 'https://api.groq.com/openai/v1',
    apiKeyVariable: 'GROQ_API_KEY',
    baseUrlVariable: 'GROQ_BASE_URL',
  },
  {
    name: 'together',
    baseUrl: 'https://api.together.xyz/v1',
    apiKeyVariable: 'TOGETHER_API_KEY',
    baseUrlVariable: 'TOGETHER_BASE_URL',
  },
  // Claude and Gemini through their OpenAI-compatible endpoints (chat completions with
  // tools, the key as a bearer token), so one client serves every provider.
  {
    name: 'anthropic',
    baseUrl: 'https://api.anthropic.com/v1',
    apiKeyVariable: 'ANTHROPIC_API_KEY',
    baseUrlVariable: 'ANTHROPIC_BASE_URL',
    bareModelPrefixes: ['claude-'],
  },
  {
    name: 'gemini',
    baseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai',
    apiKeyVariable: 'GEMINI_API_KEY',
    alternateApiKeyVariables: ['GOOGLE_API_KEY'],
    baseUrlVariable: 'GEMINI_BASE_URL',
    bareModelPrefixes: ['gemini-'],
    // Gemini 3 refuses a step of the current turn whose first call has no thought signature;
    // for calls it did not make (a fallback model's, a repaired call) Google documents this
    // value in place of one (https://ai.google.dev/gemini-api/docs/thought-signatures, FAQ).
    unsignedCallSignature: 'skip_thought_signature_validator',
  },
];

/** The name of the offline demo provider. */
export const demoProviderName = 'demo';

/** A model name split into provider and model. */
export interface ModelName {
  readonly provider: string;
  readonly model: string;
  /** `provider:model`. */
  readonly id: string;
}

/** The provider a bare model name belongs to: the one whose prefix it starts with
 * (`claude-…` Anthropic, `gemini-…` Gemini), else OpenAI. */
function providerOfBareName(model: string): string {
  const lower = model.toLowerCase();
  return builtInProviders.find((provider) =>
    provider.bareModelPrefixes?.some((prefix) => lower.startsWith(prefix)) === true
  )?.name ?? 'openai';
}

/** Parses `provider:model`; a bare model name is routed by its prefix (`claude-…`,
 * `gemini-…`) and otherwise means OpenAI, and so does an OpenAI fine-tune
 * (`ft:gpt-4o-mini:org::id`), whose own name has colons. Null for an empty name or an
 * empty part. */
export function parseModelName(text: string): ModelName | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return null;
  const separator = trimmed.indexOf(':');
  const bare = separator < 0 || /^ft:/i.test(trimmed);
  const provider = bare ? providerOfBareName(trimmed) : trimmed.slice(0, separator).trim().toLowerCase();
  const model = bare ? trimmed : trimmed.slice(separator + 1).trim();
  if (provider.length === 0 || model.length === 0) return null;
  return { provider, model, id: `${provider}:${model}` };
}

/** A provider with its deployment settings. */
export interface ResolvedProvider {
  readonly config: ProviderConfig;
  readonly baseUrl: string;
  /** Null when the key variable is unset or empty: models of this provider are skipped. */
  readonly apiKey: string | null;
}

/** A built-in provider with its settings; null for a name Parley does not know. */
export function resolveProvider(
  name: string,
  providers: ModelConfiguration['providers'],
): ResolvedProvider | null {
  const config = builtInProviders.find((provider) => provider.name === name);
  if (config === undefined) return null;
  const settings = providers[name];
  return { config, baseUrl: settings?.baseUrl ?? config.baseUrl, apiKey: settings?.apiKey ?? null };
}

/** True when at least one provider has a key: then the demo model is never used. */
export function anyProviderConfigured(providers: ModelConfiguration['providers']): boolean {
  return builtInProviders.some((provider) => (providers[provider.name]?.apiKey ?? null) !== null);
}
