/**
 * Which of a project's API keys each job uses. Supabase gives every function
 * `SUPABASE_SECRET_KEYS` and `SUPABASE_PUBLISHABLE_KEYS`, each a JSON object of key name →
 * key (`{"default":"sb_secret_…"}`; https://supabase.com/docs/guides/functions/secrets,
 * "Default secrets"), and still the legacy `SUPABASE_SERVICE_ROLE_KEY` / `SUPABASE_ANON_KEY`
 * on projects that have them. The new keys are not JWTs: they travel in the `apikey`
 * header, never as a bearer token (https://supabase.com/docs/guides/functions/auth-headers).
 */

/** The keys a function was given, as read from its environment. */
export interface SupabaseKeysInput {
  /** `SUPABASE_SECRET_KEYS`: key name → secret key. */
  readonly secretKeys: Readonly<Record<string, string>>;
  /** `SUPABASE_PUBLISHABLE_KEYS`: key name → publishable key. */
  readonly publishableKeys: Readonly<Record<string, string>>;
  /** `SUPABASE_SERVICE_ROLE_KEY` (legacy). */
  readonly serviceRoleKey?: string;
  /** `SUPABASE_ANON_KEY` (legacy). */
  readonly anonKey?: string;
  /** `PARLEY_INTERNAL_SECRET`: Parley's own secret between its functions. */
  readonly internalSecret?: string;
}

/** What the functions do with those keys. */
export interface SupabaseKeys {
  /** The key chat sends (`apikey` header) when it calls a tool function: the `default`
   * secret key (else the first by name), else the service role key, else the internal
   * secret; null when none is set. */
  readonly serviceKey: string | null;
  /** Every key a tool function takes as proof that the call comes from Parley's own chat
   * function: each secret key and the service role key. Every function of a project is given
   * the same keys, so any of them may be the one chat chose. The internal secret is among them
   * only when it is the key chat sends (no secret or service role key is set): otherwise chat
   * never sends it, and accepting it would let whoever learns it alone act as any user, since
   * it also signs the context header. */
  readonly acceptedServiceKeys: readonly string[];
  /** The HMAC key of the signed context header: the internal secret, else {@link serviceKey}. */
  readonly internalSecret: string | null;
  /** The key sent as `apikey` to the project's Auth server when it checks an HS256 token:
   * a publishable key, else the anon key, else a secret one. */
  readonly authApiKey: string | null;
}

/** The key named `default` (the name Supabase gives a project's first key), else the first by name. */
function chosenKey(keys: Readonly<Record<string, string>>): string | undefined {
  return keys.default ?? Object.keys(keys).sort().map((name) => keys[name]).find((key) => key !== undefined);
}

/** See {@link SupabaseKeys}. */
export function supabaseKeysOf(input: SupabaseKeysInput): SupabaseKeys {
  const secretKey = chosenKey(input.secretKeys);
  const serviceKey = secretKey ?? input.serviceRoleKey ?? input.internalSecret ?? null;
  const accepted = [...Object.values(input.secretKeys), input.serviceRoleKey, serviceKey]
    .filter((key): key is string => key !== undefined && key !== null);
  return {
    serviceKey,
    acceptedServiceKeys: [...new Set(accepted)],
    internalSecret: input.internalSecret ?? serviceKey,
    authApiKey: chosenKey(input.publishableKeys) ?? input.anonKey ?? secretKey ?? input.serviceRoleKey ?? null,
  };
}
