/**
 * The environment the gateway gives the functions: `.env`, then
 * `supabase/functions/.env` (which wins over `.env`), then the real environment (which
 * wins over both), then local defaults for what is still unset — set before any function
 * is imported, since functions read their configuration once.
 */
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { ConfigurationError, parseConfiguration } from '../../shared/config/parse-configuration.ts';
import { namedKeys } from '../../shared/config/settings.ts';
import { parseEnvFile } from './env-file.ts';
import { apiKeysFor, localJwtSecret, localPublishableKey, localSecretKey } from './local-keys.ts';

/** A snapshot of environment variables. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** The env files read by default, relative to the repository root. */
export const defaultEnvFiles = ['.env', 'supabase/functions/.env'] as const;

/** The gateway's port unless `PORT` says otherwise: the Supabase CLI's API port. */
export const defaultPort = 54321;

/** One env file that was found. */
export interface LoadedEnvFile {
  readonly path: string;
  readonly values: Readonly<Record<string, string>>;
  readonly invalidLines: readonly number[];
}

/** True when a variable is set to something other than blanks. */
export function isSet(value: string | undefined): value is string {
  return value !== undefined && value.trim().length > 0;
}

/** The files named by `PARLEY_ENV_FILES` (comma-separated; empty for none), else the defaults. */
export function envFilePaths(real: Environment, root: string): string[] {
  const configured = real.PARLEY_ENV_FILES;
  const names = configured === undefined
    ? [...defaultEnvFiles]
    : configured.split(',').map((name) => name.trim()).filter((name) => name.length > 0);
  return names.map((name) => (isAbsolute(name) ? name : resolve(root, name)));
}

/** Reads the env files that exist, in order; a missing file is skipped. */
export async function readEnvFiles(paths: readonly string[]): Promise<LoadedEnvFile[]> {
  const loaded: LoadedEnvFile[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') continue;
      throw error;
    }
    loaded.push({ path, ...parseEnvFile(text) });
  }
  return loaded;
}

/** The files' variables, later files winning, under the real environment's. */
export function mergeEnvironment(real: Environment, files: readonly LoadedEnvFile[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of files) Object.assign(merged, file.values);
  for (const [name, value] of Object.entries(real)) if (value !== undefined) merged[name] = value;
  return merged;
}

/** `PORT` as a port number (0 picks a free one); throws a one-line reason for anything else. */
export function portOf(environment: Environment): number {
  const text = environment.PORT?.trim();
  if (text === undefined || text.length === 0) return defaultPort;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new Error(`PORT must be a port number (0-65535), not "${text}".`);
  return port;
}

/** What the local defaults need. */
export interface LocalDefaultsInput {
  /** The port the gateway listens on (the real one, when `PORT=0` picked it). */
  readonly port: number;
  /** The local credentials key, read or created only when the variable is unset. */
  readonly credentialsKey: () => Promise<string>;
  /** The web app URLs `supabase/config.toml` allows redirects to (`site_url`, `additional_redirect_urls`). */
  readonly appUrls?: readonly string[];
}

/**
 * Fills in what a local stack needs and `environment` leaves unset: the functions' URL
 * (this gateway), the Supabase CLI's local JWT secret with its anon and service-role keys
 * (signed anew when `SUPABASE_JWT_SECRET` is someone else's), the CLI's local publishable
 * and secret keys, a credentials key, and the web app URLs an OAuth flow may return to.
 * Returns the complete environment and the names it filled in.
 */
export async function withLocalDefaults(
  environment: Record<string, string>,
  input: LocalDefaultsInput,
): Promise<{ environment: Record<string, string>; defaulted: string[] }> {
  const result = { ...environment };
  const defaulted: string[] = [];
  const fill = async (name: string, value: () => string | Promise<string>): Promise<void> => {
    if (isSet(result[name])) return;
    result[name] = await value();
    defaulted.push(name);
  };
  const localUrl = `http://127.0.0.1:${input.port}`;
  await fill('SUPABASE_URL', () => localUrl);
  // Chat reaches the tool functions here, even when SUPABASE_URL names a hosted project.
  await fill('PARLEY_FUNCTIONS_URL', () => `${localUrl}/functions/v1`);
  await fill('SUPABASE_JWT_SECRET', () => localJwtSecret);
  const keys = await apiKeysFor((result.SUPABASE_JWT_SECRET as string).trim());
  await fill('SUPABASE_ANON_KEY', () => keys.anonKey);
  await fill('SUPABASE_SERVICE_ROLE_KEY', () => keys.serviceRoleKey);
  // SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS each hold one key named `default`, as
  // on a new hosted project (https://supabase.com/docs/guides/functions/secrets): the fixed
  // local keys `supabase start` prints, so an app configured for the CLI's stack works here.
  await fill('SUPABASE_PUBLISHABLE_KEYS', () => JSON.stringify({ default: localPublishableKey }));
  await fill('SUPABASE_SECRET_KEYS', () => JSON.stringify({ default: localSecretKey }));
  await fill('PARLEY_CREDENTIALS_KEY', input.credentialsKey);
  // Where the integrations function may send a user back to: the gateway's own pages and
  // the web app URLs of config.toml.
  await fill('PARLEY_APP_URLS', () => [localUrl, ...(input.appUrls ?? [])].join(','));
  return { environment: result, defaulted };
}

/** The keys chat's calls to the tool functions may carry (shared/config/supabase-keys.ts),
 * for the drain gate; none when the configuration does not parse (the functions then fail
 * to boot and say why). */
export function acceptedServiceKeysOf(environment: Environment): readonly string[] {
  try {
    return parseConfiguration(environment).caller.acceptedServiceKeys;
  } catch (error) {
    if (error instanceof ConfigurationError) return [];
    throw error;
  }
}

/** The keys of `SUPABASE_PUBLISHABLE_KEYS` or `SUPABASE_SECRET_KEYS` (none when the variable
 * is malformed: the functions then fail to boot and say why). */
function namedKeyValues(value: string | undefined): string[] {
  const parsed = namedKeys.safeParse(value);
  return parsed.success && parsed.data !== undefined ? Object.values(parsed.data) : [];
}

/** Every key the gateway's Auth takes as `apikey`, as Supabase's API gateway takes any of a
 * project's keys: the anon and service role keys and each publishable and secret key. */
export function gatewayApiKeysOf(environment: Environment): readonly string[] {
  const keys = [
    environment.SUPABASE_ANON_KEY?.trim(),
    environment.SUPABASE_SERVICE_ROLE_KEY?.trim(),
    ...namedKeyValues(environment.SUPABASE_PUBLISHABLE_KEYS),
    ...namedKeyValues(environment.SUPABASE_SECRET_KEYS),
  ];
  return [...new Set(keys.filter((key): key is string => key !== undefined && key.length > 0))];
}

/** The variables to set in the process so that it holds `target` (those that differ from `real`). */
export function changedVariables(real: Environment, target: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(target).filter(([name, value]) => real[name] !== value));
}
