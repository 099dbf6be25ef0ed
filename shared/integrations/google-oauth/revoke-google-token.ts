/**
 * Revokes a grant at Google: `POST revokeUrl` with `token=…` as a form. Revoking the
 * refresh token ends the whole grant, its access tokens included.
 */
import { z } from 'zod';
import { failureName, readGoogleAnswer } from './google-json.ts';

/** Whether Google no longer honours the token, and if not why (`detail` never holds it). */
export type RevocationResult = { readonly revoked: true } | { readonly revoked: false; readonly detail: string };

const errorSchema = z.object({ error: z.string() });

/** Revokes `token`. A token Google already considers invalid (`invalid_token`) counts as revoked: it grants nothing. */
export async function revokeGoogleToken(
  revokeUrl: string,
  token: string,
  options: { fetch: typeof fetch; signal: AbortSignal },
): Promise<RevocationResult> {
  try {
    const response = await options.fetch(revokeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      signal: options.signal,
    });
    const { status, json } = await readGoogleAnswer(response);
    if (status >= 200 && status < 300) return { revoked: true };
    const error = errorSchema.safeParse(json);
    if (status === 400 && error.success && error.data.error === 'invalid_token') return { revoked: true };
    return {
      revoked: false,
      detail: `Google's revoke endpoint answered HTTP ${status}${
        error.success ? ` (${error.data.error.slice(0, 60)})` : ''
      }.`,
    };
  } catch (error) {
    return { revoked: false, detail: `Google's revoke endpoint could not be reached (${failureName(error)}).` };
  }
}
