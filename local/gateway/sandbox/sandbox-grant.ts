/**
 * One consent's tokens, in the shape Google's token endpoint answers with (RFC 6749 §5.1):
 * `access_token`, `expires_in`, `scope`, `token_type`, and a `refresh_token` for offline
 * access. Used by the token endpoint and by the gateway when it connects the demo user.
 */
import type { SandboxTokenSigner } from './sandbox-token-signer.ts';

/** Google's access tokens live an hour; its answers say 3599 seconds. */
export const sandboxAccessTokenSeconds = 3599;

/** A token endpoint answer. */
export interface SandboxTokenAnswer {
  readonly access_token: string;
  readonly expires_in: number;
  readonly scope: string;
  readonly token_type: 'Bearer';
  readonly refresh_token?: string;
}

/** Issues an access token (and, when `offline`, a refresh token) for a new grant. */
export async function issueSandboxGrant(
  signer: SandboxTokenSigner,
  input: { scope: string; offline: boolean; nowSeconds: number },
): Promise<SandboxTokenAnswer> {
  const grant = crypto.randomUUID();
  const answer = await accessTokenAnswer(signer, { grant, scope: input.scope, nowSeconds: input.nowSeconds });
  if (!input.offline) return answer;
  return {
    ...answer,
    refresh_token: await signer.issue({ kind: 'refresh', grant, scope: input.scope, expiresAt: null }),
  };
}

/** A new access token for an existing grant (the refresh grant's answer has no refresh token, as Google's). */
export async function accessTokenAnswer(
  signer: SandboxTokenSigner,
  input: { grant: string; scope: string; nowSeconds: number },
): Promise<SandboxTokenAnswer> {
  const accessToken = await signer.issue({
    kind: 'access',
    grant: input.grant,
    scope: input.scope,
    expiresAt: Math.floor(input.nowSeconds) + sandboxAccessTokenSeconds,
  });
  return { access_token: accessToken, expires_in: sandboxAccessTokenSeconds, scope: input.scope, token_type: 'Bearer' };
}
