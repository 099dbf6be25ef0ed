import type { McpServerSettings } from '../db/repositories/agent-settings.ts';
import type { CredentialsRepository } from '../db/repositories/credentials-repository.ts';

/** The one thing the MCP tool source needs of the credential store. */
export type CredentialLookup = Pick<CredentialsRepository, 'get'>;

/** A server's request headers with their secrets filled in, or why they cannot be. */
export type ServerHeaders =
  | {
    readonly ok: true;
    readonly headers: Readonly<Record<string, string>>;
    /** The credential provider the headers use (the first one), for error messages. */
    readonly credentialProvider?: string;
  }
  | {
    readonly ok: false;
    readonly credentialProvider: string;
    /** `missing`: not connected (or revoked, or no credential store, or no user);
     * `corrupted`: stored but unreadable; `invalid`: not usable as a header value. */
    readonly problem: 'missing' | 'corrupted' | 'invalid';
  };

/** Characters that would end a header line or the request. */
const unsafeHeaderValue = /[\r\n\0]/;

/**
 * Fills in the headers an agent's settings give for an MCP server: each value is the
 * user's stored credential for the named provider, after its optional prefix
 * (`Bearer `). The settings hold only references; secrets come from the credential
 * store, for the user of the turn. Throws only when the store itself fails.
 */
export async function resolveServerHeaders(
  server: McpServerSettings,
  userId: string | undefined,
  credentials: CredentialLookup | null,
): Promise<ServerHeaders> {
  const headers: Record<string, string> = {};
  const references = Object.entries(server.headers ?? {});
  for (const [name, reference] of references) {
    const provider = reference.credential;
    if (credentials === null || userId === undefined) {
      return { ok: false, credentialProvider: provider, problem: 'missing' };
    }
    const found = await credentials.get(userId, provider);
    if (found.status === 'missing') return { ok: false, credentialProvider: provider, problem: 'missing' };
    if (found.status === 'corrupted') return { ok: false, credentialProvider: provider, problem: 'corrupted' };
    if (found.credentialStatus === 'revoked') return { ok: false, credentialProvider: provider, problem: 'missing' };
    const value = `${reference.prefix ?? ''}${found.secret}`;
    if (unsafeHeaderValue.test(value)) return { ok: false, credentialProvider: provider, problem: 'invalid' };
    headers[name] = value;
  }
  const first = references[0]?.[1].credential;
  return first === undefined ? { ok: true, headers } : { ok: true, headers, credentialProvider: first };
}
