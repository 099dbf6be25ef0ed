import { z } from 'zod';

/** `npm start`'s gateway, where the example talks when nothing else is configured. */
export const localGatewayUrl = 'http://127.0.0.1:54321';

/** The Supabase CLI's well-known local publishable key, which the gateway accepts too. It is
 * public and works only against a local stack. */
export const localPublishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** Where the example talks to: a Supabase project (hosted, or local) running Parley. */
export interface ExampleConfig {
  /** The project's URL: `https://<ref>.supabase.co`, or the local gateway's. */
  readonly supabaseUrl: string;
  /** The project's publishable (or anon) key, sent as `apikey`. */
  readonly publishableKey: string;
  /** Parley's chat function. */
  readonly chatUrl: string;
  /** Whether the project is on this machine (the sign-in form then names the demo user). */
  readonly isLocal: boolean;
}

/** Host names of this machine: a local stack, where the local key is the default. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An unset or blank variable counts as absent. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const environmentSchema = z.object({
  VITE_SUPABASE_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://<project-ref>.supabase.co' })
      .optional(),
  ),
  VITE_SUPABASE_PUBLISHABLE_KEY: optionalText.pipe(
    z.string().regex(/^[\x21-\x7e]+$/, 'must be one word of printable characters (the key, nothing else)').optional(),
  ),
});

/** The configuration, or what is wrong with it (one line per variable). */
export type ConfigReading =
  | { readonly ok: true; readonly config: ExampleConfig }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Reads the build's `import.meta.env`. Without a URL: the local gateway; without a key: the
 * local publishable key, for a loopback URL only. */
export function readConfig(environment: Readonly<Record<string, unknown>>): ConfigReading {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    };
  }
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: key } = parsed.data;
  const supabaseUrl = (url ?? localGatewayUrl).replace(/\/+$/, '');
  const isLocal = loopbackHosts.has(new URL(supabaseUrl).hostname);
  if (!isLocal && key === undefined) {
    return {
      ok: false,
      problems: ["VITE_SUPABASE_PUBLISHABLE_KEY must be set for a hosted project: the project's publishable key"],
    };
  }
  return {
    ok: true,
    config: {
      supabaseUrl,
      publishableKey: key ?? localPublishableKey,
      chatUrl: `${supabaseUrl}/functions/v1/chat`,
      isLocal,
    },
  };
}
