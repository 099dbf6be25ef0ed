/** A built-in provider's deployment settings: its key and where it lives. */
export interface ProviderSettings {
  /** Null when its key variable is unset or blank: models of this provider are skipped. */
  readonly apiKey: string | null;
  /** The provider's endpoint, or the override its base-URL variable names. */
  readonly baseUrl: string;
}

/** What model selection takes from the deployment's configuration (shared/config/). */
export interface ModelConfiguration {
  /** Every built-in provider by name (`openai`, `anthropic`, …). */
  readonly providers: Readonly<Record<string, ProviderSettings>>;
  /** `PARLEY_DEFAULT_MODEL`; null when unset. */
  readonly defaultModel: string | null;
  /** `PARLEY_FALLBACK_MODELS`; empty when unset. */
  readonly fallbackModels: readonly string[];
  /** False when `PARLEY_FALLBACK_TOOL` turns the fallback tool caller off. */
  readonly fallbackTool: boolean;
  /** `PARLEY_FALLBACK_TOOL_MODELS`; empty when unset. */
  readonly fallbackToolModels: readonly string[];
  /** `PARLEY_DEMO_MISTAKES=on`: the demo model's first call of a turn is wrong on purpose. */
  readonly demoMistakes: boolean;
}
