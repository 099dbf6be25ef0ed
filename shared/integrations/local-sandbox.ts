import { z } from 'zod';

/** The sandbox stand-ins the local gateway serves, each following its provider's documented
 * shapes. Functions only see them through the gateway's hook (shared/functions/local-sandbox-hook.ts). */
export const localSandboxSchema = z.object({
  /** A Serper-shaped search stand-in (`POST <baseUrl>/search`, `/news`, `X-API-KEY`). */
  search: z.object({ provider: z.literal('serper'), baseUrl: z.url(), apiKey: z.string().min(1) }),
  /** Pages for the search stand-in's result links: `GET <baseUrl>/<host>/<path>` for a link on
   * one of `hosts` (example.com, example.org). */
  pages: z.object({ baseUrl: z.url(), hosts: z.array(z.string().min(1)) }).optional(),
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

/** True for a stored credential that was made by the sandbox (its metadata says so). */
export function isSandboxCredential(metadata: Readonly<Record<string, unknown>>): boolean {
  return metadata.sandbox === true;
}
