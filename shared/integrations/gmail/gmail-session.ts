/**
 * One handler call's authorized access to a user's Gmail: the stored token, refreshed
 * through Google's token endpoint when it has expired or Gmail rejects it (401) — once
 * per call — and stored again. Every failure is a typed `ToolError`; no token ever
 * appears in one.
 */
import type { CredentialsRepository } from '../../db/repositories/credentials-repository.ts';
import type { Logger } from '../../log/logger.ts';
import { notConfigured, ToolError, transientFailure } from '../../tools/tool-error.ts';
import { gmailProvider } from './gmail-failure.ts';
import {
  gmailCredentialProvider,
  type GmailToken,
  isTokenExpired,
  parseGmailToken,
  tokenExpiry,
} from './gmail-token.ts';
import { refreshGoogleAccessToken } from './google-token-client.ts';

/** The part of the credential store Gmail needs. */
export type GmailCredentialStore = Pick<CredentialsRepository, 'get' | 'save' | 'markStatus'>;

/** What a session needs from its surroundings. */
export interface GmailSessionDependencies {
  readonly credentials: GmailCredentialStore;
  readonly fetch: typeof fetch;
  readonly clock: () => Date;
  readonly logger: Logger;
  readonly tokenUrl: string;
  /** The OAuth client the tokens were issued to (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`). */
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
  /** The local gateway's sandbox Gmail, when this function runs under it; undefined when deployed. */
  readonly sandbox?: GmailSandbox;
}

/**
 * The local gateway's Gmail and Google stand-ins. A credential the sandbox made
 * (`metadata.sandbox === true`) is used against these, and refused without them.
 */
export interface GmailSandbox {
  /** The Gmail REST root of the stand-in (`…/gmail/v1`). */
  readonly apiBaseUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Authorized requests to Gmail for one user, for the length of one handler call. */
export interface GmailSession {
  /**
   * Sends `init` to `url` with the user's bearer token. A 401 is answered by one refresh
   * and one retry; a second 401 becomes `not_configured` (`credential_rejected`). Any
   * other status is returned. A network failure becomes `transient`: for a request that
   * may have acted (`mayHaveActed`) with reason `timeout`, since it may have been sent.
   */
  request(url: string, init: RequestInit, options?: { mayHaveActed?: boolean }): Promise<Response>;
  /** `text` (an upstream answer, for a developer detail) with this session's tokens and
   * client secret replaced, whatever their shape. */
  redactSecrets(text: string): string;
  /** The Gmail REST root this credential belongs to: the sandbox's for a sandbox
   * credential, null for the configured Gmail. */
  readonly apiBaseUrl: string | null;
}

const rejected = (detail: string): ToolError =>
  notConfigured({ provider: gmailProvider, reason: 'credential_rejected', detail });

/** Opens a session for `userId`, refreshing the stored token first when it has expired. */
export async function openGmailSession(
  dependencies: GmailSessionDependencies,
  userId: string | undefined,
  signal: AbortSignal,
): Promise<GmailSession> {
  const { credentials, logger } = dependencies;
  if (userId === undefined) {
    throw notConfigured({ provider: gmailProvider, detail: 'No user to look up a Gmail connection for.' });
  }
  const lookup = await credentials.get(userId, gmailCredentialProvider);
  if (lookup.status === 'missing' || (lookup.status === 'ok' && lookup.credentialStatus === 'revoked')) {
    throw notConfigured({ provider: gmailProvider, detail: 'The user has no Gmail connection.' });
  }
  if (lookup.status === 'corrupted') {
    throw notConfigured({
      provider: gmailProvider,
      reason: 'credential_corrupted',
      detail: `The stored Gmail credential cannot be read (${lookup.reason}).`,
    });
  }
  // A sandbox credential (see shared/integrations/local-sandbox.ts) only has meaning
  // next to the gateway's stand-ins; deployed, it reads as no connection at all.
  const sandbox = lookup.metadata.sandbox === true ? dependencies.sandbox : undefined;
  if (lookup.metadata.sandbox === true && sandbox === undefined) {
    throw notConfigured({
      provider: gmailProvider,
      detail:
        'The stored Gmail credential was made by the local sandbox: a sandbox credential cannot be used outside the local gateway.',
    });
  }
  const oauth = sandbox ??
    { tokenUrl: dependencies.tokenUrl, clientId: dependencies.clientId, clientSecret: dependencies.clientSecret };
  if (lookup.credentialStatus === 'expired') throw rejected('The Gmail connection is marked expired.');
  const stored = parseGmailToken(lookup.secret);
  if (stored === null) {
    throw notConfigured({
      provider: gmailProvider,
      reason: 'credential_corrupted',
      detail: 'The stored Gmail credential is not a token object.',
    });
  }

  let token: GmailToken = stored;
  let refresh: Promise<string> | null = null;
  const secrets = new Set<string>();
  for (const secret of [stored.access_token, stored.refresh_token, oauth.clientSecret]) {
    // Shorter values would blank out ordinary words; shape-based redaction still applies.
    if (secret !== undefined && secret.length >= 8) secrets.add(secret);
  }
  const redactSecrets = (text: string): string => {
    let clean = text;
    for (const secret of secrets) clean = clean.split(secret).join('[redacted]');
    return clean;
  };

  const markExpired = async (): Promise<void> => {
    await credentials.markStatus(userId, gmailCredentialProvider, 'expired').catch((error: unknown) => {
      logger.warn('gmail-credential-mark-failed', {
        userId,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  };

  const store = async (next: GmailToken, expiresAt: Date | null): Promise<void> => {
    await credentials.save(userId, gmailCredentialProvider, JSON.stringify(next), {
      expiresAt,
      metadata: { ...lookup.metadata },
    }).catch((error: unknown) => {
      // The new token still serves this call; the next call refreshes again.
      logger.warn('gmail-token-save-failed', { userId, error: error instanceof Error ? error.message : String(error) });
    });
  };

  const refreshOnce = async (): Promise<string> => {
    const refreshToken = token.refresh_token;
    if (refreshToken === undefined) {
      await markExpired();
      throw rejected('The Gmail access token expired and there is no refresh token.');
    }
    const { clientId, clientSecret } = oauth;
    if (clientId === undefined || clientId === '' || clientSecret === undefined || clientSecret === '') {
      throw new ToolError('internal', {
        provider: gmailProvider,
        detail: 'GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is not configured: Gmail tokens cannot be refreshed.',
      });
    }
    const result = await refreshGoogleAccessToken({
      tokenUrl: oauth.tokenUrl,
      clientId,
      clientSecret,
      refreshToken,
      fetch: dependencies.fetch,
      clock: dependencies.clock,
      signal,
    });
    switch (result.kind) {
      case 'rejected':
        await markExpired();
        throw rejected(redactSecrets(result.detail));
      case 'misconfigured':
        throw new ToolError('internal', { provider: 'google', detail: redactSecrets(result.detail) });
      case 'unavailable':
        throw transientFailure({
          provider: 'google',
          status: result.status ?? undefined,
          retryAfterMs: result.retryAfterMs,
          reason: result.status === 429 ? 'rate_limited' : 'unavailable',
          detail: redactSecrets(result.detail),
        });
      case 'refreshed': {
        const expiresAt = result.expiresInSeconds === null
          ? null
          : new Date(dependencies.clock().getTime() + result.expiresInSeconds * 1000);
        token = {
          access_token: result.accessToken,
          refresh_token: result.refreshToken ?? refreshToken,
          expires_at: expiresAt?.toISOString() ?? null,
        };
        secrets.add(result.accessToken);
        if (result.refreshToken !== null) secrets.add(result.refreshToken);
        await store(token, expiresAt);
        return token.access_token;
      }
    }
  };

  /** Concurrent requests that meet a 401 share the one refresh. */
  const refreshed = (): Promise<string> => {
    refresh ??= refreshOnce();
    return refresh;
  };

  if (isTokenExpired(tokenExpiry(stored, lookup.expiresAt), dependencies.clock())) await refreshed();

  const send = async (
    url: string,
    init: RequestInit,
    accessToken: string,
    mayHaveActed: boolean,
  ): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${accessToken}`);
    try {
      return await dependencies.fetch(url, { ...init, headers, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      const what = error instanceof Error ? error.name : 'error';
      throw transientFailure({
        provider: gmailProvider,
        reason: mayHaveActed ? 'timeout' : 'network',
        detail: mayHaveActed
          ? `The request to Gmail failed after it may have been sent (${what}).`
          : `Gmail could not be reached (${what}).`,
      });
    }
  };

  return {
    redactSecrets,
    apiBaseUrl: sandbox?.apiBaseUrl ?? null,
    async request(url, init, options = {}) {
      const mayHaveActed = options.mayHaveActed === true;
      const used = token.access_token;
      const response = await send(url, init, used, mayHaveActed);
      if (response.status !== 401) return response;
      await response.body?.cancel();
      if (used !== stored.access_token) {
        await markExpired();
        throw rejected('Gmail rejected a freshly refreshed access token (HTTP 401).');
      }
      const retried = await send(url, init, await refreshed(), mayHaveActed);
      if (retried.status !== 401) return retried;
      await retried.body?.cancel();
      await markExpired();
      throw rejected('Gmail rejected the refreshed access token (HTTP 401).');
    },
  };
}
