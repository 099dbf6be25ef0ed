/**
 * What `supabase/config.toml` says about each function, read the way the Supabase CLI
 * does: `[functions.<name>]` with `verify_jwt` and `enabled`, both true unless set false.
 */
import { tomlEntries } from './toml-entries.ts';

/** How the gateway serves one function. */
export interface FunctionSettings {
  /** Reject requests without a valid JWT before the function runs. */
  readonly verifyJwt: boolean;
  /** Serve the function at all. */
  readonly enabled: boolean;
}

/** Settings of a function the config does not mention. */
export const defaultFunctionSettings: FunctionSettings = { verifyJwt: true, enabled: true };

const settingNames = { verify_jwt: 'verifyJwt', enabled: 'enabled' } as const;

/** The settings of every function the config names; throws `TomlSyntaxError` for a malformed file. */
export function readFunctionSettings(configText: string): ReadonlyMap<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  for (const { path, value } of tomlEntries(configText)) {
    if (path.length !== 3 || path[0] !== 'functions' || typeof value !== 'boolean') continue;
    const [, name, setting] = path as [string, string, string];
    const field = settingNames[setting as keyof typeof settingNames];
    if (field === undefined) continue;
    settings.set(name, { ...(settings.get(name) ?? defaultFunctionSettings), [field]: value });
  }
  return settings;
}

/** The settings of `name`: from the config, else the defaults. */
export function settingsOf(settings: ReadonlyMap<string, FunctionSettings>, name: string): FunctionSettings {
  return settings.get(name) ?? defaultFunctionSettings;
}
