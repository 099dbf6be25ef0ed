/**
 * The Google OAuth 2.0 client a deployment connects Gmail with: its endpoints (Google's
 * own unless configured, so tests run a stand-in) and its registered client. Endpoints are
 * those of Google's OpenID discovery document
 * (https://accounts.google.com/.well-known/openid-configuration).
 */
import type { LocalSandbox } from '../local-sandbox.ts';
import { defaultGoogleTokenUrl } from '../gmail/google-token-client.ts';

/** Google's authorization endpoint. */
export const defaultGoogleAuthorizeUrl = 'https://accounts.google.com/o/oauth2/v2/auth';
/** Google's token revocation endpoint (RFC 7009 style, `POST token=…`). */
export const defaultGoogleRevokeUrl = 'https://oauth2.googleapis.com/revoke';
/** Google's OpenID Connect userinfo endpoint. */
export const defaultGoogleUserinfoUrl = 'https://openidconnect.googleapis.com/v1/userinfo';

export { defaultGoogleTokenUrl };

/** Where to send the user and the code, and who we are to Google. */
export interface GoogleOAuthClient {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly revokeUrl: string;
  readonly userinfoUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The local gateway's stand-in rather than Google: what it issues is marked sandbox. */
  readonly sandbox: boolean;
}

/** Which client connect uses, or why there is none. */
export type GoogleOAuthSetup =
  | { readonly configured: true; readonly client: GoogleOAuthClient }
  | { readonly configured: false; readonly missing: readonly string[] };

/** The deployment's Google client and endpoints (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`,
 * `GOOGLE_*_URL`), each endpoint Google's own unless configured. */
export interface GoogleClientSettings {
  readonly clientId?: string;
  readonly clientSecret?: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly revokeUrl: string;
  readonly userinfoUrl: string;
}

/** The sandbox's Google stand-in as a client. */
export function sandboxGoogleClient(sandbox: LocalSandbox): GoogleOAuthClient {
  const { google } = sandbox;
  return {
    authorizeUrl: google.authorizeUrl,
    tokenUrl: google.tokenUrl,
    revokeUrl: google.revokeUrl,
    userinfoUrl: google.userinfoUrl,
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    sandbox: true,
  };
}

/**
 * The configured client: `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` with the
 * `GOOGLE_*_URL` endpoints. Without a client id, the local gateway's sandbox Google when
 * there is one (a real client always wins); else not configured, naming what is missing.
 */
export function resolveGoogleOAuthSetup(
  settings: GoogleClientSettings,
  sandbox: LocalSandbox | undefined,
): GoogleOAuthSetup {
  const { clientId, clientSecret } = settings;
  if (clientId === undefined && sandbox !== undefined) {
    return { configured: true, client: sandboxGoogleClient(sandbox) };
  }
  if (clientId === undefined || clientSecret === undefined) {
    return {
      configured: false,
      missing: [
        ...(clientId === undefined ? ['GOOGLE_CLIENT_ID'] : []),
        ...(clientSecret === undefined ? ['GOOGLE_CLIENT_SECRET'] : []),
      ],
    };
  }
  return {
    configured: true,
    client: {
      authorizeUrl: settings.authorizeUrl,
      tokenUrl: settings.tokenUrl,
      revokeUrl: settings.revokeUrl,
      userinfoUrl: settings.userinfoUrl,
      clientId,
      clientSecret,
      sandbox: false,
    },
  };
}
