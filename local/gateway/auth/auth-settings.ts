/**
 * The `[auth]` settings of `supabase/config.toml` that the gateway's local Auth honours,
 * read as `supabase start` reads them, so the same file governs both.
 */
import { tomlEntries } from '../toml-entries.ts';

/** How the local Auth issues sessions and accepts passwords. */
export interface AuthSettings {
  /** `jwt_expiry`: lifetime of an access token, in seconds. */
  readonly jwtExpirySeconds: number;
  /** `refresh_token_reuse_interval`: how long a just-used refresh token still works, in seconds. */
  readonly refreshTokenReuseIntervalSeconds: number;
  /** `minimum_password_length`. */
  readonly minimumPasswordLength: number;
  /** `enable_signup` (and `[auth.email] enable_signup`): new users may sign up. */
  readonly signupEnabled: boolean;
}

/** GoTrue's defaults, which the Supabase CLI writes into a new config.toml too. */
export const defaultAuthSettings: AuthSettings = {
  jwtExpirySeconds: 3600,
  refreshTokenReuseIntervalSeconds: 10,
  minimumPasswordLength: 6,
  signupEnabled: true,
};

const numberSettings = {
  jwt_expiry: 'jwtExpirySeconds',
  refresh_token_reuse_interval: 'refreshTokenReuseIntervalSeconds',
  minimum_password_length: 'minimumPasswordLength',
} as const;

/** The settings of `configText`; a value that is missing or not a whole number keeps its default. */
export function authSettingsFromConfig(configText: string): AuthSettings {
  const settings: { -readonly [Key in keyof AuthSettings]: AuthSettings[Key] } = { ...defaultAuthSettings };
  let emailSignupEnabled = true;
  for (const { path, value } of tomlEntries(configText)) {
    if (path[0] !== 'auth') continue;
    if (path.length === 2 && path[1] === 'enable_signup' && typeof value === 'boolean') settings.signupEnabled = value;
    if (path.length === 3 && path[1] === 'email' && path[2] === 'enable_signup' && typeof value === 'boolean') {
      emailSignupEnabled = value;
    }
    const field = path.length === 2 ? numberSettings[path[1] as keyof typeof numberSettings] : undefined;
    if (field === undefined || typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) continue;
    settings[field] = value;
  }
  return { ...settings, signupEnabled: settings.signupEnabled && emailSignupEnabled };
}
