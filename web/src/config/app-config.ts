/// <reference types="vite/client" />
/**
 * Where the app finds Supabase: `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY` baked in at
 * build time, else `/config.json` from the app's own origin (the local gateway serves one, so
 * a build without them works against any gateway port). Nothing else tells local from deployed.
 */
import { z } from 'zod';

/** What the app needs to reach Supabase, and the optional one-click demo account. */
export interface AppConfig {
  readonly supabaseUrl: string;
  readonly anonKey: string;
  readonly demo: { readonly email: string; readonly password: string } | null;
}

const servedConfigSchema = z.object({
  supabaseUrl: z.url({ protocol: /^https?$/ }),
  anonKey: z.string().min(1),
  demo: z.object({ email: z.string().min(1), password: z.string().min(1) }).nullable().optional(),
});

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;
}

/** The configuration from Vite's build-time variables, or null when they are not set. */
export function configFromBuild(environment: Readonly<Record<string, unknown>>): AppConfig | null {
  const supabaseUrl = nonEmpty(environment.VITE_SUPABASE_URL);
  const anonKey = nonEmpty(environment.VITE_SUPABASE_ANON_KEY);
  if (supabaseUrl === undefined || anonKey === undefined) return null;
  const email = nonEmpty(environment.VITE_DEMO_EMAIL);
  const password = nonEmpty(environment.VITE_DEMO_PASSWORD);
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    anonKey,
    demo: email !== undefined && password !== undefined ? { email, password } : null,
  };
}

/** Loads the configuration: the build's, else `/config.json`; throws with a readable reason. */
export async function loadAppConfig(fetchConfig: typeof fetch = fetch): Promise<AppConfig> {
  const built = configFromBuild(import.meta.env);
  if (built !== null) return built;
  let response: Response;
  try {
    response = await fetchConfig('/config.json', { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new Error(
      'The app could not load /config.json. Build it with VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, or serve it from the local gateway.',
    );
  }
  const parsed = servedConfigSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
  if (!parsed.success) {
    throw new Error(
      'This build has no Supabase URL: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY when building it (see docs/web-app.md).',
    );
  }
  return {
    supabaseUrl: parsed.data.supabaseUrl.replace(/\/+$/, ''),
    anonKey: parsed.data.anonKey,
    demo: parsed.data.demo ?? null,
  };
}
