import { z } from 'zod';

/**
 * Where the local gateway puts its sandbox providers. Only the gateway (`npm start`) sets
 * this symbol on `globalThis` before it imports the functions; a deployed function has no
 * way to set it (no environment variable or secret does), so sandbox mode cannot be
 * switched on in production. A credential marked `metadata.sandbox === true` is only
 * usable when this hook is present.
 */
export const localSandboxKey: unique symbol = Symbol.for('parley.local-sandbox') as never;

/** The sandbox stand-ins the gateway serves, each following its provider's documented shapes. */
export const localSandboxSchema = z.object({
  /** A Serper-shaped search stand-in (`POST <baseUrl>/search`, `/news`, `X-API-KEY`). */
  search: z.object({ provider: z.literal('serper'), baseUrl: z.url(), apiKey: z.string().min(1) }),
  /** A Gmail-REST-shaped stand-in whose sent mail lands in the local outbox. */
  gmail: z.object({ apiBaseUrl: z.url(), address: z.email() }),
  /** A Google-OAuth-shaped stand-in (consent page that approves at once, token, revoke, userinfo). */
  google: z.object({
    authorizeUrl: z.url(),
    tokenUrl: z.url(),
    revokeUrl: z.url(),
    userinfoUrl: z.url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
  }),
});

/** The gateway's sandbox, as functions see it. */
export type LocalSandbox = z.output<typeof localSandboxSchema>;

/** The sandbox of the local gateway, when this worker runs under it; undefined otherwise. */
export function localSandboxOf(host: object): LocalSandbox | undefined {
  const parsed = localSandboxSchema.safeParse(Reflect.get(host, localSandboxKey));
  return parsed.success ? parsed.data : undefined;
}

/** True for a stored credential that was made by the sandbox (its metadata says so). */
export function isSandboxCredential(metadata: Readonly<Record<string, unknown>>): boolean {
  return metadata.sandbox === true;
}
